import { type Expense, expenseCalls, type SaveExpenseRequest } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenseChangedFields } from '../../../components/expense-changed-fields';
import { api } from '../../../lib/api-client';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { isNoConnection } from '../queue/queued-expense';
import { expenseKeys } from './expense-keys';
import { refreshAfterChange } from './invalidate-expense';

/** `idempotencyKey`: made once for this create and sent again with each retry (docs/adr/0028). */
export function createExpense(body: SaveExpenseRequest, idempotencyKey?: string): Promise<Expense> {
  return api.call(expenseCalls.create, { body }, { idempotencyKey });
}

/** `version`: the one the form was filled from; a stale one is refused (docs/adr/0022). */
export function updateExpense(id: string, version: number, body: SaveExpenseRequest): Promise<Expense> {
  return api.call(expenseCalls.replace, { params: { id }, body, version });
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SaveExpenseRequest; idempotencyKey: string }) =>
      createExpense(body, idempotencyKey),
    onSuccess: (expense) => refreshAfterChange(queryClient, expense),
    // A create without an answer is queued by the editor (docs/adr/0028), not an error to announce.
    meta: { notifyOnError: (error) => !isNoConnection(error) },
    // The queue decides about a create without a connection; the mutation must not wait for one.
    networkMode: 'always',
  });
}

export function useUpdateExpense(previousPeriod: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id: string; version: number; body: SaveExpenseRequest }) =>
      updateExpense(id, version, body),
    onSuccess: (expense) => refreshAfterChange(queryClient, expense, previousPeriod),
    meta: {
      changedMeanwhile: changedMeanwhile<Expense>({
        fields: expenseChangedFields,
        // The open form is keyed by the version it was filled from, so it refills with these values.
        reload: (current) => {
          queryClient.setQueryData(expenseKeys.one(current.id), current);
          return queryClient.invalidateQueries({ queryKey: expenseKeys.all });
        },
      }),
    },
  });
}
