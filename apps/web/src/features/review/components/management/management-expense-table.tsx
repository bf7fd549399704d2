import { type Expense, mobilityTypeCatalogue } from '@mobilo/contract';
import { Badge, Group, Pagination, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExpenseStatusIcon } from '../../../../components/expense-status-icon';
import { SortableHeader } from '../../../../components/sortable-header';
import { useFormat } from '../../../../lib/format';
import {
  type ManagementSort,
  type ManagementSortKey,
  managementPageSize,
  pageOf,
  totalPages,
} from './management-table-model';

export interface ManagementExpenseTableProps {
  /** The filtered, sorted expenses of the period. */
  rows: Expense[];
  sort: ManagementSort;
  onSort: (sort: ManagementSort) => void;
  page: number;
  onPage: (page: number) => void;
  onOpen: (expense: Expense) => void;
}

/** One period's expenses, paged by 20 and sortable; a row opens the detail. */
export function ManagementExpenseTable({ rows, sort, onSort, page, onPage, onOpen }: ManagementExpenseTableProps) {
  const { t } = useTranslation('management');
  const f = useFormat();
  const pages = totalPages(rows.length);
  const header = (key: ManagementSortKey, label: string) => (
    <SortableHeader
      label={label}
      direction={sort.sortBy === key ? (sort.sortOrder === 'ASC' ? 'ascending' : 'descending') : null}
      onClick={() =>
        onSort({ sortBy: key, sortOrder: sort.sortBy === key && sort.sortOrder === 'ASC' ? 'DESC' : 'ASC' })
      }
    />
  );

  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {t('noData', { ns: 'common' })}
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={860}>
        <Table highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {header('status', t('columns.status'))}
              {header('user', t('columns.user'))}
              {header('date', t('columns.date'))}
              {header('type', t('columns.type'))}
              {header('purpose', t('columns.purpose'))}
              {header('origin', t('columns.origin'))}
              {header('cost', t('columns.cost'))}
              {header('checked', t('columns.checked'))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageOf(rows, page).map((expense) => (
              <Table.Tr
                key={expense.id}
                onClick={() => onOpen(expense)}
                style={{ cursor: 'pointer' }}
                data-testid="management-expense-row"
              >
                <Table.Td>
                  <ExpenseStatusIcon status={expense.processStatus} />
                </Table.Td>
                <Table.Td>{expense.user.name}</Table.Td>
                <Table.Td>{f.date(expense.date)}</Table.Td>
                <Table.Td>{expense.type ? mobilityTypeCatalogue[expense.type][f.language] : '–'}</Table.Td>
                <Table.Td>
                  {expense.tripToWork === null
                    ? '–'
                    : t(expense.tripToWork ? 'purpose.work' : 'purpose.private', { ns: 'common' })}
                </Table.Td>
                <Table.Td>{t(`origin.${expense.origin}`, { ns: 'common' })}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {f.money(expense.cost)}
                  {expense.originalCurrency !== expense.targetCurrency && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({f.money(expense.originalCost, expense.originalCurrency)})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={expense.isChecked ? 'success' : 'gray'}>
                    {t(expense.isChecked ? 'filter.checked' : 'filter.unchecked')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > managementPageSize && (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} size="sm" />
        </Group>
      )}
    </>
  );
}
