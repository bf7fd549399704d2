import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth-context';
import '../shell-texts';

/**
 * The header's button that opens the user menu: the avatar, and from the sm breakpoint (48em) the
 * name beside it. Named by the user's name it shows (on a phone hidden from view, not from screen
 * readers). Takes the menu's ref and handlers, so that the menu can use it as its target.
 */
export function UserMenuButton(props: Omit<ComponentPropsWithRef<'button'>, 'style'>) {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const wide = useMediaQuery('(min-width: 48em)');
  return (
    <UnstyledButton title={t('userMenu.label')} {...props}>
      <Group gap={6} wrap="nowrap">
        <Avatar size={30} radius="xl" color="secondary" aria-hidden>
          {initials}
        </Avatar>
        {wide ? (
          <Text size="sm" fw={500} truncate maw={180}>
            {fullName}
          </Text>
        ) : (
          <VisuallyHidden>{fullName}</VisuallyHidden>
        )}
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
