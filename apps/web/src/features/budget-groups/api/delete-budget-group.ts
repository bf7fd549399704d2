import { type DeleteBudgetGroupResponse, budgetGroupCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { budgetGroupKeys } from './keys';

/** DELETE /budgetclass/{id} */
export function deleteBudgetGroup(id: string): Promise<DeleteBudgetGroupResponse> {
  return api.call(budgetGroupCalls.delete, { params: { id } });
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
