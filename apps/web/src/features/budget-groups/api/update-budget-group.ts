import { type BudgetGroup, type UpdateBudgetGroupRequest, budgetGroupCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { budgetGroupChangedMeanwhile } from '../hooks/budget-group-changed-meanwhile';
import { useStoreBudgetGroup } from '../hooks/use-store-budget-group';

/** PATCH /api/v3/budgetclass/{id} with exactly one new-prefixed field. */
/** `version`: the group's as the screen read it, or as the previous field's answer left it. */
export function updateBudgetGroup(id: string, version: number, body: UpdateBudgetGroupRequest): Promise<BudgetGroup> {
  return api.call(budgetGroupCalls.update, { params: { id }, body, version });
}

export function useUpdateBudgetGroup(id: string) {
  const store = useStoreBudgetGroup();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, body }: { version: number; body: UpdateBudgetGroupRequest }) =>
      updateBudgetGroup(id, version, body),
    onSuccess: store,
    meta: { changedMeanwhile: budgetGroupChangedMeanwhile(queryClient) },
  });
}
