import { deleteBudgetGroupResponseSchema, type DeleteBudgetGroupResponse } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { budgetGroupKeys } from './keys';

/** DELETE /budgetclass/{id} */
export function deleteBudgetGroup(id: string): Promise<DeleteBudgetGroupResponse> {
  return apiClient.delete(`/budgetclass/${encodeURIComponent(id)}`, { schema: deleteBudgetGroupResponseSchema });
}

export function useDeleteBudgetGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBudgetGroup,
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: budgetGroupKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: budgetGroupKeys.list() });
    },
  });
}
