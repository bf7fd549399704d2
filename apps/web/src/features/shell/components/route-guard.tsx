import { guardAccess, navigationEntry, type RouteName } from '@mobilo/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingIndicator } from '../../../components/load-state';
import { useNavigationContext } from '../hooks/use-navigation-context';
import { hrefOf } from '../navigation/menu-items';
import { openProtectedFeatureDialog } from './protected-feature-dialog';
import '../shell-texts';

/** Navigation state that opens a route without the protected-feature dialog when it is refused. */
export interface GuardNavigationState {
  skipProtectedFeatureDialog?: boolean;
}

/**
 * Opens the route only when the navigation table allows it: a role that may not goes to welcome;
 * a missing licence or permission goes back (or to welcome) and explains itself.
 */
export function RouteGuard({ route, children }: { route: RouteName; children: ReactNode }) {
  const context = useNavigationContext();
  if (!context) return <LoadingIndicator size="screen" />;
  const access = guardAccess(navigationEntry(route), context);
  if (access.kind === 'open') return children;
  if (access.kind === 'hidden') return <Navigate to={hrefOf('Welcome')} replace />;
  return <RefuseProtectedRoute route={route} reason={access.kind} />;
}

function RefuseProtectedRoute({ route, reason }: { route: RouteName; reason: 'locked' | 'protected' }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const state = location.state as GuardNavigationState | null;
    if (!state?.skipProtectedFeatureDialog) openProtectedFeatureDialog(t, route, reason);
    // React Router keeps the position in the history's state; 0 means this page was opened directly.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(hrefOf('Welcome'), { replace: true });
  }, [location.state, navigate, reason, route, t]);

  return <LoadingIndicator size="screen" />;
}
