import type { RoleName, UserListItem, UserStatus, UserType } from '@mobilo/contract';
import type { UserListRow } from './user-admin.repository';

export function presentUserListItem(row: UserListRow): UserListItem {
  const { user } = row;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    personalNumber: user.personalNumber,
    status: user.status as UserStatus,
    userType: user.userType as UserType,
    role: row.roleName as RoleName,
    budgetClass: row.budgetGroup?.id ? { id: row.budgetGroup.id, name: row.budgetGroup.name } : null,
    createdDate: user.createdAt.toISOString(),
  };
}
