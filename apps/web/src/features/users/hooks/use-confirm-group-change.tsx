import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ManagedUser } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useBudgetGroupOptions } from '../api/list-budget-group-options';
import '../../../lib/texts/budget-groups-texts';

/**
 * Taking a user out of their budget group asks first, in the words of the budget group's own
 * dialogs: removing them, or moving them to another group. Joining a first group asks nothing.
 */
export function useConfirmGroupChange() {
  const { t } = useTranslation('budgetGroups');
  const groups = useBudgetGroupOptions();
  return (
    user: Pick<ManagedUser, 'firstName' | 'lastName' | 'budgetClass'>,
    nextId: string | null,
    save: () => void,
  ) => {
    const from = user.budgetClass;
    if (!from || from.id === nextId) return save();
    const name = `${user.firstName} ${user.lastName}`;
    const to = groups.data?.find((group) => group.value === nextId)?.label ?? '';
    modals.openConfirmModal({
      title: t(nextId ? 'dialogs.moveTitle' : 'dialogs.removeTitle'),
      children: (
        <Text size="sm">
          {nextId
            ? t('dialogs.moveText', { name, from: from.name, to })
            : t('dialogs.removeText', { name, group: from.name })}
        </Text>
      ),
      labels: { confirm: t(nextId ? 'dialogs.moveConfirm' : 'dialogs.removeConfirm'), cancel: t('detail.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: save,
    });
  };
}
