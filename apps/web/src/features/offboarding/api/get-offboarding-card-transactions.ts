import { type OffboardingQuery, offboardingCalls } from '@mobilo/contract';
import { api } from '../../../lib/api-client';

/** GET api/v3/offboarding/card-transactions?from=&to= */
export function getOffboardingCardTransactions(query: OffboardingQuery, signal?: AbortSignal) {
  return api.call(offboardingCalls.cardTransactions, { query }, { signal });
}
