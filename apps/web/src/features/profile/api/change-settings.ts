import { accountCalls, type Language, type SessionUser } from '@mobilo/contract';
import { saveLanguage } from '../../../lib/save-language';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session-query-key';

/** PATCH /user/settings/change-timezone */
export function changeTimezone(timezone: string): Promise<SessionUser> {
  return api.call(accountCalls.changeTimezone, { body: { timezone } });
}

/** Both calls run in parallel (specification §7); the session then shows the saved values. */
export function useChangeLanguageAndTimezone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ language, timezone }: { language: Language; timezone: string }) => {
      const [, user] = await Promise.all([saveLanguage(language), changeTimezone(timezone)]);
      return user;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
