import { type OffboardingQuery, offboardingCalls } from '@mobilo/contract';
import { api } from '../../../lib/api-client';

/** GET api/v3/offboarding/cards?from=&to= */
export function getOffboardingCards(query: OffboardingQuery, signal?: AbortSignal) {
  return api.call(offboardingCalls.cards, { query }, { signal });
}
