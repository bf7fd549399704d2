import type { Right } from '@mobilo/contract';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useSessionUser } from '../../lib/auth-context';

/** A user whose role lacks the right goes to the welcome page (the specification's route guard). */
export function RequireRight({ right }: { right: Right }) {
  const user = useSessionUser();
  if (!user.role.rights.includes(right)) return <Navigate to={paths.welcome.href()} replace />;
  return <Outlet />;
}
