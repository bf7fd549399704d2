import { type ChargingSettings, homeChargingCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chargingKeys } from './keys';

/** GET /api/v3/home-charging/settings */
export function getChargingSettings(signal?: AbortSignal): Promise<ChargingSettings> {
  return api.call(homeChargingCalls.settings, {}, { signal });
}

export function chargingSettingsQueryOptions() {
  return queryOptions({ queryKey: chargingKeys.settings(), queryFn: ({ signal }) => getChargingSettings(signal) });
}

export function useChargingSettings() {
  return useQuery(chargingSettingsQueryOptions());
}
