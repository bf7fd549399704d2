import {
  type CompanyReminderSettings,
  reminderCalls,
  type UpdateCompanyReminderSettingsRequest,
} from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reminderSettingsKeys } from './reminder-settings-keys';

/** PUT /api/v3/company/reminder-settings */
export function updateCompanyReminderSettings(
  body: UpdateCompanyReminderSettingsRequest,
): Promise<CompanyReminderSettings> {
  return api.call(reminderCalls.updateCompanySettings, { body });
}

export function useUpdateCompanyReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyReminderSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderSettingsKeys.company, saved);
      // The profile shows whether the company has reminders on.
      void queryClient.invalidateQueries({ queryKey: reminderSettingsKeys.mine });
    },
  });
}
