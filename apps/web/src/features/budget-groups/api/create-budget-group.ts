import { type BudgetGroup, type CreateBudgetGroupRequest, budgetGroupCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { budgetGroupKeys } from './keys';

/** POST /api/v3/budgetclass */
export function createBudgetGroup(body: CreateBudgetGroupRequest): Promise<BudgetGroup> {
  return api.call(budgetGroupCalls.create, { body });
}

export function useCreateBudgetGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBudgetGroup,
    onSuccess: (group) => {
      queryClient.setQueryData(budgetGroupKeys.detail(group.id), group);
      void queryClient.invalidateQueries({ queryKey: budgetGroupKeys.list() });
    },
  });
}
