import { type BudgetGroup, overflowIntervalKeyOf } from '@mobilo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { budgetGroupKeys } from '../api/keys';
import '../../../lib/texts/budget-groups-texts';

const column = (key: 'name' | 'budget' | 'overflowInterval') => i18n.t(`list.columns.${key}`, { ns: 'budgetGroups' });

/** A group's change answers a stale version with the group as saved meanwhile. */
export function budgetGroupChangedMeanwhile(queryClient: QueryClient) {
  return changedMeanwhile<BudgetGroup>({
    fields: (group, f) => [
      { label: column('name'), value: group.name },
      { label: column('budget'), value: f.money(group.budget) },
      {
        label: column('overflowInterval'),
        value: i18n.t(`interval.${overflowIntervalKeyOf(group.overflowInterval)}`, { ns: 'budgetGroups' }),
      },
    ],
    reload: (group) => {
      queryClient.setQueryData(budgetGroupKeys.detail(group.id), group);
      return queryClient.invalidateQueries({ queryKey: budgetGroupKeys.list() });
    },
  });
}
