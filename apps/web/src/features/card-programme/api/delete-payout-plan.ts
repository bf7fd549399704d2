import { cardProgrammeCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardProgrammeKeys } from './keys';

/** DELETE /api/v3/card/payout-plans/{id}: refused (409) once the plan has loaded a card. */
export function deletePayoutPlan(id: string): Promise<null> {
  return api.call(cardProgrammeCalls.deletePayoutPlan, { params: { id } });
}

export function useDeletePayoutPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayoutPlan,
    // The list the plan named may be deletable now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardProgrammeKeys.all }),
  });
}
