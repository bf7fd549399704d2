/** Query keys of this feature; mutations invalidate the narrowest one that changed. */
export const budgetGroupKeys = {
  all: ['budget-groups'] as const,
  list: () => [...budgetGroupKeys.all, 'list'] as const,
  detail: (id: string) => [...budgetGroupKeys.all, 'detail', id] as const,
  allowedMobilityTypes: () => [...budgetGroupKeys.all, 'allowed-mobility-types'] as const,
  assignableUsers: (search: string) => [...budgetGroupKeys.all, 'assignable-users', search] as const,
};
