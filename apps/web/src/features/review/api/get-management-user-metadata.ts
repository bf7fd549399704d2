import { managementCalls, type ManagementUserMetadataResponse } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { managementUserMetadataKey } from './period-query-keys';

/** GET /management/period/{period}/user/{userId}/metadata: what the edit form allows for that user. */
export function getManagementUserMetadata(
  period: string,
  userId: string,
  signal?: AbortSignal,
): Promise<ManagementUserMetadataResponse> {
  return api.call(managementCalls.userMetadata, { params: { period, userId } }, { signal });
}

export function managementUserMetadataQueryOptions(period: string, userId: string) {
  return queryOptions({
    queryKey: managementUserMetadataKey(period, userId),
    queryFn: ({ signal }) => getManagementUserMetadata(period, userId, signal),
    staleTime: 60_000,
  });
}

export function useManagementUserMetadata(period: string | null, userId: string | null) {
  return useQuery({
    ...managementUserMetadataQueryOptions(period ?? '', userId ?? ''),
    enabled: period !== null && userId !== null,
  });
}
