import { Table, UnstyledButton } from '@mantine/core';
import type { UserListItem } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import type { UserListQuery } from '../api/list-users';
import { UserStatusBadge } from './user-status-badge';
import { SortableHeader } from '../../../components/sortable-header';

type SortBy = UserListQuery['sortBy'];
const columns: SortBy[] = ['name', 'email', 'personalNumber', 'role', 'budgetClass', 'status'];

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

  const header = (column: SortBy) => {
    const active = column === sortBy;
    return (
      <SortableHeader
        key={column}
        label={t(`list.columns.${column}`)}
        direction={active ? (sortOrder === 'DESC' ? 'descending' : 'ascending') : null}
        onClick={() => onSort(column, active && sortOrder === 'ASC' ? 'DESC' : 'ASC')}
      />
    );
  };

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover striped>
        <Table.Thead>
          <Table.Tr>{columns.map(header)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} onClick={() => onOpen(user)} style={{ cursor: 'pointer' }} data-testid="user-row">
              <Table.Td>
                <UnstyledButton fw={600} onClick={() => onOpen(user)}>
                  {user.lastName}, {user.firstName}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.personalNumber ?? '–'}</Table.Td>
              <Table.Td>{t(`roles.${user.role}`, { ns: 'common' })}</Table.Td>
              <Table.Td>{user.budgetClass?.name ?? '–'}</Table.Td>
              <Table.Td>
                <UserStatusBadge status={user.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
