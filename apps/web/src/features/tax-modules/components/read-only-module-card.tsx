import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TaxModule } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KeyValueGrid } from '../../../components/key-value-grid';
import { paths } from '../../../config/paths';
import '../tax-modules-texts';
import { moduleMeaningKey } from './tax-module-texts';

/** A module set elsewhere (the Germany ticket's lines, in its offer): shown, with where to change it. */
export function ReadOnlyModuleCard({ module }: { module: TaxModule }) {
  const { t } = useTranslation('tax-modules');
  const titleId = `tax-module-${module.kind}`;
  const orNotSet = (value: string | null) => value ?? t('notSet');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {t(`module.${module.kind}`)}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="secondary">
              {module.law}
            </Badge>
            <Badge variant="light" color={module.isActive ? 'success' : 'gray'}>
              {module.isActive ? t('active') : t('inactive')}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t(moduleMeaningKey(module))}
        </Text>
        <KeyValueGrid
          align="left"
          rows={[
            [t('field.wageName'), orNotSet(module.wageName)],
            [t('field.value'), orNotSet(module.value)],
            [t('field.inftySapValue'), orNotSet(module.inftySapValue)],
            [t('field.processing'), t(`bsNr.${module.bsNr}`)],
          ]}
        />
        <Text size="sm">
          {t('setOnBookings')}{' '}
          <Anchor component={Link} to={paths.bookings.list.href()}>
            {t('toBookings')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
