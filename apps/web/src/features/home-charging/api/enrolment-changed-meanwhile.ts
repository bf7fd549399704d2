import type { HomeChargingUser } from '@mobilo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { chargingKeys } from './keys';

const t = (key: string) => i18n.t(key as 'users.type', { ns: 'home-charging' });

/** An enrolment saved over a stale version answers with the employee's enrolment as it is now. */
export function enrolmentChangedMeanwhile(queryClient: QueryClient) {
  return changedMeanwhile<HomeChargingUser>({
    fields: (user) => [
      { label: t('users.name'), value: `${user.firstName} ${user.lastName}` },
      { label: t('users.type'), value: user.type ? t(`users.types.${user.type}`) : t('users.notEnrolled') },
      { label: t('users.carKind'), value: user.carKind ? t(`users.carKinds.${user.carKind}`) : '–' },
      { label: t('users.meterIds'), value: user.meterIds.join(', ') || '–' },
    ],
    reload: () => queryClient.invalidateQueries({ queryKey: chargingKeys.users() }),
  });
}
