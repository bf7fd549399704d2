import { isAnyAdmin, type RoleName, type UserStatus } from '@mobilo/contract';

export interface PolicyActor {
  userId: string;
}

export interface PolicyTarget {
  id: string;
  status: UserStatus;
  isBudgetActive: boolean;
  role: RoleName;
}

/** Nobody deactivates themselves; a deactivated user cannot be deactivated again. */
export function mayDeactivate(actor: PolicyActor, target: PolicyTarget): boolean {
  return actor.userId !== target.id && target.status !== 'DEACTIVATED';
}

export function mayReactivate(target: PolicyTarget): boolean {
  return target.status === 'DEACTIVATED' || !target.isBudgetActive;
}

/** An admin cannot take away their own admin role. */
export function mayChangeRole(actor: PolicyActor, target: PolicyTarget): boolean {
  return !(actor.userId === target.id && isAnyAdmin(target.role));
}

/** Roles an admin may give; the operator role is given by the operator only. */
export function isAssignableRole(role: RoleName): boolean {
  return role !== 'GOD';
}
