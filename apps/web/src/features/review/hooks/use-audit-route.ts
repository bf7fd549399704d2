import { type PeriodString, type ReviewExpense, type UserWithExpenses } from '@mobilo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { focusRow } from '../../../lib/focus-row';
import { paths } from '../../../config/paths';
import { getManagementExpense, managementExpenseKey } from '../api/get-management-expense';
import { auditUsersKey } from '../api/get-user-expenses';
import { auditKey } from '../api/get-user-summaries';

/** The expense as a loaded card shows it, if one does. */
function listedExpense(
  queryClient: ReturnType<typeof useQueryClient>,
  period: PeriodString,
  id: string,
): ReviewExpense | undefined {
  for (const [, entry] of queryClient.getQueriesData<UserWithExpenses>({ queryKey: auditUsersKey(period) })) {
    const found = entry?.expenses.find((expense) => expense.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The audit screen's selection of the period and of the route's expense. The expense is shown at
 * once from its loaded card and kept fresh by its own query; one of another period selects that
 * period; one that cannot be loaded falls back to /audit. Changing the period closes the open
 * expense and reloads.
 */
export function useAuditRoute(period: PeriodString, setPeriod: (period: PeriodString) => void) {
  const { expenseId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loaded = useQuery({
    queryKey: managementExpenseKey(expenseId ?? ''),
    queryFn: ({ signal }) => getManagementExpense(expenseId ?? '', signal),
    enabled: expenseId !== undefined,
    retry: false,
    meta: { notifyOnError: false },
    initialData: () => (expenseId ? listedExpense(queryClient, period, expenseId) : undefined),
    // Taken from a loaded card: stepping through the cards does not ask the server for each row;
    // a review change invalidates the expense and reloads it.
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 30_000,
  });

  useEffect(() => {
    if (loaded.data && loaded.data.periodString !== period) setPeriod(loaded.data.periodString);
  }, [loaded.data, period, setPeriod]);
  useEffect(() => {
    if (expenseId !== undefined && loaded.isError) void navigate(paths.audit.list.href(), { replace: true });
  }, [expenseId, loaded.isError, navigate]);

  const open = useCallback((id: string) => void navigate(paths.audit.expense.href(id)), [navigate]);
  const close = useCallback(() => {
    void navigate(paths.audit.list.href());
    if (expenseId) focusRow(expenseId);
  }, [navigate, expenseId]);
  const selectPeriod = useCallback(
    (next: PeriodString) => {
      setPeriod(next);
      if (expenseId) close();
      void queryClient.invalidateQueries({ queryKey: auditKey(next) });
    },
    [expenseId, close, queryClient, setPeriod],
  );

  const expense = loaded.data && loaded.data.id === expenseId ? loaded.data : null;
  return {
    selectPeriod,
    expenseId: expenseId ?? null,
    expense,
    loading: expenseId !== undefined && expense === null,
    open,
    close,
  };
}
