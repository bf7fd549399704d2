import { type BudgetGroup, budgetGroupCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreBudgetGroup } from '../hooks/use-store-budget-group';

/** DELETE /budgetclass/user/{userId}: the user leaves their group. */
export function removeUser(userId: string): Promise<BudgetGroup> {
  return api.call(budgetGroupCalls.removeUser, { params: { userId } });
}

export function useRemoveUser() {
  const store = useStoreBudgetGroup();
  return useMutation({ mutationFn: removeUser, onSuccess: store });
}
