import { currentPeriod, type PeriodString, type ReviewExpense } from '@mobilo/contract';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useLocalStorage } from '@mantine/hooks';
import { useIsFetching } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../../components/load-state';
import { usePeriods } from '../../../../lib/get-periods';
import { useUserSummaries } from '../../api/get-user-summaries';
import { reviewPeriodKey } from '../../api/period-query-keys';
import {
  type AuditColumn,
  type AuditFilter,
  type AuditSort,
  defaultAuditSort,
  defaultUserSort,
  emptyAuditFilter,
  toggleColumn,
  userListQueryOf,
  type UserSort,
} from '../../hooks/audit-table-model';
import { useAuditNavigation } from '../../hooks/use-audit-navigation';
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
import '../../audit-texts';

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
  const route = useAuditRoute(period, setPeriod);

  const [filter, setFilter] = useState<AuditFilter>(emptyAuditFilter);
  const [userSort, setUserSort] = useState<UserSort>(defaultUserSort);
  const [filterOpened, { toggle: toggleFilter }] = useDisclosure(false);
  const [hidden, setHidden] = useLocalStorage<AuditColumn[]>({ key: 'mobilo.audit.hidden-columns', defaultValue: [] });
  const [sort, setSort] = useState<AuditSort>(defaultAuditSort);
  const [rejecting, setRejecting] = useState<ReviewExpense | null>(null);
  const [noting, setNoting] = useState<ReviewExpense | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const actions = useReviewActions();
  const refreshing = useIsFetching({ queryKey: reviewPeriodKey(period) }) > 0;

  // Typing in the search asks the server once the typing pauses.
  const [search] = useDebouncedValue(filter.search, 300);
  const query = useMemo(
    () => userListQueryOf(period, { ...filter, search }, userSort),
    [period, filter, search, userSort],
  );
  const summaries = useUserSummaries(query);
  const users = useMemo(() => summaries.data?.pages.flatMap((page) => page.users) ?? [], [summaries.data]);
  const { fetchNextPage } = summaries;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const loadUntil = useCallback(
    async (position: number) => {
      let loaded = users.length;
      while (loaded <= position) {
        const result = await fetchNextPage();
        const now = result.data?.pages.reduce((sum, page) => sum + page.users.length, 0) ?? loaded;
        if (now === loaded || !result.hasNextPage) break;
        loaded = now;
      }
    },
    [users.length, fetchNextPage],
  );
  const expense = route.expense;
  const editing = expense !== null && editingId === expense.id;
  const navigation = useAuditNavigation({
    query,
    filter,
    sort,
    users,
    loadUntil,
    open: route.open,
    openExpense: expense,
  });
  const selected = periods.data?.find((p) => p.periodString === period);

  const toggleCheck = async (target: ReviewExpense) => {
    const changed = await actions.toggleCheck(target);
    if (changed?.isChecked) navigation.openNextOfUser(target);
  };
  const openEdit = (target: ReviewExpense) => {
    setEditingId(target.id);
    route.open(target.id);
  };

  useReviewKeys(expense !== null && !editing && rejecting === null && noting === null, expense, {
    onReject: () => expense && setRejecting(expense),
    onToggleCheck: () => expense && void toggleCheck(expense),
    onToggleMark: () => expense && void actions.toggleMark(expense),
    onNext: () => navigation.step(1),
    onPrevious: () => navigation.step(-1),
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
            month={period}
            filter={filter}
            userSort={userSort}
            onUserSort={setUserSort}
            onChange={setFilter}
            opened={filterOpened}
            onToggle={toggleFilter}
            toolbarEnd={
              <ColumnChooser hidden={hidden} onToggle={(column) => setHidden((h) => toggleColumn(h, column))} />
            }
          />
          {/* Busy while the month's lists load again after a change: their rows may still move. */}
          <div data-testid="audit-list" aria-busy={refreshing}>
            <LoadState
              isPending={summaries.isPending}
              isError={summaries.isError}
              onRetry={() => void summaries.refetch()}
              errorText={t('loadFailed')}
              isEmpty={users.length === 0}
              empty={
                <Text c="dimmed" ta="center" py="xl" data-testid="audit-empty">
                  {t('empty')}
                </Text>
              }
            >
              {() => (
                <AuditUserList
                  month={period}
                  filter={filter}
                  users={users}
                  hasMore={summaries.hasNextPage}
                  loadingMore={summaries.isFetchingNextPage}
                  onLoadMore={loadMore}
                  openUserId={expense?.user.id ?? null}
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
          </div>
        </>
      )}
      <AuditExpensePanel
        expense={expense}
        loading={route.loading}
        editing={editing}
        busy={actions.busyId !== null && actions.busyId === expense?.id}
        hasPrevious={navigation.canStep(-1, false)}
        hasNext={navigation.canStep(1, summaries.hasNextPage)}
        onClose={route.close}
        onPrevious={() => navigation.step(-1)}
        onNext={() => navigation.step(1)}
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
        onRejected={(e) => navigation.openNextOfUser(e)}
      />
      <MarkerNoteDialog expense={noting} onClose={() => setNoting(null)} />
    </Stack>
  );
}
