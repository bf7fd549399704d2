import { indexTargetFor, type IndexTarget } from '@mobilo/contract';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSessionUser } from '../../lib/auth-context';

export const indexTargetPaths: Record<IndexTarget, string> = {
  Management: paths.management.list.href(),
  God: paths.god.index.href(),
  Employee: paths.expenses.list.href(),
  Welcome: paths.welcome.href(),
};

/** "/" leads each user to their start screen (accountants and checkers to management, …). */
export function IndexRedirect() {
  const user = useSessionUser();
  return <Navigate to={indexTargetPaths[indexTargetFor(user)]} replace />;
}
