import { type OperatorCompany, operatorCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** GET /god/company/{id} */
export function getCompany(id: string, signal?: AbortSignal): Promise<OperatorCompany> {
  return api.call(operatorCalls.company, { params: { id } }, { signal });
}

export function companyQueryOptions(id: string) {
  return queryOptions({ queryKey: operatorKeys.company(id), queryFn: ({ signal }) => getCompany(id, signal) });
}

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}
