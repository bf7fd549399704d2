import { offboardingCardTransactionsResponseSchema, type OffboardingQuery } from '@mobilo/contract';
import { apiClient } from '../../../lib/api-client';

/** GET api/v3/offboarding/card-transactions?from=&to= */
export function getOffboardingCardTransactions(query: OffboardingQuery, signal?: AbortSignal) {
  return apiClient.get('/api/v3/offboarding/card-transactions', {
    query,
    signal,
    schema: offboardingCardTransactionsResponseSchema,
  });
}
