import type { CardAllowedList } from '@mobilo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { cardProgrammeKeys } from './keys';

const t = (key: string) => i18n.t(key as 'lists.name', { ns: 'card-programme' });

/** A list saved over a stale version answers with the list as it is now. */
export function allowedListChangedMeanwhile(queryClient: QueryClient) {
  return changedMeanwhile<CardAllowedList>({
    fields: (list) => [
      { label: t('lists.name'), value: list.name },
      { label: t('lists.categories'), value: list.merchantCategoryCodes.join(', ') || '–' },
      { label: t('lists.merchants'), value: list.merchantNames.join(', ') || '–' },
    ],
    reload: () => queryClient.invalidateQueries({ queryKey: cardProgrammeKeys.allowedLists() }),
  });
}
