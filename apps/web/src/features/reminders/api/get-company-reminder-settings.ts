import { reminderCalls, type VersionedCompanyReminderSettings } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reminderSettingsKeys } from './reminder-settings-keys';

/** GET /api/v3/company/reminder-settings */
export function getCompanyReminderSettings(signal?: AbortSignal): Promise<VersionedCompanyReminderSettings> {
  return api.call(reminderCalls.companySettings, undefined, { signal });
}

export function useCompanyReminderSettings() {
  return useQuery(
    queryOptions({
      queryKey: reminderSettingsKeys.company,
      queryFn: ({ signal }) => getCompanyReminderSettings(signal),
      meta: { notifyOnError: false },
    }),
  );
}
