import { type BudgetGroup, type UpdateBudgetGroupRequest, budgetGroupCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreBudgetGroup } from '../hooks/use-store-budget-group';

/** PATCH /api/v3/budgetclass/{id} with exactly one new-prefixed field. */
export function updateBudgetGroup(id: string, body: UpdateBudgetGroupRequest): Promise<BudgetGroup> {
  return api.call(budgetGroupCalls.update, { params: { id }, body });
}

export function useUpdateBudgetGroup(id: string) {
  const store = useStoreBudgetGroup();
  return useMutation({ mutationFn: (body: UpdateBudgetGroupRequest) => updateBudgetGroup(id, body), onSuccess: store });
}
