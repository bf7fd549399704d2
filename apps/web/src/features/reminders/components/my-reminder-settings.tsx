import { Alert, Stack, Switch, Text, Title } from '@mantine/core';
import type { UpdateMyReminderSettingsRequest } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useMyReminderSettings, useUpdateMyReminderSettings } from '../api/my-reminder-settings';
import '../reminders-texts';

/** The user's own reminder switches in the profile: on or off, single mails or a monthly digest. */
export function MyReminderSettings() {
  const { t } = useTranslation('reminders');
  const settings = useMyReminderSettings();
  const save = useUpdateMyReminderSettings();
  const change = (values: UpdateMyReminderSettingsRequest) =>
    save.mutate(values, {
      onSuccess: () => notifySuccess(t('mine.saved')),
      onError: (error) => notifyApiError(error),
    });

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('mine.title')}
      </Title>
      <LoadState
        size="block"
        isPending={settings.isPending}
        isError={settings.isError}
        onRetry={() => void settings.refetch()}
        errorText={t('mine.loadFailed')}
      >
        {() =>
          settings.data && (
            <Stack gap="xs">
              {settings.data.companyEnabled ? null : (
                <Alert color="secondary" p="xs">
                  <Text size="sm">{t('mine.companyOff')}</Text>
                </Alert>
              )}
              <Switch
                label={t('mine.remindersEnabled')}
                checked={settings.data.remindersEnabled}
                disabled={save.isPending}
                onChange={(event) =>
                  change({ remindersEnabled: event.currentTarget.checked, digest: settings.data!.digest })
                }
              />
              <Switch
                label={t('mine.digest')}
                checked={settings.data.digest}
                disabled={save.isPending || !settings.data.remindersEnabled}
                onChange={(event) =>
                  change({ remindersEnabled: settings.data!.remindersEnabled, digest: event.currentTarget.checked })
                }
              />
            </Stack>
          )
        }
      </LoadState>
    </Stack>
  );
}
