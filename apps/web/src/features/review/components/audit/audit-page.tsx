import { currentPeriod, type PeriodString, type ReviewExpense } from '@mobilo/contract';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../../components/load-state';
import { usePeriods } from '../../../../lib/get-periods';
import { useUsersWithExpenses } from '../../api/get-users-with-expenses';
import {
  type AuditColumn,
  type AuditFilter,
  type AuditSort,
  defaultAuditSort,
  emptyAuditFilter,
  shownUsers,
  toggleColumn,
} from '../../hooks/audit-table-model';
import { navigationOrder, neighbourExpense, nextToReview } from '../../hooks/review-navigation';
import { useAuditRoute } from '../../hooks/use-audit-route';
import { useReviewActions } from '../../hooks/use-review-actions';
import { useReviewKeys } from '../../hooks/use-review-keys';
import { MarkerNoteDialog } from '../expense-review/marker-note-dialog';
import { RejectDialog } from '../expense-review/reject-dialog';
import { MissingPersonalNumberWarning } from '../period-actions/missing-personal-number-warning';
import { PeriodActions, type PeriodActionsProps } from '../period-actions/period-actions';
import { AuditExpensePanel } from './audit-expense-panel';
import { AuditFilterPanel } from './audit-filter-panel';
import { AuditUserList } from './audit-user-list';
import { ColumnChooser } from './column-chooser';
import { PeriodSelector } from './period-selector';

export interface AuditPageProps {
  taxReportButton?: PeriodActionsProps['taxReportButton'];
  invoiceDialogHint?: PeriodActionsProps['invoiceDialogHint'];
}

/** /audit and /audit/expense/{id}: every user's expenses of one period, reviewed with mouse or keys. */
export function AuditPage({ taxReportButton, invoiceDialogHint }: AuditPageProps) {
  const { t } = useTranslation('audit');
  const periods = usePeriods();
  // The current UTC month by default (spec §4 "Period states").
  const [period, setPeriod] = useState<PeriodString>(() => currentPeriod());
  const users = useUsersWithExpenses(period);
  const route = useAuditRoute(period, setPeriod, users.data);

  const [filter, setFilter] = useState<AuditFilter>(emptyAuditFilter);
  const [filterOpened, { toggle: toggleFilter }] = useDisclosure(false);
  const [hidden, setHidden] = useLocalStorage<AuditColumn[]>({ key: 'mobilo.audit.hidden-columns', defaultValue: [] });
  const [sort, setSort] = useState<AuditSort>(defaultAuditSort);
  const [rejecting, setRejecting] = useState<ReviewExpense | null>(null);
  const [noting, setNoting] = useState<ReviewExpense | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const actions = useReviewActions();

  const shown = useMemo(() => shownUsers(users.data ?? [], filter, sort), [users.data, filter, sort]);
  const order = useMemo(() => navigationOrder(shown), [shown]);
  const expense = route.expense;
  const editing = expense !== null && editingId === expense.id;
  const previous = expense ? neighbourExpense(order, expense.id, -1) : null;
  const next = expense ? neighbourExpense(order, expense.id, 1) : null;
  // Keys pressed quickly one after another step from where the last step went, even before the
  // screen has rendered it.
  const position = useRef({ id: route.expenseId, order });
  useLayoutEffect(() => {
    position.current = { id: route.expenseId, order };
  }, [route.expenseId, order]);
  const step = (delta: 1 | -1) => {
    const { id, order: current } = position.current;
    const target = id ? neighbourExpense(current, id, delta) : null;
    if (!target) return;
    position.current = { id: target.id, order: current };
    route.open(target.id);
  };
  const selected = periods.data?.find((p) => p.periodString === period);

  /** After a check or a rejection the next expense of the same user that still awaits review opens. */
  const openNextOfUser = (done: ReviewExpense) => {
    if (route.expenseId !== done.id) return;
    const user = shown.find((u) => u.expenses.some((e) => e.id === done.id));
    const following = user ? nextToReview(user.expenses, done.id) : null;
    if (following) route.open(following.id);
  };
  const toggleCheck = async (target: ReviewExpense) => {
    const changed = await actions.toggleCheck(target);
    if (changed?.isChecked) openNextOfUser(target);
  };
  const openEdit = (target: ReviewExpense) => {
    setEditingId(target.id);
    route.open(target.id);
  };

  useReviewKeys(expense !== null && !editing && rejecting === null && noting === null, expense, {
    onReject: () => expense && setRejecting(expense),
    onToggleCheck: () => expense && void toggleCheck(expense),
    onToggleMark: () => expense && void actions.toggleMark(expense),
    onNext: () => step(1),
    onPrevious: () => step(-1),
    onClose: route.close,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1}>{t('title')}</Title>
        {periods.data && periods.data.length > 0 && (
          <PeriodSelector periods={periods.data} value={period} onChange={route.selectPeriod} />
        )}
      </Group>
      {selected && <MissingPersonalNumberWarning period={selected} />}
      {selected && (
        <PeriodActions period={selected} taxReportButton={taxReportButton} invoiceDialogHint={invoiceDialogHint} />
      )}
      {periods.isError || (periods.data && periods.data.length === 0) ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('noPeriod')}
        </Text>
      ) : (
        <>
          <AuditFilterPanel
            users={users.data ?? []}
            filter={filter}
            onChange={setFilter}
            opened={filterOpened}
            onToggle={toggleFilter}
            toolbarEnd={
              <ColumnChooser hidden={hidden} onToggle={(column) => setHidden((h) => toggleColumn(h, column))} />
            }
          />
          <LoadState
            isPending={users.isPending}
            isError={users.isError}
            onRetry={() => void users.refetch()}
            errorText={t('loadFailed')}
            isEmpty={shown.length === 0}
            empty={
              <Text c="dimmed" ta="center" py="xl" data-testid="audit-empty">
                {t('empty')}
              </Text>
            }
          >
            {() => (
              <AuditUserList
                users={shown}
                hidden={hidden}
                sort={sort}
                onSort={(key) => setSort((s) => ({ key, desc: s.key === key ? !s.desc : false }))}
                onOpen={(e) => route.open(e.id)}
                onToggleCheck={(e) => void toggleCheck(e)}
                onToggleMark={(e) => void actions.toggleMark(e)}
                onEdit={openEdit}
                onReject={setRejecting}
                busyId={actions.busyId}
                openId={route.expenseId}
              />
            )}
          </LoadState>
        </>
      )}
      <AuditExpensePanel
        expense={expense}
        loading={route.loading}
        editing={editing}
        busy={actions.busyId !== null && actions.busyId === expense?.id}
        hasPrevious={previous !== null}
        hasNext={next !== null}
        onClose={route.close}
        onPrevious={() => step(-1)}
        onNext={() => step(1)}
        onEdit={(on) => setEditingId(on && expense ? expense.id : null)}
        onToggleCheck={() => expense && void toggleCheck(expense)}
        onToggleMark={() => expense && void actions.toggleMark(expense)}
        onReject={() => expense && setRejecting(expense)}
        onMarkerNote={() => expense && setNoting(expense)}
      />
      <RejectDialog
        expense={rejecting}
        endpoint="audit"
        onClose={() => setRejecting(null)}
        onRejected={(e) => openNextOfUser(e)}
      />
      <MarkerNoteDialog expense={noting} onClose={() => setNoting(null)} />
    </Stack>
  );
}
