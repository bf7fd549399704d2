import { type CardSettings, type CardSettingsRequest, cardProgrammeCalls } from '@mobilo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { cardProgrammeKeys } from './keys';

/** GET /api/v3/card/settings */
export function getCardSettings(signal?: AbortSignal): Promise<CardSettings> {
  return api.call(cardProgrammeCalls.settings, {}, { signal });
}

export function cardSettingsQueryOptions() {
  return queryOptions({ queryKey: cardProgrammeKeys.settings(), queryFn: ({ signal }) => getCardSettings(signal) });
}

export function useCardSettings() {
  return useQuery(cardSettingsQueryOptions());
}

/** PUT /api/v3/card/settings, naming the version read in the body. */
export function updateCardSettings(body: CardSettingsRequest): Promise<CardSettings> {
  return api.call(cardProgrammeCalls.updateSettings, { body });
}

export function useUpdateCardSettings() {
  const queryClient = useQueryClient();
  const t = (key: string) => i18n.t(key as 'lists.name', { ns: 'card-programme' });
  return useMutation({
    mutationFn: updateCardSettings,
    onSuccess: (saved) => queryClient.setQueryData(cardProgrammeKeys.settings(), saved),
    meta: {
      changedMeanwhile: changedMeanwhile<CardSettings>({
        fields: (settings) => [
          { label: t('settings.failMode'), value: t(`settings.failModes.${settings.paymentControlFailMode}`) },
        ],
        reload: () => queryClient.invalidateQueries({ queryKey: cardProgrammeKeys.settings() }),
      }),
    },
  });
}
