import { indexTargetFor, type IndexTarget } from '@mobilo/contract';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import type { GuardNavigationState } from '../../features/shell/components/route-guard';
import { useSessionUser } from '../../lib/auth-context';

export const indexTargetPaths: Record<IndexTarget, string> = {
  Management: paths.management.list.href(),
  God: paths.god.index.href(),
  Employee: paths.expenses.list.href(),
  Welcome: paths.welcome.href(),
};

/**
 * "/" leads each user to their start screen (accountants and checkers to management, …). The user
 * did not ask for that screen, so when its guard refuses it no protected-feature dialog opens.
 */
const quietRefusal: GuardNavigationState = { skipProtectedFeatureDialog: true };

export function IndexRedirect() {
  const user = useSessionUser();
  return <Navigate to={indexTargetPaths[indexTargetFor(user)]} replace state={quietRefusal} />;
}
