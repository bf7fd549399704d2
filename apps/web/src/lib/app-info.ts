import { type AppInfo, signInRoutes } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, deferCall } from './api-client';

const appInfo = deferCall(signInRoutes.appInfo, () =>
  import('@mobilo/contract/common/system-calls').then((calls) => calls.systemCalls.appInfo),
);

/** GET /api/app-info: version, stage and support contacts; public, and used across the app. */
export function getAppInfo(signal?: AbortSignal): Promise<AppInfo> {
  return api.call(appInfo, {}, { signal });
}

export const appInfoKey = ['app-info'] as const;

export function appInfoQueryOptions() {
  return queryOptions({
    queryKey: appInfoKey,
    queryFn: ({ signal }) => getAppInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // Without it a screen only lacks the version or a support link; no need to alarm anyone.
    meta: { notifyOnError: false },
  });
}

export function useAppInfo() {
  return useQuery(appInfoQueryOptions());
}
