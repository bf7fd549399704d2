import { managementCalls, type PeriodExpensesResponse } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { periodExpensesKey } from './period-query-keys';

export const managementPeriodExpensesKey = (period: string) => [...periodExpensesKey(period), 'management'] as const;

/** GET /management/period/{period}/expenses: what reached review, with the filters' choices. */
export function getPeriodExpenses(period: string, signal?: AbortSignal): Promise<PeriodExpensesResponse> {
  return api.call(managementCalls.expenses, { params: { period } }, { signal });
}

export function periodExpensesQueryOptions(period: string) {
  return queryOptions({
    queryKey: managementPeriodExpensesKey(period),
    queryFn: ({ signal }) => getPeriodExpenses(period, signal),
  });
}

/** Loads only while `enabled`: a card fetches when it is expanded (spec §4). */
export function usePeriodExpenses(period: string, enabled = true) {
  return useQuery({ ...periodExpensesQueryOptions(period), enabled });
}
