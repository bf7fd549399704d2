import type { BudgetGroup } from '@mobilo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { budgetGroupKeys } from '../api/keys';

/** After a change: the answer replaces the group's detail, and the list (counts, names) reloads. */
export function useStoreBudgetGroup() {
  const queryClient = useQueryClient();
  return (group: BudgetGroup) => {
    queryClient.setQueryData(budgetGroupKeys.detail(group.id), group);
    void queryClient.invalidateQueries({ queryKey: budgetGroupKeys.list() });
  };
}
