import { type OffboardingQuery, offboardingCalls } from '@mobilo/contract';
import { api } from '../../../lib/api-client';

/** GET api/v3/offboarding/germany-tickets?from=&to= */
export function getOffboardingGermanyTickets(query: OffboardingQuery, signal?: AbortSignal) {
  return api.call(offboardingCalls.germanyTickets, { query }, { signal });
}
