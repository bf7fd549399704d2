import { userBudgetCalls, type UserCorrectionResponse } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userBudgetKeys } from '../../../lib/get-user-budget';
import { userKeys } from './keys';

/** DELETE /user/{id}/corrections/{period}. */
export function removeCorrection(id: string, month: string): Promise<UserCorrectionResponse> {
  return api.call(userBudgetCalls.removeCorrection, { params: { id, period: month } });
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
