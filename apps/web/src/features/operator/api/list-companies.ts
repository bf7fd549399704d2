import { type ListCompaniesQuery, type ListCompaniesResponse, operatorCalls } from '@mobilo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** GET /god/company: one page of 20, filtered and sorted on the server. */
export function listCompanies(query: ListCompaniesQuery, signal?: AbortSignal): Promise<ListCompaniesResponse> {
  return api.call(operatorCalls.companies, { query }, { signal });
}

export function companiesQueryOptions(query: ListCompaniesQuery) {
  return queryOptions({
    queryKey: operatorKeys.companyList(query),
    queryFn: ({ signal }) => listCompanies(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompanies(query: ListCompaniesQuery) {
  return useQuery(companiesQueryOptions(query));
}
