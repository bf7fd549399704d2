import { removeBudgetGroupUserResponseSchema, type BudgetGroup } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useStoreBudgetGroup } from '../hooks/use-store-budget-group';

/** DELETE /budgetclass/user/{userId}: the user leaves their group. */
export function removeUser(userId: string): Promise<BudgetGroup> {
  return apiClient.delete(`/budgetclass/user/${encodeURIComponent(userId)}`, {
    schema: removeBudgetGroupUserResponseSchema,
  });
}

export function useRemoveUser() {
  const store = useStoreBudgetGroup();
  return useMutation({ mutationFn: removeUser, onSuccess: store });
}
