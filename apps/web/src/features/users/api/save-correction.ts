import { type SaveCorrectionRequest, type UserCorrection, userBudgetCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userBudgetKeys } from '../../../lib/get-user-budget';
import { userKeys } from './keys';

/** PUT /user/{id}/corrections/{period}: sets the period's one-time correction. */
export function saveCorrection(id: string, month: string, body: SaveCorrectionRequest): Promise<UserCorrection> {
  return api.call(userBudgetCalls.saveCorrection, { params: { id, period: month }, body });
}

export function useSaveCorrection(id: string, month: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCorrectionRequest) => saveCorrection(id, month, body),
    onSuccess: (correction) => {
      queryClient.setQueryData(userKeys.correction(id, month), { correction });
      void queryClient.invalidateQueries({ queryKey: userBudgetKeys.of(id, month) });
    },
  });
}
