import { type SaveDeductionsRequest, userBudgetCalls, type UserDeductionsResponse } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userBudgetKeys } from '../../../lib/get-user-budget';

/** PUT /user/{id}/deductions/{period}: replaces the period's deductions. */
export function saveDeductions(
  id: string,
  month: string,
  body: SaveDeductionsRequest,
): Promise<UserDeductionsResponse> {
  return api.call(userBudgetCalls.saveDeductions, { params: { id, period: month }, body });
}

export function useSaveDeductions(id: string, month: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDeductionsRequest) => saveDeductions(id, month, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userBudgetKeys.of(id, month) }),
  });
}
