import { type Expense, mobilityTypeCatalogue } from '@mobilo/contract';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReceiptThumbnail } from '../../../components/receipt-thumbnail';
import { useFormat } from '../../../lib/format';
import { ExpenseStatusIcon } from '../../../components/expense-status-icon';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { expenseSortValues } from '../../../components/data-table/expense-sort-values';
import '../expenses-texts';

export interface ExpenseTableProps {
  expenses: Expense[];
  invoiced: boolean;
  onOpen: (expense: Expense) => void;
  onStatusAction: (expense: Expense, action: 'submit' | 'withdraw') => void;
  busyId: string | null;
}

/** The period's expenses, sorted locally (newest first); a row opens the detail. */
export function ExpenseTable({ expenses, invoiced, onOpen, onStatusAction, busyId }: ExpenseTableProps) {
  const { t } = useTranslation('expenses');
  const f = useFormat();
  const withTaxInfo = expenses.some((e) => e.hasTaxInfo);
  const columns: DataColumn<Expense>[] = [
    {
      id: 'status',
      header: t('columns.status'),
      cell: (e) => <ExpenseStatusIcon status={e.processStatus} />,
      sortValue: expenseSortValues.status,
      hideOnCard: true,
    },
    {
      id: 'receipt',
      header: t('columns.receipt'),
      hideHeader: true,
      width: 52,
      cell: (e) => <ReceiptThumbnail files={e.files} />,
    },
    { id: 'date', header: t('columns.date'), cell: (e) => f.date(e.date), sortValue: expenseSortValues.date },
    {
      id: 'type',
      header: t('columns.type'),
      cell: (e) => (e.type ? mobilityTypeCatalogue[e.type][f.language] : '–'),
      sortValue: expenseSortValues.type,
    },
    ...(withTaxInfo
      ? [
          {
            id: 'taxInfo',
            header: t('columns.taxInfo'),
            cell: (e: Expense) => (e.hasTaxInfo ? t(e.isTaxFree ? 'taxFree' : 'taxable') : '–'),
          },
        ]
      : []),
    {
      id: 'purpose',
      header: t('columns.purpose'),
      cell: (e) =>
        e.tripToWork === null ? '–' : t(e.tripToWork ? 'purpose.work' : 'purpose.private', { ns: 'common' }),
      sortValue: expenseSortValues.purpose,
    },
    {
      id: 'origin',
      header: t('columns.origin'),
      cell: (e) => t(`origin.${e.origin}`, { ns: 'common' }),
      sortValue: expenseSortValues.origin,
    },
    {
      id: 'cost',
      header: t('columns.cost'),
      cell: (e) => f.money(e.cost),
      sortValue: expenseSortValues.cost,
      align: 'right',
    },
    {
      id: 'statusText',
      header: t('columns.statusText'),
      cell: (e) => t(`processStatus.${e.processStatus}`, { ns: 'common' }),
    },
    ...(invoiced
      ? []
      : [
          {
            id: 'action',
            header: t('columns.action'),
            interactive: true,
            cell: (e: Expense) => <StatusActionButton expense={e} busy={busyId === e.id} onAction={onStatusAction} />,
          },
        ]),
  ];

  return (
    <DataTable
      data={expenses}
      columns={columns}
      rowId={(e) => e.id}
      defaultSort={{ id: 'date', desc: true }}
      onOpen={onOpen}
      rowAttributes={() => ({ 'data-testid': 'expense-row' })}
      empty={
        <Text c="dimmed" ta="center" py="md">
          {t('noData', { ns: 'common' })}
        </Text>
      }
      minWidth={720}
      tableProps={{ verticalSpacing: 'xs' }}
    />
  );
}

function StatusActionButton({
  expense,
  busy,
  onAction,
}: {
  expense: Expense;
  busy: boolean;
  onAction: ExpenseTableProps['onStatusAction'];
}) {
  const { t } = useTranslation('expenses');
  // The server's abilities decide; the screen never works the rules out again.
  if (expense.isWithdrawable) {
    return (
      <Button size="compact-sm" variant="light" loading={busy} onClick={() => onAction(expense, 'withdraw')}>
        {t('actions.withdraw')}
      </Button>
    );
  }
  if (expense.isSubmittable) {
    return (
      <Button size="compact-sm" loading={busy} onClick={() => onAction(expense, 'submit')}>
        {t('actions.submit')}
      </Button>
    );
  }
  return null;
}
