import { Badge, Text, UnstyledButton } from '@mantine/core';
import type { ListOperatorUsersQuery, OperatorUser } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { type DataColumn, serverSorting } from '../../../components/data-table/data-table-model';
import { useFormat } from '../../../lib/format';
import '../operator-texts';

type SortBy = NonNullable<ListOperatorUsersQuery['sortBy']>;
type SortOrder = NonNullable<ListOperatorUsersQuery['sortOrder']>;

interface OperatorUsersTableProps {
  users: OperatorUser[];
  /** The company column is left out on a company's own Users tab. */
  showCompany: boolean;
  sortBy: SortBy;
  sortOrder: SortOrder;
  onSort: (sortBy: SortBy, sortOrder: SortOrder) => void;
  onOpen: (user: OperatorUser) => void;
}

const statusColour = { CREATED: 'gray', INVITED: 'secondary', ACTIVE: 'success', DEACTIVATED: 'danger' } as const;

/** Users across companies or of one, sorted on the server. */
export function OperatorUsersTable({ users, showCompany, sortBy, sortOrder, onSort, onOpen }: OperatorUsersTableProps) {
  const { t } = useTranslation(['operator', 'common']);
  const f = useFormat();
  const sortable = (id: SortBy, cell: DataColumn<OperatorUser>['cell']): DataColumn<OperatorUser> => ({
    id,
    header: t(`users.columns.${id}`),
    cell,
    sortable: true,
  });
  const columns: DataColumn<OperatorUser>[] = [
    sortable('name', (user) => (
      <UnstyledButton fw={600} onClick={() => onOpen(user)}>
        {user.lastName}, {user.firstName}
      </UnstyledButton>
    )),
    sortable('email', (user) => user.email),
    ...(showCompany ? [sortable('company', (user) => user.company.name)] : []),
    sortable('role', (user) => (
      <>
        {t(`roles.${user.role.name}`, { ns: 'common' })}
        {user.isSupportUser && (
          <Badge ml={6} size="sm" variant="outline">
            {t('users.support')}
          </Badge>
        )}
      </>
    )),
    sortable('status', (user) => (
      <Badge color={statusColour[user.status]} variant="light">
        {t(`users.status.${user.status}`)}
      </Badge>
    )),
    {
      id: 'budgetClass',
      header: t('users.columns.budgetClass'),
      cell: (user) => user.budgetClass?.name ?? '–',
    },
    {
      id: 'lastSignIn',
      header: t('users.columns.lastSignIn'),
      cell: (user) => f.dateTime(user.lastSignIn),
    },
  ];

  return (
    <DataTable
      data={users}
      columns={columns}
      rowId={(user) => user.id}
      {...serverSorting(sortBy, sortOrder, onSort)}
      onOpen={onOpen}
      cardLabel={(user) => `${user.firstName} ${user.lastName}`}
      rowAttributes={() => ({ 'data-testid': 'operator-user-row' })}
      empty={<Text c="dimmed">{t('users.empty')}</Text>}
      minWidth={showCompany ? 1000 : 860}
      tableProps={{ striped: true }}
    />
  );
}
