import { type CardLoadRun, cardProgrammeCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardProgrammeKeys } from './keys';

/** POST /api/v3/card/payout-plans/{id}/load: this month's load for the cards the plan has not loaded yet. */
export function runMissingLoad(id: string): Promise<CardLoadRun> {
  return api.call(cardProgrammeCalls.runLoad, { params: { id } });
}

export function useRunMissingLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runMissingLoad,
    // A plan that has loaded can no longer be deleted.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardProgrammeKeys.payoutPlans() }),
  });
}
