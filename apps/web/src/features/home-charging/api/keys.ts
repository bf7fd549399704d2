import type { ChargingListQuery } from '@mobilo/contract';

/** Query keys of the home-charging screens. */
export const chargingKeys = {
  all: ['home-charging'] as const,
  mine: () => [...chargingKeys.all, 'mine'] as const,
  activities: () => [...chargingKeys.all, 'activities'] as const,
  activityList: (query: ChargingListQuery) => [...chargingKeys.activities(), 'list', query] as const,
  activity: (id: string) => [...chargingKeys.activities(), 'detail', id] as const,
  history: (id: string) => [...chargingKeys.activities(), 'history', id] as const,
};
