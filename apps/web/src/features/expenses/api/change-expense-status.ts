import { type Expense, firstScreenRoutes } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, deferCall } from '../../../lib/api-client';
import { refreshAfterChange } from './invalidate-expense';

const expenseCalls = () => import('@mobilo/contract/expenses/expense-calls').then((calls) => calls.expenseCalls);
const submit = deferCall(firstScreenRoutes.submitExpense, () => expenseCalls().then((calls) => calls.submit));
const withdraw = deferCall(firstScreenRoutes.withdrawExpense, () => expenseCalls().then((calls) => calls.withdraw));

export function changeExpenseStatus(id: string, action: 'submit' | 'withdraw'): Promise<Expense> {
  return action === 'submit' ? api.call(submit, { params: { id } }) : api.call(withdraw, { params: { id } });
}

export function useChangeExpenseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'submit' | 'withdraw' }) => changeExpenseStatus(id, action),
    onSuccess: (expense) => refreshAfterChange(queryClient, expense),
  });
}
