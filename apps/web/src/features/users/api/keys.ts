import type { ListUsersQuery } from '@mobilo/contract';

/** Query keys of this feature; mutations invalidate the narrowest one that changed. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: Partial<ListUsersQuery>) => [...userKeys.lists(), query] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  roles: () => [...userKeys.all, 'roles'] as const,
  budgetGroupOptions: () => [...userKeys.all, 'budget-group-options'] as const,
  correction: (id: string, month: string) => [...userKeys.all, 'correction', id, month] as const,
};
