import { budgetGroupsQueryKey } from '../../../lib/tax-bucket-readers';

/** Query keys of this feature; mutations invalidate the narrowest one that changed. */
export const budgetGroupKeys = {
  all: budgetGroupsQueryKey,
  list: () => [...budgetGroupKeys.all, 'list'] as const,
  details: () => [...budgetGroupKeys.all, 'detail'] as const,
  detail: (id: string) => [...budgetGroupKeys.details(), id] as const,
  allowedMobilityTypes: () => [...budgetGroupKeys.all, 'allowed-mobility-types'] as const,
  assignableUserSearches: () => [...budgetGroupKeys.all, 'assignable-users'] as const,
  assignableUsers: (search: string) => [...budgetGroupKeys.assignableUserSearches(), search] as const,
};
