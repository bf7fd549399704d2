import type { AuthCheckResponse, SessionUser } from '@mobilo/contract';
import { createContext, useContext, type ReactNode } from 'react';

export const SessionContext = createContext<AuthCheckResponse | null>(null);

/** Makes the checked session available below the authenticated area's guard. */
export function SessionProvider({ session, children }: { session: AuthCheckResponse; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): AuthCheckResponse {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is only available inside the authenticated area');
  return session;
}

export function useSessionUser(): SessionUser {
  return useSession().user;
}
