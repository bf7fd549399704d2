import { type ChargingSettings, homeChargingCalls, type UpdateChargingSettings } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { chargingKeys } from './keys';

type WageTypes = Omit<UpdateChargingSettings, 'version'>;

/** PUT /api/v3/home-charging/settings: the wage types payroll books the refunds on, naming the version read. */
export function updateChargingSettings(body: WageTypes, version: number): Promise<ChargingSettings> {
  return api.call(homeChargingCalls.updateSettings, { body, version });
}

const t = (key: string) => i18n.t(key as 'wageTypes.title', { ns: 'home-charging' });

export function useUpdateChargingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: WageTypes; version: number }) => updateChargingSettings(body, version),
    onSuccess: (saved) => queryClient.setQueryData(chargingKeys.settings(), saved),
    meta: {
      changedMeanwhile: changedMeanwhile<ChargingSettings>({
        fields: (current) =>
          (['taxFreeWageTypeNumber', 'taxableWageTypeNumber'] as const).map((field) => ({
            label: t(`wageTypes.${field}`),
            value: current[field]?.toString() ?? '–',
          })),
        reload: (current) => queryClient.setQueryData(chargingKeys.settings(), current),
      }),
    },
  });
}
