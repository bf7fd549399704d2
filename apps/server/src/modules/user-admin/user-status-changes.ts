import type { ReactivationScope } from '@mobilo/contract';
import type { UserValues } from './user-admin.repository';

/**
 * What a deactivation and a reactivation write, shared by the admin's calls (today) and the
 * daily job of scheduled changes (on the stored day).
 */
/** What a deactivation on the day switches off: the account (no sign-in), the budget, or both. */
export function deactivatedValues(day: string, scope: ReactivationScope = 'BOTH'): UserValues {
  const values: UserValues = { scheduledDeactivationDate: null, scheduledDeactivationScope: null };
  if (scope !== 'BUDGET') Object.assign(values, { status: 'DEACTIVATED', deactivationDate: day });
  if (scope !== 'ACCOUNT') values.isBudgetActive = false;
  return values;
}

interface ReactivatedUser {
  status: string;
  registerDate: Date | null;
  invitedDate: Date | null;
}

/** The status an account returns to: active once registered, else invited or created. */
function statusBeforeDeactivation(user: ReactivatedUser) {
  if (user.registerDate) return 'ACTIVE';
  return user.invitedDate ? 'INVITED' : 'CREATED';
}

export function reactivatedValues(user: ReactivatedUser, scope: ReactivationScope): UserValues {
  const values: UserValues = { scheduledReactivationDate: null, scheduledReactivationScope: null };
  if (scope !== 'BUDGET' && user.status === 'DEACTIVATED') {
    Object.assign(values, {
      status: statusBeforeDeactivation(user),
      deactivationDate: null,
      deactivationReason: null,
      deactivationComment: null,
    });
  }
  if (scope !== 'ACCOUNT') values.isBudgetActive = true;
  return values;
}
