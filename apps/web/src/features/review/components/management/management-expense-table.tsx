import { type Expense, mobilityTypeCatalogue } from '@mobilo/contract';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataColumn } from '../../../../components/data-table/data-table-model';
import { ExpenseStatusIcon } from '../../../../components/expense-status-icon';
import { useFormat } from '../../../../lib/format';
import { type ManagementSort, type ManagementSortKey, managementPageSize } from './management-table-model';
import '../../management-texts';

export interface ManagementExpenseTableProps {
  /** The filtered, sorted expenses of the period. */
  rows: Expense[];
  sort: ManagementSort;
  onSort: (sort: ManagementSort) => void;
  page: number;
  onPage: (page: number) => void;
  onOpen: (expense: Expense) => void;
}

/**
 * One period's expenses, paged by 20 and sortable; a row opens the detail. The rows arrive sorted
 * because the detail dialog pages through them in the same order.
 */
export function ManagementExpenseTable({ rows, sort, onSort, page, onPage, onOpen }: ManagementExpenseTableProps) {
  const { t } = useTranslation('management');
  const f = useFormat();
  const column = (id: ManagementSortKey, cell: DataColumn<Expense>['cell']): DataColumn<Expense> => ({
    id,
    header: t(`columns.${id}`),
    cell,
    sortable: true,
  });
  const columns = [
    { ...column('status', (e) => <ExpenseStatusIcon status={e.processStatus} />), hideOnCard: true },
    column('user', (e) => e.user.name),
    column('date', (e) => f.date(e.date)),
    column('type', (e) => (e.type ? mobilityTypeCatalogue[e.type][f.language] : '–')),
    column('purpose', (e) =>
      e.tripToWork === null ? '–' : t(e.tripToWork ? 'purpose.work' : 'purpose.private', { ns: 'common' }),
    ),
    column('origin', (e) => t(`origin.${e.origin}`, { ns: 'common' })),
    {
      ...column('cost', (e) => (
        <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
          {f.money(e.cost)}
          {e.originalCurrency !== e.targetCurrency && (
            <Text span size="xs" c="dimmed">
              {' '}
              ({f.money(e.originalCost, e.originalCurrency)})
            </Text>
          )}
        </Text>
      )),
      align: 'right' as const,
    },
    column('checked', (e) => (
      <Badge variant="light" color={e.isChecked ? 'success' : 'gray'}>
        {t(e.isChecked ? 'filter.checked' : 'filter.unchecked')}
      </Badge>
    )),
  ];

  return (
    <DataTable
      data={rows}
      columns={columns}
      rowId={(e) => e.id}
      manualSorting
      sort={{ id: sort.sortBy, desc: sort.sortOrder === 'DESC' }}
      onSortChange={(next) => onSort({ sortBy: next.id as ManagementSortKey, sortOrder: next.desc ? 'DESC' : 'ASC' })}
      pageSize={managementPageSize}
      page={page}
      onPageChange={onPage}
      onOpen={onOpen}
      rowAttributes={() => ({ 'data-testid': 'management-expense-row' })}
      empty={
        <Text c="dimmed" ta="center" py="md">
          {t('noData', { ns: 'common' })}
        </Text>
      }
      minWidth={860}
      tableProps={{ verticalSpacing: 'xs' }}
    />
  );
}
