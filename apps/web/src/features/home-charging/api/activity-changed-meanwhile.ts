import type { ChargingActivity } from '@mobilo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { chargingKeys } from './keys';

const label = (key: 'name' | 'month' | 'status') => i18n.t(`activity.${key}`, { ns: 'home-charging' });

/** A decision on an activity answers a stale version with the activity as decided meanwhile. */
export function activityChangedMeanwhile(queryClient: QueryClient) {
  return changedMeanwhile<ChargingActivity>({
    fields: (activity, f) => [
      { label: label('name'), value: `${activity.firstName} ${activity.lastName}` },
      { label: label('month'), value: f.period(activity.month.replace('-', '')) },
      { label: label('status'), value: i18n.t(`status.${activity.status}`, { ns: 'home-charging' }) },
    ],
    reload: () => queryClient.invalidateQueries({ queryKey: chargingKeys.all }),
  });
}
