import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { BudgetGroup } from '@mobilo/contract';
import { IconAlertTriangle, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../../lib/texts/budget-groups-texts';

interface GroupMembersProps {
  group: BudgetGroup;
  personioActive: boolean;
  onAdd: () => void;
  onRemove: (user: BudgetGroup['users'][number]) => void;
}

export function GroupMembers({ group, personioActive, onAdd, onRemove }: GroupMembersProps) {
  const { t } = useTranslation('budgetGroups');
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>
          {t('detail.users')} ({group.usersCount})
        </Text>
        <Button size="xs" variant="light" leftSection={<IconUserPlus size={16} />} onClick={onAdd}>
          {t('detail.addUsers')}
        </Button>
      </Group>
      {personioActive && (
        <Alert color="warning" icon={<IconAlertTriangle size={18} />}>
          {t('detail.personioWarning')}
        </Alert>
      )}
      {group.users.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('detail.noUsers')}
        </Text>
      )}
      {group.users.map((user) => {
        const name = `${user.firstName} ${user.lastName}`;
        return (
          <Group key={user.id} justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm">{name}</Text>
              {user.personalNumber && (
                <Text size="xs" c="dimmed">
                  {user.personalNumber}
                </Text>
              )}
            </div>
            <ActionIcon
              variant="subtle"
              color="danger"
              aria-label={t('detail.removeUser', { name })}
              onClick={() => onRemove(user)}
            >
              <IconUserMinus size={18} />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
