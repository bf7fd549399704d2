import { type OffboardingQuery, offboardingCalls } from '@mobilo/contract';
import { api } from '../../../lib/api-client';

/** GET api/v3/offboarding/home-charging?from=&to= */
export function getOffboardingHomeCharging(query: OffboardingQuery, signal?: AbortSignal) {
  return api.call(offboardingCalls.homeCharging, { query }, { signal });
}
