import { appInfoResponseSchema, type AppInfo } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** GET /api/app-info: version, stage and support contacts; public, and used across the app. */
export function getAppInfo(signal?: AbortSignal): Promise<AppInfo> {
  return apiClient.get('/api/app-info', { schema: appInfoResponseSchema, signal });
}

export function appInfoQueryOptions() {
  return queryOptions({
    queryKey: ['app-info'] as const,
    queryFn: ({ signal }) => getAppInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // Without it the login page only lacks the quick logins; no need to alarm the visitor.
    meta: { notifyOnError: false },
  });
}

export function useAppInfo() {
  return useQuery(appInfoQueryOptions());
}
