import { offboardingGermanyTicketsResponseSchema, type OffboardingQuery } from '@mobilo/contract';
import { apiClient } from '../../../lib/api-client';

/** GET api/v3/offboarding/germany-tickets?from=&to= */
export function getOffboardingGermanyTickets(query: OffboardingQuery, signal?: AbortSignal) {
  return apiClient.get('/api/v3/offboarding/germany-tickets', {
    query,
    signal,
    schema: offboardingGermanyTicketsResponseSchema,
  });
}
