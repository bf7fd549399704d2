import type { ManagedUser } from '@mobilo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { userKeys } from '../api/keys';
import '../users-texts';

type Label = 'firstName' | 'lastName' | 'email' | 'role' | 'personalNumber' | 'budgetClass' | 'budget';
const label = (key: Label) => i18n.t(`form.${key}`, { ns: 'users' });

/** A user's administration answers a stale version with the user as saved meanwhile. */
export function userChangedMeanwhile(queryClient: QueryClient) {
  return changedMeanwhile<ManagedUser>({
    fields: (user, f) => [
      { label: label('firstName'), value: user.firstName },
      { label: label('lastName'), value: user.lastName },
      { label: label('email'), value: user.email },
      { label: label('role'), value: i18n.t(`roles.${user.role.name}`, { ns: 'common' }) },
      { label: label('personalNumber'), value: user.personalNumber ?? '–' },
      { label: label('budgetClass'), value: user.budgetClass?.name ?? '–' },
      { label: label('budget'), value: f.money(user.budget, f.currency) },
      {
        label: i18n.t('list.columns.status', { ns: 'users' }),
        value: i18n.t(`status.${user.status}`, { ns: 'users' }),
      },
    ],
    reload: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
