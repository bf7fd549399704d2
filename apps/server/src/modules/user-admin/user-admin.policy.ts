import type { Right, RoleName } from '@mobilo/contract';

export interface PolicyActor {
  userId: string;
  rights: readonly Right[];
}

/** People see their own detail; other users' details need the right to manage users. */
export function mayViewUserDetail(actor: PolicyActor, userId: string): boolean {
  return actor.userId === userId || actor.rights.includes('CAN_MANAGE_USERS');
}

/** Roles an admin may give; the operator role is given by the operator only. */
export function isAssignableRole(role: RoleName): boolean {
  return role !== 'GOD';
}
