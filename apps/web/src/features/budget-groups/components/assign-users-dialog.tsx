import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { BudgetGroup } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignableUsers } from '../api/list-assignable-users';

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
  const candidates = useAssignableUsers(debounced);
  const members = new Set(group.users.map((user) => user.id));

  const toggle = (id: string) =>
    setPicked((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

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
                  description={user.email}
                  checked={assigned || picked.includes(user.id)}
                  disabled={assigned}
                  onChange={() => toggle(user.id)}
                />
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('detail.cancel')}
          </Button>
          <Button loading={pending} disabled={picked.length === 0} onClick={() => onAssign(picked)}>
            {t('dialogs.assignSubmit', { count: picked.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
