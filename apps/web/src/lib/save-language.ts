import { firstScreenRoutes, type Language, type SessionUser } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, deferCall } from './api-client';
import { sessionQueryKey } from './session-query-key';

const changeLanguage = deferCall(firstScreenRoutes.changeLanguage, () =>
  import('@mobilo/contract/users/account-calls').then((calls) => calls.accountCalls.changeLanguage),
);

/** PATCH /user/settings/change-language: the signed-in user's language, kept in their profile. */
export function saveLanguage(language: Language): Promise<SessionUser> {
  return api.call(changeLanguage, { body: { language } });
}

/** The session then carries the saved language, so that a reload keeps it. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
