import { type CardPayoutPlan, cardProgrammeCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardProgrammeKeys } from './keys';

/** GET /api/v3/card/payout-plans */
export function listPayoutPlans(signal?: AbortSignal): Promise<CardPayoutPlan[]> {
  return api.call(cardProgrammeCalls.payoutPlans, {}, { signal });
}

export function payoutPlansQueryOptions() {
  return queryOptions({ queryKey: cardProgrammeKeys.payoutPlans(), queryFn: ({ signal }) => listPayoutPlans(signal) });
}

export function usePayoutPlans() {
  return useQuery(payoutPlansQueryOptions());
}
