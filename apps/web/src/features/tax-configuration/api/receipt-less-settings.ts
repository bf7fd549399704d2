import { type ReceiptLessSettings, receiptLessCalls, type UpdateReceiptLessSettings } from '@mobilo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';

export const receiptLessSettingsKeys = { company: ['receipt-less-settings', 'company'] as const };

/** GET /api/v3/company/receipt-less-settings */
export function getReceiptLessSettings(signal?: AbortSignal): Promise<ReceiptLessSettings> {
  return api.call(receiptLessCalls.settings, undefined, { signal });
}

export function useReceiptLessSettings() {
  return useQuery(
    queryOptions({
      queryKey: receiptLessSettingsKeys.company,
      queryFn: ({ signal }) => getReceiptLessSettings(signal),
      meta: { notifyOnError: false },
    }),
  );
}

/** PUT /api/v3/company/receipt-less-settings, naming the version the form was filled from (docs/adr/0022). */
export function updateReceiptLessSettings(
  body: Omit<UpdateReceiptLessSettings, 'version'>,
  version: number,
): Promise<ReceiptLessSettings> {
  return api.call(receiptLessCalls.updateSettings, { body, version });
}

export function useUpdateReceiptLessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: Omit<UpdateReceiptLessSettings, 'version'>; version: number }) =>
      updateReceiptLessSettings(body, version),
    onSuccess: (saved) => queryClient.setQueryData(receiptLessSettingsKeys.company, saved),
    meta: {
      changedMeanwhile: changedMeanwhile<ReceiptLessSettings>({
        fields: (current, f) => {
          const t = (key: string) =>
            i18n.t(key as 'settings.allowed', { ns: 'receipt-less', currency: f.currency, max: '' });
          return [
            {
              label: t('settings.allowed'),
              value: i18n.t(current.allowed ? 'changedMeanwhile.fields.yes' : 'changedMeanwhile.fields.no', {
                ns: 'common',
              }),
            },
            { label: t('settings.limitPerExpense'), value: f.money(current.limitPerExpense) },
            { label: t('settings.limitPerMonth'), value: f.money(current.limitPerMonth) },
          ];
        },
        reload: (current) => queryClient.setQueryData(receiptLessSettingsKeys.company, current),
      }),
    },
  });
}
