import { reminderCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/v3/reminders/unsubscribe: the mail's signed link, without a session. */
export function unsubscribe(token: string): Promise<{ unsubscribed: true }> {
  return api.call(reminderCalls.unsubscribe, { body: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe, meta: { notifyOnError: false } });
}
