import { Navigate, Outlet } from 'react-router';
import { LoadingIndicator } from '../../components/load-state';
import { paths } from '../../config/paths';
import { useSessionQuery } from '../../features/auth/api/get-session';

/** Sign-in screens are pointless with a session; such visitors go to the authenticated index. */
export function RedirectIfSignedIn() {
  const session = useSessionQuery();
  if (session.isPending) return <LoadingIndicator size="screen" />;
  if (session.isSuccess) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
