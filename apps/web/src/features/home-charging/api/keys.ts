import type { ChargingListQuery, ListChargingUsersQuery } from '@mobilo/contract';

/** Query keys of the home-charging screens. */
export const chargingKeys = {
  all: ['home-charging'] as const,
  settings: () => [...chargingKeys.all, 'settings'] as const,
  mine: () => [...chargingKeys.all, 'mine'] as const,
  activities: () => [...chargingKeys.all, 'activities'] as const,
  activityList: (query: ChargingListQuery) => [...chargingKeys.activities(), 'list', query] as const,
  activity: (id: string) => [...chargingKeys.activities(), 'detail', id] as const,
  history: (id: string) => [...chargingKeys.activities(), 'history', id] as const,
  users: () => [...chargingKeys.all, 'users'] as const,
  userList: (query: ListChargingUsersQuery) => [...chargingKeys.users(), 'list', query] as const,
  myContracts: () => [...chargingKeys.all, 'my-contracts'] as const,
  contracts: () => [...chargingKeys.all, 'contracts'] as const,
  contractList: (query: ChargingListQuery) => [...chargingKeys.contracts(), 'list', query] as const,
  contract: (id: string) => [...chargingKeys.contracts(), 'detail', id] as const,
  contractHistory: (id: string) => [...chargingKeys.contracts(), 'history', id] as const,
};
