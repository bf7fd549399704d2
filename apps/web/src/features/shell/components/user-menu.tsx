import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth-context';

export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={fullName} title={t('userMenu.label')}>
          <Group gap={6} wrap="nowrap">
            <Avatar size={30} radius="xl" color="secondary" aria-hidden>
              {initials}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" truncate maw={180} aria-hidden>
              {fullName}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
