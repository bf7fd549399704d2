import { firstScreenRoutes, noLicences, type LicenceInfo } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, deferCall } from '../../../lib/api-client';
import { shellKeys } from './keys';

const licences = deferCall(firstScreenRoutes.licences, () =>
  import('@mobilo/contract/licences/licence-calls').then((calls) => calls.licenceCalls.get),
);

/** GET /api/v3/licences. A failure leaves the licence permissions empty, without a message. */
export async function getLicences(signal?: AbortSignal): Promise<LicenceInfo> {
  try {
    return await api.call(licences, {}, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return noLicences;
  }
}

export function licencesQueryOptions() {
  return queryOptions({
    queryKey: shellKeys.licences(),
    queryFn: ({ signal }) => getLicences(signal),
    staleTime: 5 * 60_000,
  });
}

export function useLicences() {
  return useQuery(licencesQueryOptions());
}
