import { Switch } from '@mantine/core';
import type { ManagedUser } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useSetPersonioManaged } from '../api/set-personio-managed';
import '../users-texts';

/** For a user Personio keeps: whether the sync leaves them alone (kept by hand here). */
export function PersonioManagedSwitch({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('users');
  const change = useSetPersonioManaged(user.id);
  return (
    <Switch
      label={t('detail.personioManagedByHand')}
      description={t('detail.personioManagedByHandHint')}
      checked={user.personioManagedByHand}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
    />
  );
}
