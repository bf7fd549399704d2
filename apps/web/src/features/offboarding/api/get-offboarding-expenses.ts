import { offboardingExpensesResponseSchema, type OffboardingExpenses, type OffboardingQuery } from '@mobilo/contract';
import { apiClient } from '../../../lib/api-client';

/** GET api/v3/offboarding/expenses?from=&to=; abortable, errors are the export's to report. */
export function getOffboardingExpenses(query: OffboardingQuery, signal?: AbortSignal): Promise<OffboardingExpenses> {
  return apiClient.get('/api/v3/offboarding/expenses', { query, signal, schema: offboardingExpensesResponseSchema });
}
