import { demoPassword } from '@mobilo/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoginErrorToast } from '../hooks/use-login-error';
import { useSignIn } from '../hooks/use-sign-in';
import { LegalLinks } from './legal-links';
import { LoginForm } from './login-form';
import { QuickDevLogins } from './quick-dev-logins';
import { SsoButtons } from './sso-buttons';
import '../auth-texts';

export function LoginPage({ cityLoginEnabled = false }: { cityLoginEnabled?: boolean }) {
  const { t } = useTranslation('auth');
  const { signIn, lookUp, isPending, lockSecondsLeft } = useSignIn();
  useLoginErrorToast();
  const buttonsDisabled = isPending || lockSecondsLeft > 0;

  return (
    <Stack gap="lg" w="100%" maw={420}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('login.subtitle')}
            </Text>
          </Stack>
          <LoginForm onSubmit={signIn} onLookup={lookUp} isPending={isPending} lockSecondsLeft={lockSecondsLeft} />
          <SsoButtons disabled={buttonsDisabled} cityLoginEnabled={cityLoginEnabled} />
          <QuickDevLogins disabled={buttonsDisabled} onSelect={(email) => signIn({ email, password: demoPassword })} />
        </Stack>
      </Paper>
      <Text size="xs" c="dimmed" ta="center">
        {t('login.cookieInfo')}
      </Text>
      <LegalLinks />
    </Stack>
  );
}
