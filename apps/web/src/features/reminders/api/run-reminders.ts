import { reminderCalls, type ReminderRunResponse } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/v3/company/reminders/run: sends the company's due reminders now. */
export function runReminders(): Promise<ReminderRunResponse> {
  return api.call(reminderCalls.runNow);
}

export function useRunReminders() {
  return useMutation({ mutationFn: runReminders });
}
