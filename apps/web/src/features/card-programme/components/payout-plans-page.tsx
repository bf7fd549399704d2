import { Alert, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CardAllowedList, CardPayoutPlan } from '@mobilo/contract';
import { IconPencil, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { EmptyState, LoadState } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { useDeletePayoutPlan } from '../api/delete-payout-plan';
import { useRunMissingLoad } from '../api/run-missing-load';
import { useAllowedLists } from '../api/list-allowed-lists';
import { usePayoutPlans } from '../api/list-payout-plans';
import { cardCurrency } from '../card-currency';
import '../card-programme-texts';
import { PayoutPlanDialog } from './payout-plan-dialog';

function useColumns(lists: CardAllowedList[], onEdit: (plan: CardPayoutPlan) => void): DataColumn<CardPayoutPlan>[] {
  const { t } = useTranslation('card-programme');
  const f = useFormat();
  const remove = useDeletePayoutPlan();
  const load = useRunMissingLoad();
  const runLoad = (plan: CardPayoutPlan) =>
    load.mutate(plan.id, {
      onSuccess: (run) => {
        // The period formatter reads YYYYMM.
        const month = f.period(run.month.replace('-', ''));
        if (run.loadedCount > 0)
          notifySuccess(
            t('plans.loaded', { month, count: run.loadedCount, amount: f.money(run.loadedAmount, cardCurrency) }),
          );
        else if (run.waitingCount === 0) notifySuccess(t('plans.nothingMissing', { month }));
        if (run.waitingCount > 0) notifyWarning(t('plans.waiting', { count: run.waitingCount }));
      },
    });
  const confirmDelete = (plan: CardPayoutPlan) =>
    modals.openConfirmModal({
      title: t('plans.deleteTitle', { name: plan.name }),
      children: <Text size="sm">{t('plans.deleteText')}</Text>,
      labels: { confirm: t('plans.delete'), cancel: t('plans.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: () =>
        remove.mutate(plan.id, { onSuccess: () => notifySuccess(t('plans.deleted', { name: plan.name })) }),
    });
  const listName = (id: string | null) => lists.find((list) => list.id === id)?.name ?? t('plans.noAllowedList');
  return [
    {
      id: 'name',
      header: t('plans.name'),
      sortValue: (plan) => plan.name.toLowerCase(),
      cell: (plan) => (
        <Text size="sm" fw={600}>
          {plan.name}
        </Text>
      ),
    },
    {
      id: 'amount',
      header: t('plans.monthlyAmount'),
      sortValue: (plan) => Number(plan.monthlyAmount),
      cell: (plan) => f.money(plan.monthlyAmount, cardCurrency),
    },
    {
      id: 'loadDay',
      header: t('plans.loadDay'),
      sortValue: (plan) => plan.loadDay,
      cell: (plan) => t('plans.loadDayValue', { day: plan.loadDay }),
    },
    { id: 'carryOver', header: t('plans.carryOver'), cell: (plan) => t(plan.carryOver ? 'plans.yes' : 'plans.no') },
    {
      id: 'tax',
      header: t('plans.taxTreatment'),
      cell: (plan) => t(`plans.taxTreatmentsShort.${plan.taxTreatment}`),
    },
    { id: 'list', header: t('plans.allowedList'), cell: (plan) => listName(plan.allowedListId) },
    {
      id: 'members',
      header: t('plans.members'),
      cell: (plan) => t('plans.memberCounts', { users: plan.userIds.length, groups: plan.budgetGroupIds.length }),
    },
    {
      id: 'actions',
      header: t('plans.actions'),
      hideHeader: true,
      interactive: true,
      pinned: true,
      cell: (plan) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} />}
            aria-label={t('plans.editOf', { name: plan.name })}
            onClick={() => onEdit(plan)}
          >
            {t('plans.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="secondary"
            leftSection={<IconPlayerPlay size={14} />}
            aria-label={t('plans.runLoadOf', { name: plan.name })}
            loading={load.isPending && load.variables === plan.id}
            onClick={() => runLoad(plan)}
          >
            {t('plans.runLoad')}
          </Button>
          <Tooltip label={t('plans.hasLoads')} disabled={plan.isDeletable}>
            <Button
              size="xs"
              variant="subtle"
              color="danger"
              leftSection={<IconTrash size={14} />}
              aria-label={t('plans.deleteOf', { name: plan.name })}
              data-disabled={!plan.isDeletable || undefined}
              aria-disabled={!plan.isDeletable}
              onClick={(event) => (plan.isDeletable ? confirmDelete(plan) : event.preventDefault())}
            >
              {t('plans.delete')}
            </Button>
          </Tooltip>
        </Group>
      ),
    },
  ];
}

/** /card-payout-plans: what the company loads onto whose cards each month. */
export function PayoutPlansPage() {
  const { t } = useTranslation('card-programme');
  const plans = usePayoutPlans();
  const lists = useAllowedLists();
  const [editing, setEditing] = useState<CardPayoutPlan | 'new' | null>(null);
  const columns = useColumns(lists.data ?? [], setEditing);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} maw={720}>
          <Title order={1}>{t('plans.title')}</Title>
          <Text c="dimmed">{t('plans.intro')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} disabled={lists.isPending}>
          {t('plans.new')}
        </Button>
      </Group>
      {lists.data?.length === 0 && <Alert color="secondary">{t('plans.noListsYet')}</Alert>}
      <LoadState
        isPending={plans.isPending || lists.isPending}
        isError={plans.isError || lists.isError}
        onRetry={() => void Promise.all([plans.refetch(), lists.refetch()])}
      >
        {() => (
          <DataTable
            data={plans.data!}
            columns={columns}
            rowId={(row) => row.id}
            cardLabel={(row) => row.name}
            rowAttributes={() => ({ 'data-testid': 'payout-plan' })}
            defaultSort={{ id: 'name', desc: false }}
            pageSize={50}
            minWidth={960}
            empty={<EmptyState text={t('plans.empty')} />}
          />
        )}
      </LoadState>
      <PayoutPlanDialog plan={editing} allowedLists={lists.data ?? []} onClose={() => setEditing(null)} />
    </Stack>
  );
}
