import { Alert, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import type { BudgetGroup } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignableUsers } from '../api/list-assignable-users';
import '../../../lib/texts/budget-groups-texts';

interface AssignUsersDialogProps {
  group: BudgetGroup;
  pending: boolean;
  onClose: () => void;
  onAssign: (userIds: string[]) => void;
}

/** Deactivated users are not offered; members are shown checked and disabled, as assigned. */
export function AssignUsersDialog({ group, pending, onClose, onAssign }: AssignUsersDialogProps) {
  const { t } = useTranslation('budgetGroups');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<string[]>([]);
  // Where each picked user is now: adding them here takes them out of that group.
  const [leaving, setLeaving] = useState<Record<string, string>>({});
  const candidates = useAssignableUsers(debounced);
  const members = new Set(group.users.map((user) => user.id));

  const toggle = (id: string, currentGroup: string | null) => {
    const adding = !picked.includes(id);
    setPicked((current) => (adding ? [...current, id] : current.filter((x) => x !== id)));
    setLeaving((current) => {
      const { [id]: _left, ...rest } = current;
      return adding && currentGroup ? { ...rest, [id]: currentGroup } : rest;
    });
  };
  const moves = Object.keys(leaving).length;

  return (
    <Modal opened onClose={onClose} title={t('dialogs.assignTitle', { name: group.name })}>
      <Stack>
        <TextInput
          label={t('dialogs.assignSearch')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        <ScrollArea.Autosize mah={320}>
          <Stack gap="xs">
            {candidates.data?.users.length === 0 && <Text c="dimmed">{t('dialogs.assignNone')}</Text>}
            {candidates.data?.users.map((user) => {
              const assigned = members.has(user.id);
              const name = `${user.firstName} ${user.lastName}`;
              return (
                <Checkbox
                  key={user.id}
                  label={assigned ? `${name} (${t('dialogs.assignAssigned')})` : name}
                  description={
                    !assigned && user.budgetClass
                      ? t('dialogs.assignCurrentGroup', { email: user.email, group: user.budgetClass.name })
                      : user.email
                  }
                  checked={assigned || picked.includes(user.id)}
                  disabled={assigned}
                  onChange={() => toggle(user.id, user.budgetClass?.name ?? null)}
                />
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
        {moves > 0 && (
          <Alert color="warning" icon={<IconArrowsExchange size={18} />} data-testid="assign-moves">
            {t('dialogs.assignMoves', { count: moves, groups: [...new Set(Object.values(leaving))].join(', ') })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('detail.cancel')}
          </Button>
          <Button loading={pending} disabled={picked.length === 0} onClick={() => onAssign(picked)}>
            {moves > 0
              ? t('dialogs.assignMoveSubmit', { count: picked.length })
              : t('dialogs.assignSubmit', { count: picked.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
