import { type ExpenseTimeline, type MonthRefund, timelineCalls } from '@mobilo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expenseKeys } from './expense-keys';

/** GET /v2/expenses/:id/timeline: what happens next with the expense. */
export function getExpenseTimeline(id: string, signal?: AbortSignal): Promise<ExpenseTimeline> {
  return api.call(timelineCalls.expenseTimeline, { params: { id } }, { signal });
}

/** GET /api/v3/periods/:period/refund: the payroll month of a month's refund. */
export function getMonthRefund(period: string, signal?: AbortSignal): Promise<MonthRefund> {
  return api.call(timelineCalls.monthRefund, { params: { period } }, { signal });
}

export function useExpenseTimeline(id: string) {
  return useQuery({
    queryKey: expenseKeys.timeline(id),
    queryFn: ({ signal }) => getExpenseTimeline(id, signal),
    meta: { notifyOnError: false },
  });
}

export function useMonthRefund(period: string) {
  return useQuery({
    queryKey: expenseKeys.refund(period),
    queryFn: ({ signal }) => getMonthRefund(period, signal),
    meta: { notifyOnError: false },
  });
}
