import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { CardTransactionStatus, MyCardTransaction } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { EmptyState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { ReceiptAction } from './receipt-action';
import '../card-my-mobility-texts';

const statusColour: Record<CardTransactionStatus, string> = {
  AUTHORISED: 'secondary',
  BOOKED: 'success',
  RELEASED: 'gray',
  DECLINED: 'danger',
};

function StatusBadges({ transaction }: { transaction: MyCardTransaction }) {
  const { t } = useTranslation('card-my-mobility');
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={statusColour[transaction.status]}>
        {t(`status.${transaction.status}`)}
      </Badge>
      <Badge variant="light" color={transaction.isAllowed ? 'success' : 'danger'}>
        {t(transaction.isAllowed ? 'allowed.yes' : 'allowed.no')}
      </Badge>
    </Group>
  );
}

/** A payment on the phone: merchant and amount on top, date and status below, the receipt last. */
function TransactionCard({ transaction }: { transaction: MyCardTransaction }) {
  const f = useFormat();
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {transaction.merchantName}
          </Text>
          <Text
            fw={600}
            style={{ whiteSpace: 'nowrap' }}
            td={transaction.status === 'DECLINED' ? 'line-through' : undefined}
          >
            {f.money(transaction.amount, 'EUR')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {f.dateTime(transaction.transactionDate)}
        </Text>
        <StatusBadges transaction={transaction} />
        <ReceiptAction transaction={transaction} />
      </Stack>
    </Paper>
  );
}

/** The card's payments, newest first: a table at the desk, cards on the phone. */
export function CardTransactions({ transactions }: { transactions: readonly MyCardTransaction[] }) {
  const { t } = useTranslation('card-my-mobility');
  const f = useFormat();
  const columns: DataColumn<MyCardTransaction>[] = [
    {
      id: 'date',
      header: t('columns.date'),
      sortValue: (row) => row.transactionDate,
      cell: (row) => f.dateTime(row.transactionDate),
    },
    {
      id: 'merchant',
      header: t('columns.merchant'),
      sortValue: (row) => row.merchantName.toLowerCase(),
      cell: (row) => <Text fw={600}>{row.merchantName}</Text>,
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      align: 'right',
      sortValue: (row) => Number(row.amount),
      cell: (row) => f.money(row.amount, 'EUR'),
    },
    { id: 'status', header: t('columns.status'), cell: (row) => <StatusBadges transaction={row} /> },
    {
      id: 'receipt',
      header: t('columns.receipt'),
      interactive: true,
      cell: (row) => <ReceiptAction transaction={row} />,
    },
  ];
  return (
    <DataTable
      data={transactions}
      columns={columns}
      rowId={(row) => row.id}
      defaultSort={{ id: 'date', desc: true }}
      renderCard={(row) => <TransactionCard transaction={row} />}
      cardLabel={(row) => `${row.merchantName} ${f.money(row.amount, 'EUR')}`}
      empty={<EmptyState text={t('transactions.empty')} />}
      minWidth={760}
      tableProps={{ striped: true }}
    />
  );
}
