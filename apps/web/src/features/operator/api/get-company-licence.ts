import { type CompanyLicence, operatorCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** GET /god/company/{id}/licence */
export function getCompanyLicence(id: string, signal?: AbortSignal): Promise<CompanyLicence> {
  return api.call(operatorCalls.licence, { params: { id } }, { signal });
}

export function companyLicenceQueryOptions(id: string) {
  return queryOptions({ queryKey: operatorKeys.licence(id), queryFn: ({ signal }) => getCompanyLicence(id, signal) });
}

export function useCompanyLicence(id: string) {
  return useQuery(companyLicenceQueryOptions(id));
}
