import { type CompanyOption, supportCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /api/v3/support/companies: every company by name, for the support user's company selector
 * and the operator's company pickers (used by more than one feature, hence here).
 */
export async function getCompanyOptions(signal?: AbortSignal): Promise<CompanyOption[]> {
  return (await api.call(supportCalls.companies, {}, { signal })).companies;
}

/** The query key of the company list (one list: nothing narrower to invalidate). */
export const companyOptionsKey = ['support', 'companies'] as const;

export function companyOptionsQueryOptions() {
  return queryOptions({
    queryKey: companyOptionsKey,
    queryFn: ({ signal }) => getCompanyOptions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCompanyOptions(enabled = true) {
  return useQuery({ ...companyOptionsQueryOptions(), enabled });
}
