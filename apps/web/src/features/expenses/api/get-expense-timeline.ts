import { type ExpenseTimeline, firstScreenRoutes, type MonthRefund } from '@mobilo/contract';
import { useQuery } from '@tanstack/react-query';
import { api, deferCall } from '../../../lib/api-client';
import { expenseKeys } from './expense-keys';

const timelineCalls = () => import('@mobilo/contract/reminders/timeline-calls').then((calls) => calls.timelineCalls);
const expenseTimeline = deferCall(firstScreenRoutes.expenseTimeline, () =>
  timelineCalls().then((calls) => calls.expenseTimeline),
);
const monthRefund = deferCall(firstScreenRoutes.monthRefund, () => timelineCalls().then((calls) => calls.monthRefund));

/** GET /v2/expenses/:id/timeline: what happens next with the expense. */
export function getExpenseTimeline(id: string, signal?: AbortSignal): Promise<ExpenseTimeline> {
  return api.call(expenseTimeline, { params: { id } }, { signal });
}

/** GET /api/v3/periods/:period/refund: the payroll month of a month's refund. */
export function getMonthRefund(period: string, signal?: AbortSignal): Promise<MonthRefund> {
  return api.call(monthRefund, { params: { period } }, { signal });
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
