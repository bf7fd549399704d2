import { type CompanyStyle, operatorCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const operatorCompanyStyleKey = (companyId: string) => ['company-style', 'of', companyId] as const;

/** GET /god/company/{id}/style: any company's style, for the operator. */
export function getOperatorCompanyStyle(companyId: string, signal?: AbortSignal): Promise<CompanyStyle> {
  return api.call(operatorCalls.style, { params: { id: companyId } }, { signal });
}

export function operatorCompanyStyleQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: operatorCompanyStyleKey(companyId),
    queryFn: ({ signal }) => getOperatorCompanyStyle(companyId, signal),
  });
}

export function useOperatorCompanyStyle(companyId: string) {
  return useQuery(operatorCompanyStyleQueryOptions(companyId));
}
