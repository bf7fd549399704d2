import {
  type CreateReceiptLessExpense,
  type Expense,
  type ReceiptLessAllowance,
  receiptLessCalls,
} from '@mobilo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expenseKeys } from './expense-keys';
import { refreshAfterChange } from './invalidate-expense';

/** GET /api/v3/receipt-less/allowance?month: whether and how much the employee may declare without a receipt. */
export function getReceiptLessAllowance(month: string, signal?: AbortSignal): Promise<ReceiptLessAllowance> {
  return api.call(receiptLessCalls.allowance, { query: { month } }, { signal });
}

export function useReceiptLessAllowance(month: string) {
  return useQuery(
    queryOptions({
      queryKey: expenseKeys.receiptLess(month),
      queryFn: ({ signal }) => getReceiptLessAllowance(month, signal),
      meta: { notifyOnError: false },
    }),
  );
}

/** POST /api/v3/receipt-less/expenses: the declaration, stored with its generated PDF receipt. */
export function declareReceiptLessExpense(body: CreateReceiptLessExpense): Promise<Expense> {
  return api.call(receiptLessCalls.create, { body });
}

export function useDeclareReceiptLessExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declareReceiptLessExpense,
    onSuccess: (expense) =>
      Promise.all([
        refreshAfterChange(queryClient, expense),
        queryClient.invalidateQueries({ queryKey: expenseKeys.receiptLess(expense.periodString) }),
      ]),
    // Refusals of a field show on the form; the rest as a toast from the form's handler.
    meta: { notifyOnError: false },
  });
}
