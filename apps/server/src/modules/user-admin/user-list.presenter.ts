import type { UserListItem } from '@mobilo/contract';
import type { UserListRow } from './user-admin.repository';

export function presentUserListItem(row: UserListRow): UserListItem {
  const { user } = row;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    personalNumber: user.personalNumber,
    status: user.status,
    userType: user.userType,
    role: row.roleName,
    budgetClass: row.budgetGroup?.id ? { id: row.budgetGroup.id, name: row.budgetGroup.name } : null,
    createdDate: user.createdAt.toISOString(),
  };
}
