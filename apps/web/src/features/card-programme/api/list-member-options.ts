import { budgetGroupCalls, userAdminCalls } from '@mobilo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardProgrammeKeys } from './keys';

export interface MemberOption {
  value: string;
  label: string;
}

/** How the picker names an employee: name and e-mail, which tells two of the same name apart. */
export const memberLabel = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName} (${user.email})`;

/** GET /user without deactivated users: the first page of the employees the search finds. */
export async function listUserOptions(search: string, signal?: AbortSignal): Promise<MemberOption[]> {
  const page = await api.call(
    userAdminCalls.list,
    { query: { search, excludeDeactivated: 'true', sortBy: 'name' } },
    { signal },
  );
  return page.users.map((user) => ({ value: user.id, label: memberLabel(user) }));
}

export function useUserOptions(search: string) {
  return useQuery(
    queryOptions({
      queryKey: cardProgrammeKeys.userOptions(search),
      queryFn: ({ signal }) => listUserOptions(search, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/v3/budgetclass: every budget group of the company. */
export async function listGroupOptions(signal?: AbortSignal): Promise<MemberOption[]> {
  const groups = await api.call(budgetGroupCalls.list, {}, { signal });
  return groups.map((group) => ({ value: group.id, label: group.name }));
}

export function useGroupOptions() {
  return useQuery(
    queryOptions({ queryKey: cardProgrammeKeys.groupOptions(), queryFn: ({ signal }) => listGroupOptions(signal) }),
  );
}
