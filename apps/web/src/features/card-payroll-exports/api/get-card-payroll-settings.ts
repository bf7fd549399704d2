import { cardPayrollCalls, type CardPayrollSettings } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardPayrollKeys } from './keys';

/** GET /api/v3/card/payroll-settings */
export function getCardPayrollSettings(signal?: AbortSignal): Promise<CardPayrollSettings> {
  return api.call(cardPayrollCalls.settings, {}, { signal });
}

export function cardPayrollSettingsQueryOptions() {
  return queryOptions({
    queryKey: cardPayrollKeys.settings(),
    queryFn: ({ signal }) => getCardPayrollSettings(signal),
  });
}

export function useCardPayrollSettings() {
  return useQuery(cardPayrollSettingsQueryOptions());
}
