import { type CompanyReminderSettings, reminderCalls, type VersionedCompanyReminderSettings } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { reminderSettingsKeys } from './reminder-settings-keys';

/** PUT /api/v3/company/reminder-settings, naming the version the form was filled from (docs/adr/0022). */
export function updateCompanyReminderSettings(
  body: CompanyReminderSettings,
  version: number,
): Promise<VersionedCompanyReminderSettings> {
  return api.call(reminderCalls.updateCompanySettings, { body, version });
}

const dayFields = ['submissionDeadlineDay', 'daysBeforeDeadline', 'reviewWaitingDays', 'importWaitingDays'] as const;

export function useUpdateCompanyReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: CompanyReminderSettings; version: number }) =>
      updateCompanyReminderSettings(body, version),
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderSettingsKeys.company, saved);
      // The profile shows whether the company has reminders on.
      void queryClient.invalidateQueries({ queryKey: reminderSettingsKeys.mine });
    },
    meta: {
      changedMeanwhile: changedMeanwhile<VersionedCompanyReminderSettings>({
        fields: (current) => {
          const t = (key: string) => i18n.t(key as 'company.title', { ns: 'reminders' });
          const yesNo = current.remindersEnabled ? 'changedMeanwhile.fields.yes' : 'changedMeanwhile.fields.no';
          return [
            { label: t('company.remindersEnabled'), value: i18n.t(yesNo, { ns: 'common' }) },
            ...dayFields.map((field) => ({ label: t(`company.${field}`), value: String(current[field]) })),
          ];
        },
        reload: (current) => queryClient.setQueryData(reminderSettingsKeys.company, current),
      }),
    },
  });
}
