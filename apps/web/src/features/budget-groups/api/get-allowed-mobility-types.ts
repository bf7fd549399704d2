import { type AllowedMobilityTypes, budgetGroupCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { budgetGroupKeys } from './keys';

/** GET /api/v3/budgetclass/allowedMobilityTypes */
export function getAllowedMobilityTypes(signal?: AbortSignal): Promise<AllowedMobilityTypes> {
  return api.call(budgetGroupCalls.allowedMobilityTypes, {}, { signal });
}

export function allowedMobilityTypesQueryOptions() {
  return queryOptions({
    queryKey: budgetGroupKeys.allowedMobilityTypes(),
    queryFn: ({ signal }) => getAllowedMobilityTypes(signal),
    staleTime: 5 * 60_000,
  });
}

export function useAllowedMobilityTypes() {
  return useQuery(allowedMobilityTypesQueryOptions());
}
