import { licenceInfoSchema, noLicences, type LicenceInfo } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /api/v3/licences. A failure leaves the licence permissions empty, without a message. */
export async function getLicences(signal?: AbortSignal): Promise<LicenceInfo> {
  try {
    return await apiClient.get('/api/v3/licences', { schema: licenceInfoSchema, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return noLicences;
  }
}

export function licencesQueryOptions() {
  return queryOptions({
    queryKey: ['licences'] as const,
    queryFn: ({ signal }) => getLicences(signal),
    staleTime: 5 * 60_000,
  });
}

export function useLicences() {
  return useQuery(licencesQueryOptions());
}
