import { mobilityTypeCatalogue } from '@mobilo/contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { apiErrorMessage } from '../../../lib/notify';
import { confirm } from '../hooks/confirm';
import type { QueuedExpense } from '../queue/queued-expense';
import { useExpenseQueue, useSendWhenOnline } from '../queue/use-expense-queue';
import '../expenses-texts';

/** Where the create dialog finds the waiting expense it was opened to fix. */
export interface QueuedExpenseState {
  queuedId: string;
}

/**
 * The expenses recorded on this device that wait to be sent (docs/adr/0028), above the months.
 * Each says whether it waits for a connection or for the employee: a refused one names the
 * reason and opens in the form to be fixed, or is discarded after a confirmation.
 */
export function QueuedExpenses() {
  const { t } = useTranslation('expenses');
  const f = useFormat();
  const navigate = useNavigate();
  const { online } = useNetwork();
  const queue = useExpenseQueue();
  useSendWhenOnline(queue.sendNow);
  if (queue.items.length === 0) return null;

  const open = async (item: QueuedExpense) => {
    if (!item.expenseId) {
      await navigate(paths.expenses.new.href(), { state: { queuedId: item.id } satisfies QueuedExpenseState });
      return;
    }
    // The expense arrived and only its receipt was refused: it is fixed on the expense itself.
    await queue.discard(item.id);
    await navigate(paths.expenses.detail.href(item.expenseId));
  };
  const discard = async (item: QueuedExpense) => {
    if (await confirm('confirm.discardQueuedText')) await queue.discard(item.id);
  };
  const columns: DataColumn<QueuedExpense>[] = [
    { id: 'date', header: t('columns.date'), cell: (item) => f.date(item.body.date) },
    {
      id: 'type',
      header: t('columns.type'),
      cell: (item) => (item.body.type ? mobilityTypeCatalogue[item.body.type][f.language] : '–'),
    },
    {
      id: 'cost',
      header: t('columns.cost'),
      cell: (item) => f.money(String(item.body.originalCost), item.body.originalCurrency),
      align: 'right',
    },
    { id: 'receipt', header: t('columns.receipt'), cell: (item) => item.receipt?.name ?? t('queue.noReceipt') },
    { id: 'state', header: t('queue.state'), cell: (item) => <QueueState item={item} online={online} /> },
    {
      id: 'action',
      header: t('columns.action'),
      interactive: true,
      cell: (item) => (
        <Group gap="xs" wrap="nowrap">
          {item.problem && (
            <Button size="compact-sm" onClick={() => void open(item)}>
              {t(item.problem.task === 'month' ? 'queue.chooseMonth' : 'queue.fix')}
            </Button>
          )}
          <Button size="compact-sm" variant="default" onClick={() => void discard(item)}>
            {t('queue.discard')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="expense-queue-title"
      data-testid="expense-queue"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconCloudUpload aria-hidden />
            <Title order={2} size="h4" id="expense-queue-title">
              {t('queue.title')}
            </Title>
          </Group>
          {online && queue.items.some((item) => !item.problem) && (
            <Button size="compact-sm" variant="light" onClick={() => void queue.sendNow()}>
              {t('queue.sendNow')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t(online ? 'queue.introOnline' : 'queue.introOffline')}
        </Text>
        <DataTable
          data={queue.items}
          columns={columns}
          rowId={(item) => item.id}
          rowAttributes={() => ({ 'data-testid': 'queued-expense' })}
          minWidth={720}
          tableProps={{ verticalSpacing: 'xs' }}
        />
      </Stack>
    </Paper>
  );
}

/** A state badge wraps its words on a phone's card instead of cutting them off. */
const wrappingBadge = {
  root: { height: 'auto', maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3, paddingBlock: 2 },
} as const;

function QueueState({ item, online }: { item: QueuedExpense; online: boolean }) {
  const { t } = useTranslation('expenses');
  if (!item.problem) {
    return (
      <Badge variant="light" color="secondary" styles={wrappingBadge}>
        {t(online ? 'queue.waiting' : 'queue.waitingOffline')}
      </Badge>
    );
  }
  const { task, errorCode, parameter } = item.problem;
  return (
    <Stack gap={2}>
      <Badge variant="light" color="warning" styles={wrappingBadge}>
        {t(task === 'month' ? 'queue.monthTask' : 'queue.fixTask')}
      </Badge>
      <Text size="sm">{apiErrorMessage(new ApiError(400, errorCode, parameter))}</Text>
    </Stack>
  );
}
