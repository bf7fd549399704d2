import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingIndicator } from '../../components/load-state';
import { paths } from '../../config/paths';
import { useSessionQuery } from '../../features/auth/api/get-session';
import { SessionProvider } from '../../lib/auth-context';
import { applyUserLanguage } from '../../lib/i18n';
import { hideSessionEndedNotice, notifySessionEnded, toApiErrorOrUnknown } from '../../lib/notify';
import { sessionQueryKey } from '../../lib/session-query-key';

/** Tells the visitor why they are back at the login page, then sends them there. */
function SessionLost({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const { errorCode } = toApiErrorOrUnknown(error);
  useEffect(() => {
    const code = errorCode === 'USER_DEACTIVATED' ? 'USER_DEACTIVATED' : 'UNAUTHENTICATED';
    notifySessionEnded(t(code));
  }, [errorCode, t]);
  return <Navigate to={paths.auth.login.href()} replace />;
}

/**
 * The authenticated area: shown only with a valid session, in the signed-in user's language.
 * The session is checked again at every navigation, and whatever was cached for one user is
 * dropped when another user's session appears.
 */
export function RequireSession() {
  const session = useSessionQuery();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const userId = session.data?.user.id;
  const culture = session.data?.user.culture;
  const previousUserId = useRef<string | undefined>(undefined);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [pathname, queryClient]);

  useEffect(() => {
    if (!userId) return;
    if (previousUserId.current && previousUserId.current !== userId) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    }
    previousUserId.current = userId;
  }, [userId, queryClient]);

  useEffect(() => {
    if (!culture) return;
    hideSessionEndedNotice();
    void applyUserLanguage(culture);
  }, [userId, culture]);

  if (session.isPending) return <LoadingIndicator size="screen" />;
  if (session.isError) return <SessionLost error={session.error} />;
  return (
    <SessionProvider session={session.data}>
      <Outlet />
    </SessionProvider>
  );
}
