import { type ChargingSettings, homeChargingCalls, type UpdateChargingSettings } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** PUT /api/v3/home-charging/settings: the wage types payroll books the refunds on. */
export function updateChargingSettings(body: UpdateChargingSettings): Promise<ChargingSettings> {
  return api.call(homeChargingCalls.updateSettings, { body });
}

export function useUpdateChargingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChargingSettings,
    onSuccess: (saved) => queryClient.setQueryData(chargingKeys.settings(), saved),
  });
}
