import { type Expense, mobilityTypeCatalogue, toCents } from '@mobilo/contract';
import { Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { ExpenseStatusIcon } from '../../../components/expense-status-icon';
import { SortableHeader } from '../../../components/sortable-header';

type SortKey = 'status' | 'date' | 'type' | 'purpose' | 'origin' | 'cost';

const sortValue: Record<SortKey, (e: Expense) => string | number> = {
  status: (e) => e.processStatus,
  date: (e) => e.date,
  type: (e) => e.type ?? '',
  purpose: (e) => (e.tripToWork === null ? '' : String(e.tripToWork)),
  origin: (e) => e.origin,
  cost: (e) => toCents(e.cost ?? '0'),
};

export interface ExpenseTableProps {
  expenses: Expense[];
  invoiced: boolean;
  onOpen: (expense: Expense) => void;
  onStatusAction: (expense: Expense, action: 'submit' | 'withdraw') => void;
  busyId: string | null;
}

/** The period's expenses, sorted locally; a row opens the detail. */
export function ExpenseTable({ expenses, invoiced, onOpen, onStatusAction, busyId }: ExpenseTableProps) {
  const { t, i18n } = useTranslation('expenses');
  const f = useFormat();
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'date', desc: true });
  const withTaxInfo = expenses.some((e) => e.hasTaxInfo);
  const language = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const sorted = [...expenses].sort((a, b) => {
    const [x, y] = [sortValue[sort.key](a), sortValue[sort.key](b)];
    const order = x < y ? -1 : x > y ? 1 : 0;
    return sort.desc ? -order : order;
  });
  const header = (key: SortKey, label: string) => (
    <SortableHeader
      label={label}
      direction={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : null}
      onClick={() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : false }))}
    />
  );

  if (expenses.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {t('noData', { ns: 'common' })}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {header('status', t('columns.status'))}
            {header('date', t('columns.date'))}
            {header('type', t('columns.type'))}
            {withTaxInfo && <Table.Th>{t('columns.taxInfo')}</Table.Th>}
            {header('purpose', t('columns.purpose'))}
            {header('origin', t('columns.origin'))}
            {header('cost', t('columns.cost'))}
            <Table.Th>{t('columns.statusText')}</Table.Th>
            {!invoiced && <Table.Th>{t('columns.action')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((expense) => (
            <Table.Tr
              key={expense.id}
              onClick={() => onOpen(expense)}
              style={{ cursor: 'pointer' }}
              data-testid="expense-row"
            >
              <Table.Td>
                <ExpenseStatusIcon status={expense.processStatus} />
              </Table.Td>
              <Table.Td>{f.date(expense.date)}</Table.Td>
              <Table.Td>{expense.type ? mobilityTypeCatalogue[expense.type][language] : '–'}</Table.Td>
              {withTaxInfo && (
                <Table.Td>{expense.hasTaxInfo ? t(expense.isTaxFree ? 'taxFree' : 'taxable') : '–'}</Table.Td>
              )}
              <Table.Td>
                {expense.tripToWork === null
                  ? '–'
                  : t(expense.tripToWork ? 'purpose.work' : 'purpose.private', { ns: 'common' })}
              </Table.Td>
              <Table.Td>{t(`origin.${expense.origin}`, { ns: 'common' })}</Table.Td>
              <Table.Td ta="right">{f.money(expense.cost)}</Table.Td>
              <Table.Td>{t(`processStatus.${expense.processStatus}`, { ns: 'common' })}</Table.Td>
              {!invoiced && (
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <StatusActionButton expense={expense} busy={busyId === expense.id} onAction={onStatusAction} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
  if (!expense.isUpdateable) return null;
  if (expense.status === 'SUBMITTED') {
    return (
      <Button size="compact-sm" variant="light" loading={busy} onClick={() => onAction(expense, 'withdraw')}>
        {t('actions.withdraw')}
      </Button>
    );
  }
  if (expense.status === 'READY' || (expense.status === 'REJECTED' && expense.files.length > 0)) {
    return (
      <Button size="compact-sm" loading={busy} onClick={() => onAction(expense, 'submit')}>
        {t('actions.submit')}
      </Button>
    );
  }
  return null;
}
