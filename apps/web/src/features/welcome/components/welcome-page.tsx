import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth-context';
import '../welcome-texts';

export function WelcomePage() {
  const { t } = useTranslation(['welcome', 'common']);
  const user = useSessionUser();

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('title', { firstName: user.firstName })}</Title>
      <Text size="lg">
        {t('membership', {
          company: user.company.name,
          role: t(`roles.${user.role.name}`, { ns: 'common' }),
        })}
      </Text>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text>{t('intro')}</Text>
          <Text c="dimmed">{t('nextSteps')}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
