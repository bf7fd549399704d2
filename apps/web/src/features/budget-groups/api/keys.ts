import { budgetGroupsQueryKey } from '../../../lib/tax-bucket-readers';

/** Query keys of this feature; mutations invalidate the narrowest one that changed. */
export const budgetGroupKeys = {
  all: budgetGroupsQueryKey,
  list: () => [...budgetGroupKeys.all, 'list'] as const,
  detail: (id: string) => [...budgetGroupKeys.all, 'detail', id] as const,
  allowedMobilityTypes: () => [...budgetGroupKeys.all, 'allowed-mobility-types'] as const,
  assignableUsers: (search: string) => [...budgetGroupKeys.all, 'assignable-users', search] as const,
};
