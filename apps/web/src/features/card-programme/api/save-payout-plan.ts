import { type CardPayoutPlan, type CardPayoutPlanRequest, cardProgrammeCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardProgrammeKeys } from './keys';
import { payoutPlanChangedMeanwhile } from './payout-plan-changed-meanwhile';

/** POST /api/v3/card/payout-plans, or PUT /api/v3/card/payout-plans/{id} naming the version read in the body. */
export function savePayoutPlan({
  id,
  body,
}: {
  id: string | null;
  body: CardPayoutPlanRequest;
}): Promise<CardPayoutPlan> {
  return id === null
    ? api.call(cardProgrammeCalls.createPayoutPlan, { body })
    : api.call(cardProgrammeCalls.updatePayoutPlan, { params: { id }, body });
}

export function useSavePayoutPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutPlan,
    // A list's plan count changes with the plan that names it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardProgrammeKeys.all }),
    meta: { changedMeanwhile: payoutPlanChangedMeanwhile(queryClient) },
  });
}
