import { type BudgetGroup, budgetGroupCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreBudgetGroup } from '../hooks/use-store-budget-group';
import { budgetGroupKeys } from './keys';

/** PUT /budgetclass/{id} {userIds}: the users move into this group. */
export function assignUsers(id: string, userIds: string[]): Promise<BudgetGroup> {
  return api.call(budgetGroupCalls.assignUsers, { params: { id }, body: { userIds } });
}

export function useAssignUsers(id: string) {
  const store = useStoreBudgetGroup();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => assignUsers(id, userIds),
    onSuccess: (group) => {
      store(group);
      // Moved users left other groups, whose details are now stale.
      void queryClient.invalidateQueries({ queryKey: budgetGroupKeys.details() });
      void queryClient.invalidateQueries({ queryKey: budgetGroupKeys.assignableUserSearches() });
    },
  });
}
