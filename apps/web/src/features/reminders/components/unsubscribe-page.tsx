import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorMessage, toApiErrorOrUnknown } from '../../../lib/notify';
import { useUnsubscribe } from '../api/unsubscribe';
import '../reminders-texts';

/**
 * /auth/unsubscribe?token=…: the link of a reminder mail. Nothing changes on opening it (mail
 * scanners open links); the visitor confirms with the button, signed in or not.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('reminders');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <Stack gap="lg" w="100%" maw={460}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('unsubscribe.title')}
          </Title>
          {token === '' ? (
            <Alert color="warning">{t('unsubscribe.missing')}</Alert>
          ) : unsubscribe.isSuccess ? (
            <Alert color="success" role="status">
              {t('unsubscribe.done')}
            </Alert>
          ) : (
            <>
              <Text>{t('unsubscribe.question')}</Text>
              {unsubscribe.isError ? (
                <Alert color="warning" role="alert">
                  {apiErrorMessage(toApiErrorOrUnknown(unsubscribe.error))}
                </Alert>
              ) : null}
              <Button onClick={() => unsubscribe.mutate(token)} loading={unsubscribe.isPending}>
                {t('unsubscribe.confirm')}
              </Button>
            </>
          )}
          <Anchor component={Link} to={paths.auth.login.href()} size="sm" ta="center">
            {t('unsubscribe.toLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
