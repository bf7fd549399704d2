import { type PeriodString, type ReviewExpense, type UserWithExpenses } from '@mobilo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useManagementExpense } from '../api/get-management-expense';
import { auditUsersKey } from '../api/get-users-with-expenses';

/**
 * The audit screen's selection of the period and of the route's expense. An expense that is not in the shown period is loaded to select its period; one that
 * cannot be loaded falls back to /audit. Changing the period closes the open expense and reloads.
 */
export function useAuditRoute(
  period: PeriodString,
  setPeriod: (period: PeriodString) => void,
  users: readonly UserWithExpenses[] | undefined,
) {
  const { expenseId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listed: ReviewExpense | null =
    (expenseId && users?.flatMap((u) => u.expenses).find((e) => e.id === expenseId)) || null;
  const needsLoad = expenseId !== undefined && users !== undefined && listed === null;
  const loaded = useManagementExpense(needsLoad ? expenseId : undefined);

  useEffect(() => {
    if (loaded.data && loaded.data.periodString !== period) setPeriod(loaded.data.periodString);
  }, [loaded.data, period, setPeriod]);
  useEffect(() => {
    if (needsLoad && loaded.isError) void navigate(paths.audit.list.href(), { replace: true });
  }, [needsLoad, loaded.isError, navigate]);

  const open = useCallback((id: string) => void navigate(paths.audit.expense.href(id)), [navigate]);
  const close = useCallback(() => void navigate(paths.audit.list.href()), [navigate]);
  const selectPeriod = useCallback(
    (next: PeriodString) => {
      setPeriod(next);
      if (expenseId) close();
      void queryClient.invalidateQueries({ queryKey: auditUsersKey(next) });
    },
    [expenseId, close, queryClient, setPeriod],
  );

  const expense = listed ?? (loaded.data && loaded.data.id === expenseId ? loaded.data : null);
  return {
    selectPeriod,
    expenseId: expenseId ?? null,
    expense,
    loading: expenseId !== undefined && expense === null,
    open,
    close,
  };
}
