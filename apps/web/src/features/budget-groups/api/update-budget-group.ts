import { updateBudgetGroupResponseSchema, type BudgetGroup, type UpdateBudgetGroupRequest } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useStoreBudgetGroup } from '../hooks/use-store-budget-group';

/** PATCH /api/v3/budgetclass/{id} with exactly one new-prefixed field. */
export function updateBudgetGroup(id: string, body: UpdateBudgetGroupRequest): Promise<BudgetGroup> {
  return apiClient.patch(`/api/v3/budgetclass/${encodeURIComponent(id)}`, body, {
    schema: updateBudgetGroupResponseSchema,
  });
}

export function useUpdateBudgetGroup(id: string) {
  const store = useStoreBudgetGroup();
  return useMutation({ mutationFn: (body: UpdateBudgetGroupRequest) => updateBudgetGroup(id, body), onSuccess: store });
}
