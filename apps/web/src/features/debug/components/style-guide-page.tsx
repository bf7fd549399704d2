import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingIndicator } from '../../../components/load-state';
import { useAppInfo } from '../../../lib/app-info';
import { useFormat } from '../../../lib/format';
import '../debug-texts';

/** The stages that show the style guide (spec 001 §2: local, development and QA). */
const stagesWithStyleGuide = new Set(['local', 'dev', 'qa']);
const colours = ['primary', 'secondary', 'success', 'warning', 'danger', 'gray'] as const;

/**
 * /debug/style: the building blocks of every screen in the company's colours, so that a branding
 * or a theme change can be judged in one place: colours, type, buttons, badges, fields, notices,
 * a table, and the formats of money and dates in the current language.
 */
export function StyleGuidePage() {
  const { t } = useTranslation('debug');
  const f = useFormat();
  const info = useAppInfo();
  if (info.isPending) return <LoadingIndicator />;
  if (!info.data || !stagesWithStyleGuide.has(info.data.stage)) {
    return (
      <Container size="md" py="xl">
        <EmptyState text={t('style.unavailable')} />
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('style.title')}</Title>
          <Text c="dimmed">{t('style.intro', { stage: info.data.stage })}</Text>
        </div>
        <Section title={t('style.colours')}>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
            {colours.map((colour) => (
              <Stack key={colour} gap={4}>
                <Paper h={48} radius="md" bg={`${colour}.6`} />
                <Text size="sm">{colour}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>
        <Section title={t('style.type')}>
          {([1, 2, 3, 4] as const).map((order) => (
            <Title key={order} order={order}>
              {t('style.heading', { order })}
            </Title>
          ))}
          <Text>{t('style.body')}</Text>
          <Text size="sm" c="dimmed">
            {t('style.dimmed')}
          </Text>
        </Section>
        <Section title={t('style.actions')}>
          <Group>
            <Button>{t('style.primary')}</Button>
            <Button variant="default">{t('style.secondary')}</Button>
            <Button variant="light">{t('style.light')}</Button>
            <Button variant="subtle" color="danger">
              {t('style.danger')}
            </Button>
            <Button disabled>{t('style.disabled')}</Button>
          </Group>
          <Group>
            {colours.map((colour) => (
              <Badge key={colour} color={colour} variant="light">
                {colour}
              </Badge>
            ))}
          </Group>
        </Section>
        <Section title={t('style.fields')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('style.text')} placeholder={t('style.placeholder')} />
            <TextInput label={t('style.text')} error={t('style.error')} defaultValue="12,345" />
            <Select label={t('style.select')} data={['A', 'B', 'C']} defaultValue="A" />
            <SegmentedControl data={['A', 'B', 'C']} aria-label={t('style.segments')} />
            <Checkbox label={t('style.checkbox')} defaultChecked />
            <Switch label={t('style.switch')} defaultChecked />
          </SimpleGrid>
        </Section>
        <Section title={t('style.notices')}>
          {(['secondary', 'success', 'warning', 'danger'] as const).map((colour) => (
            <Alert key={colour} color={colour} icon={<IconInfoCircle size={18} />} title={colour}>
              {t('style.notice')}
            </Alert>
          ))}
        </Section>
        <Section title={t('style.formats')}>
          <Table striped withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('style.money')}</Table.Th>
                <Table.Td>{f.money('1234.50', 'EUR')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('style.date')}</Table.Th>
                <Table.Td>{f.date('2026-11-26')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('style.period')}</Table.Th>
                <Table.Td>{f.period('202611')}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Section>
      </Stack>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
