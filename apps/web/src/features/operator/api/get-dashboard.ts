import { type OperatorDashboard, operatorCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** GET /god/dashboard */
export function getDashboard(signal?: AbortSignal): Promise<OperatorDashboard> {
  return api.call(operatorCalls.dashboard, {}, { signal });
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: operatorKeys.dashboard(), queryFn: ({ signal }) => getDashboard(signal) });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
