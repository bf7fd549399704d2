import { UnstyledButton } from '@mantine/core';
import type { UserListItem } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import type { UserListQuery } from '../api/list-users';
import { UserStatusBadge } from './user-status-badge';
import { DataTable } from '../../../components/data-table/data-table';
import { type DataColumn, serverSorting } from '../../../components/data-table/data-table-model';
import '../users-texts';

type SortBy = UserListQuery['sortBy'];

interface UsersTableProps {
  users: UserListItem[];
  sortBy: SortBy;
  sortOrder: 'ASC' | 'DESC';
  onSort: (sortBy: SortBy, sortOrder: 'ASC' | 'DESC') => void;
  onOpen: (user: UserListItem) => void;
}

/** Sorting happens on the server, so that it spans every page. */
export function UsersTable({ users, sortBy, sortOrder, onSort, onOpen }: UsersTableProps) {
  const { t } = useTranslation(['users', 'common']);
  const column = (id: SortBy, cell: DataColumn<UserListItem>['cell']): DataColumn<UserListItem> => ({
    id,
    header: t(`list.columns.${id}`),
    cell,
    sortable: true,
  });
  const columns = [
    column('name', (user) => (
      <UnstyledButton fw={600} onClick={() => onOpen(user)}>
        {user.lastName}, {user.firstName}
      </UnstyledButton>
    )),
    column('email', (user) => user.email),
    column('personalNumber', (user) => user.personalNumber ?? '–'),
    column('role', (user) => t(`roles.${user.role}`, { ns: 'common' })),
    column('budgetClass', (user) => user.budgetClass?.name ?? '–'),
    column('status', (user) => <UserStatusBadge status={user.status} />),
  ];

  return (
    <DataTable
      data={users}
      columns={columns}
      rowId={(user) => user.id}
      {...serverSorting(sortBy, sortOrder, onSort)}
      onOpen={onOpen}
      rowAttributes={() => ({ 'data-testid': 'user-row' })}
      minWidth={860}
      tableProps={{ striped: true }}
    />
  );
}
