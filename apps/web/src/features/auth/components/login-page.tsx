import { demoPassword } from '@mobilo/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginOptions } from '../api/get-login-options';
import { useArrivalNotice } from '../hooks/use-arrival-notice';
import { useSignIn } from '../hooks/use-sign-in';
import { LegalLinks } from './legal-links';
import { LoginForm } from './login-form';
import { QuickDevLogins } from './quick-dev-logins';
import { SsoButtons } from './sso-buttons';
import '../auth-texts';

/** The sign-in page: the form, the providers, and on the local stage the demo accounts. */
export function LoginPage({ options }: { options: Pick<LoginOptions, 'cityLogin' | 'quickLogins'> }) {
  const { t } = useTranslation('auth');
  const { signIn, lookUp, isPending, lockSecondsLeft } = useSignIn();
  useArrivalNotice();
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
          <LoginForm
            onSubmit={(values, handlers) => void signIn(values, handlers)}
            onLookup={lookUp}
            isPending={isPending}
            lockSecondsLeft={lockSecondsLeft}
          />
          <SsoButtons disabled={buttonsDisabled} cityLoginEnabled={options.cityLogin} />
          {options.quickLogins ? (
            <QuickDevLogins
              disabled={buttonsDisabled}
              onSelect={(email) => void signIn({ email, password: demoPassword })}
            />
          ) : null}
        </Stack>
      </Paper>
      <Text size="xs" c="dimmed" ta="center">
        {t('login.cookieInfo')}
      </Text>
      <LegalLinks />
    </Stack>
  );
}
