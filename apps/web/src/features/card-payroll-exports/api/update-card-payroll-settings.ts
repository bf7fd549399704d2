import { cardPayrollCalls, type CardPayrollSettings, type CardPayrollSettingsRequest } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { cardPayrollKeys } from './keys';

type WageTypes = Omit<CardPayrollSettingsRequest, 'version'>;
export const cardWageTypeFields = [
  'sachbezugWageTypeNumber',
  'flat37bWageTypeNumber',
  'taxableWageTypeNumber',
] as const;

/** PUT /api/v3/card/payroll-settings: the wage types payroll books the card's loads on, naming the version read. */
export function updateCardPayrollSettings(body: WageTypes, version: number): Promise<CardPayrollSettings> {
  return api.call(cardPayrollCalls.updateSettings, { body, version });
}

const t = (key: string) => i18n.t(key as 'wageTypes.title', { ns: 'card-payroll-exports' });

export function useUpdateCardPayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: WageTypes; version: number }) => updateCardPayrollSettings(body, version),
    onSuccess: (saved) => {
      queryClient.setQueryData(cardPayrollKeys.settings(), saved);
      // A month not invoiced yet shows its lines on the wage types as they are now.
      void queryClient.invalidateQueries({ queryKey: cardPayrollKeys.monthDetails() });
    },
    meta: {
      changedMeanwhile: changedMeanwhile<CardPayrollSettings>({
        fields: (current) =>
          cardWageTypeFields.map((field) => ({
            label: t(`wageTypes.${field}`),
            value: current[field]?.toString() ?? '–',
          })),
        reload: (current) => queryClient.setQueryData(cardPayrollKeys.settings(), current),
      }),
    },
  });
}
