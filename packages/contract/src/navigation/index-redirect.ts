import type { SessionUser } from '../auth/session-user';

export type IndexTarget = 'Management' | 'God' | 'Employee' | 'Welcome';

/** Where the authenticated index sends a user (spec 001 §2 "Index redirect by user type"). */
export function indexTargetFor(
  user: Pick<SessionUser, 'isAccountant' | 'isGod' | 'isChecker' | 'hasBudgetGroup'>,
): IndexTarget {
  if (user.isAccountant) return 'Management';
  if (user.isGod) return 'God';
  if (user.isChecker) return 'Management';
  if (user.hasBudgetGroup) return 'Employee';
  return 'Welcome';
}
