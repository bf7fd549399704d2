import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { notifyApiError, notifyWarning, toApiErrorOrUnknown, toastDurations } from '../../../lib/notify';
import { useTokenUser } from '../api/get-token-user';
import { LegalLinks } from './legal-links';
import { RegisterForm } from './register-form';
import '../auth-texts';

/** These answers mean the link is over: expired, used, forged or cut short. */
const expiredCodes = new Set(['ACCESS_DENIED', 'NOT_A_VALID_UUID', 'INVALID_INPUT']);

function LeaveWith({ notice }: { notice: () => void }) {
  useEffect(notice, [notice]);
  return <Navigate to={paths.auth.index.href()} replace />;
}

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const tokenUser = useTokenUser(token);

  if (token === '')
    return <LeaveWith notice={() => notifyWarning(t('reset.tokenInvalid'), { autoClose: toastDurations.error })} />;
  if (tokenUser.isError) {
    const error = toApiErrorOrUnknown(tokenUser.error);
    const notice = expiredCodes.has(error.errorCode)
      ? () => notifyWarning(t('register.tokenExpired'))
      : () => notifyApiError(error);
    return <LeaveWith notice={notice} />;
  }

  return (
    <Stack gap="lg" w="100%" maw={460}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('register.title')}
          </Title>
          {tokenUser.data ? (
            <>
              <Text size="sm">
                {t('register.welcome', { name: tokenUser.data.firstName, company: tokenUser.data.companyName })}
              </Text>
              <Text size="sm" c="dimmed">
                {tokenUser.data.email}
              </Text>
              <RegisterForm token={token} tokenUser={tokenUser.data} />
            </>
          ) : (
            <Skeleton height={180} aria-label={t('loading', { ns: 'common' })} />
          )}
        </Stack>
      </Paper>
      <LegalLinks />
    </Stack>
  );
}
