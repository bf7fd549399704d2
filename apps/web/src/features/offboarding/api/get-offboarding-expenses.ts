import { type OffboardingExpenses, type OffboardingQuery, offboardingCalls } from '@mobilo/contract';
import { api } from '../../../lib/api-client';

/** GET api/v3/offboarding/expenses?from=&to=; abortable, errors are the export's to report. */
export function getOffboardingExpenses(query: OffboardingQuery, signal?: AbortSignal): Promise<OffboardingExpenses> {
  return api.call(offboardingCalls.expenses, { query }, { signal });
}
