/** The cache key of GET /auth/check, shared by every feature that changes the session user. */
export const sessionQueryKey = ['auth', 'session'] as const;
