import { defaultCompanyStyle, type CompanyStyle, firstScreenRoutes } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, deferCall } from '../../../lib/api-client';

const companyStyle = deferCall(firstScreenRoutes.companyStyle, () =>
  import('@mobilo/contract/companies/company-calls').then((calls) => calls.companyCalls.style),
);

export const companyStyleQueryKey = ['company', 'style'] as const;

/** GET /api/v3/company/style. Without it the app keeps the product's own look. */
export async function getCompanyStyle(signal?: AbortSignal): Promise<CompanyStyle> {
  try {
    return await api.call(companyStyle, {}, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return defaultCompanyStyle;
  }
}

export function companyStyleQueryOptions() {
  return queryOptions({
    queryKey: companyStyleQueryKey,
    queryFn: ({ signal }) => getCompanyStyle(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCompanyStyle() {
  return useQuery(companyStyleQueryOptions());
}
