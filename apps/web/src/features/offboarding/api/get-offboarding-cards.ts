import { offboardingCardsResponseSchema, type OffboardingQuery } from '@mobilo/contract';
import { apiClient } from '../../../lib/api-client';

/** GET api/v3/offboarding/cards?from=&to= */
export function getOffboardingCards(query: OffboardingQuery, signal?: AbortSignal) {
  return apiClient.get('/api/v3/offboarding/cards', { query, signal, schema: offboardingCardsResponseSchema });
}
