import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';

export type LegalDocument = 'terms' | 'privacy' | 'imprint';

interface Section {
  heading: string;
  text: string;
}

/** A public legal text in the current language; terms opened from an invitation link back to it. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const [params] = useSearchParams();
  const token = document === 'terms' ? params.get('token') : null;
  const sections = t(`${document}.sections`, { returnObjects: true }) as Section[];

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md" w="100%" maw={760}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t(`${document}.title`)}
        </Title>
        <Text size="xs" c="dimmed">
          {t('updated')}
        </Text>
        {sections.map((section) => (
          <Stack key={section.heading} gap={4}>
            <Title order={2} size="h4">
              {section.heading}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {section.text}
            </Text>
          </Stack>
        ))}
        <Anchor component={Link} to={token ? paths.auth.register.href(token) : paths.auth.login.href()} size="sm">
          {token ? t('backToRegistration') : t('backToLogin')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
