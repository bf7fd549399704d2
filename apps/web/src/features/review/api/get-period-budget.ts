import { managementCalls, type PeriodBudgetResponse } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { periodBudgetKey } from './period-query-keys';

/** GET /management/period/{period}/budget: the company's budget figures of the period, summed. */
export function getPeriodBudget(period: string, signal?: AbortSignal): Promise<PeriodBudgetResponse> {
  return api.call(managementCalls.budget, { params: { period } }, { signal });
}

export function periodBudgetQueryOptions(period: string) {
  return queryOptions({ queryKey: periodBudgetKey(period), queryFn: ({ signal }) => getPeriodBudget(period, signal) });
}

export function usePeriodBudget(period: string, enabled = true) {
  return useQuery({ ...periodBudgetQueryOptions(period), enabled });
}
