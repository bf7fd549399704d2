import {
  type SaveDeductionsRequest,
  userDeductionsResponseSchema,
  type UserDeductionsResponse,
} from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userBudgetKeys } from '../../../lib/get-user-budget';

/** PUT /user/{id}/deductions/{period}: replaces the period's deductions. */
export function saveDeductions(
  id: string,
  month: string,
  body: SaveDeductionsRequest,
): Promise<UserDeductionsResponse> {
  return apiClient.put(`/user/${encodeURIComponent(id)}/deductions/${encodeURIComponent(month)}`, body, {
    schema: userDeductionsResponseSchema,
  });
}

export function useSaveDeductions(id: string, month: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDeductionsRequest) => saveDeductions(id, month, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userBudgetKeys.of(id, month) }),
  });
}
