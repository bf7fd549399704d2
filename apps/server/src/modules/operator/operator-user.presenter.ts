import type { OperatorUser } from '@mobilo/contract';
import type { OperatorUserRow } from './operator-users.repository';

export function presentOperatorUser(row: OperatorUserRow): OperatorUser {
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    personnelNumber: user.personalNumber,
    userType: user.userType,
    status: user.status,
    role: { id: row.role.id, name: row.role.name },
    company: row.company,
    budgetClass: row.budgetGroup?.id ? { id: row.budgetGroup.id, name: row.budgetGroup.name } : null,
    isSupportUser: user.isSupportUser,
    isTrial: user.isTrial,
    isInternal: user.isInternal,
    createdDate: user.createdAt.toISOString(),
    lastSignIn: user.lastSignInAt?.toISOString() ?? null,
  };
}
