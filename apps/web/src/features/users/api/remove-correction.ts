import { userCorrectionResponseSchema, type UserCorrectionResponse } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userBudgetKeys } from '../../../lib/get-user-budget';
import { userKeys } from './keys';

/** DELETE /user/{id}/corrections/{period}. */
export function removeCorrection(id: string, month: string): Promise<UserCorrectionResponse> {
  return apiClient.delete(`/user/${encodeURIComponent(id)}/corrections/${encodeURIComponent(month)}`, {
    schema: userCorrectionResponseSchema,
  });
}

export function useRemoveCorrection(id: string, month: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeCorrection(id, month),
    onSuccess: (answer) => {
      queryClient.setQueryData(userKeys.correction(id, month), answer);
      void queryClient.invalidateQueries({ queryKey: userBudgetKeys.of(id, month) });
    },
  });
}
