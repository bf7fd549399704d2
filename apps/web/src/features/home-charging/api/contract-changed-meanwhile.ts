import type { ChargingContract } from '@mobilo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { chargingKeys } from './keys';

const label = (key: 'name' | 'supplier' | 'status') => i18n.t(`contract.${key}`, { ns: 'home-charging' });

/** A decision on a contract answers a stale version with the contract as decided meanwhile. */
export function contractChangedMeanwhile(queryClient: QueryClient) {
  return changedMeanwhile<ChargingContract>({
    fields: (contract) => [
      { label: label('name'), value: `${contract.firstName} ${contract.lastName}` },
      { label: label('supplier'), value: contract.supplier },
      { label: label('status'), value: i18n.t(`status.${contract.status}`, { ns: 'home-charging' }) },
    ],
    reload: () => queryClient.invalidateQueries({ queryKey: chargingKeys.all }),
  });
}
