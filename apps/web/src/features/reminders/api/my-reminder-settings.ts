import { type MyReminderSettings, reminderCalls, type UpdateMyReminderSettingsRequest } from '@mobilo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reminderSettingsKeys } from './reminder-settings-keys';

/** GET /api/v3/user/reminder-settings */
export function getMyReminderSettings(signal?: AbortSignal): Promise<MyReminderSettings> {
  return api.call(reminderCalls.mySettings, undefined, { signal });
}

/** PUT /api/v3/user/reminder-settings */
export function updateMyReminderSettings(body: UpdateMyReminderSettingsRequest): Promise<MyReminderSettings> {
  return api.call(reminderCalls.updateMySettings, { body });
}

export function useMyReminderSettings(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: reminderSettingsKeys.mine,
      queryFn: ({ signal }) => getMyReminderSettings(signal),
      enabled,
      meta: { notifyOnError: false },
    }),
  );
}

export function useUpdateMyReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyReminderSettings,
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsKeys.mine, saved),
  });
}
