import { isAnyAdmin, type RoleName } from '../vocabulary/roles';
import { mayInvite, mayReinvite } from './invite-user';
import type { UserStatus } from '../vocabulary/user-enums';

export interface UserAbilityViewer {
  userId: string;
}

export interface UserAbilityTarget {
  id: string;
  status: UserStatus;
  isBudgetActive: boolean;
  role: RoleName;
}

/** Nobody deactivates themselves; a deactivated user cannot be deactivated again. */
export function mayDeactivate(viewer: UserAbilityViewer, target: UserAbilityTarget): boolean {
  return viewer.userId !== target.id && (target.status !== 'DEACTIVATED' || target.isBudgetActive);
}

/** What a deactivation of the scope would switch off that is still on; false: nothing. */
export function deactivates(
  target: Pick<UserAbilityTarget, 'status' | 'isBudgetActive'>,
  scope: 'ACCOUNT' | 'BUDGET' | 'BOTH',
): boolean {
  const account = scope !== 'BUDGET' && target.status !== 'DEACTIVATED';
  const budget = scope !== 'ACCOUNT' && target.isBudgetActive;
  return account || budget;
}

/** The account, the budget or both can come back while one of them is switched off. */
export function mayReactivate(target: UserAbilityTarget): boolean {
  return target.status === 'DEACTIVATED' || !target.isBudgetActive;
}

/** An admin cannot take away their own admin role. */
export function mayChangeRole(viewer: UserAbilityViewer, target: UserAbilityTarget): boolean {
  return !(viewer.userId === target.id && isAnyAdmin(target.role));
}

/**
 * What the signed-in admin may do with a managed user, as the detail page offers it. The server
 * refuses with the same rules, so a button is shown exactly when its call can succeed.
 */
export function userAbilities(viewer: UserAbilityViewer, target: UserAbilityTarget) {
  return {
    isInvitable: mayInvite(target.status),
    isReinvitable: mayReinvite(target.status),
    isDeactivatable: mayDeactivate(viewer, target),
    isReactivatable: mayReactivate(target),
    isRoleChangeable: mayChangeRole(viewer, target),
  };
}
export type UserAbilities = ReturnType<typeof userAbilities>;
