/** Query keys of the sign-in and registration pages (the session's own key is `sessionQueryKey`). */
export const authKeys = {
  all: ['auth'] as const,
  usersToImpersonate: () => [...authKeys.all, 'users-to-impersonate'] as const,
  tokenUser: (token: string) => [...authKeys.all, 'token-user', token] as const,
};
