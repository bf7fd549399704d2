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

const languageSaves = ['save-language'] as const;

/**
 * The session then carries the saved language, so that a reload keeps it. Quick choices (EN, then
 * DE) must end in the last one: they are saved one after another, a session read under way when a
 * choice is made is dropped, and only the last save reads the session again, since the session
 * guard applies the language the session carries.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: languageSaves,
    scope: { id: languageSaves[0] },
    mutationFn: saveLanguage,
    onMutate: () => queryClient.cancelQueries({ queryKey: sessionQueryKey }),
    onSettled: () =>
      queryClient.isMutating({ mutationKey: languageSaves }) === 1
        ? queryClient.invalidateQueries({ queryKey: sessionQueryKey })
        : undefined,
  });
}
