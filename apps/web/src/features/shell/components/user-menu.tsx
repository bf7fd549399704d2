import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconFileText, IconLicense, IconLogout, IconNews, IconScale, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/auth-context';
import { ChangelogDialog } from './changelog-dialog';
import { LicencesDialog } from './licences-dialog';

export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const [dialog, setDialog] = useState<'changelog' | 'licences' | null>(null);
  const closeDialog = () => setDialog(null);
  const publicPage = (href: string) => ({ component: 'a' as const, href, target: '_blank', rel: 'noopener' });

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={240}>
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
          <Menu.Item leftSection={<IconScale size={16} aria-hidden />} {...publicPage(paths.auth.termsConditions.href())}>
            {t('userMenu.terms')}
          </Menu.Item>
          <Menu.Item leftSection={<IconShieldLock size={16} aria-hidden />} {...publicPage(paths.auth.privacyPolicy.href())}>
            {t('userMenu.privacy')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileText size={16} aria-hidden />} {...publicPage(paths.auth.imprint.href())}>
            {t('userMenu.imprint')}
          </Menu.Item>
          <Menu.Item leftSection={<IconLicense size={16} aria-hidden />} onClick={() => setDialog('licences')}>
            {t('userMenu.licences')}
          </Menu.Item>
          <Menu.Item leftSection={<IconNews size={16} aria-hidden />} onClick={() => setDialog('changelog')}>
            {t('userMenu.changelog')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
            {t('userMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangelogDialog opened={dialog === 'changelog'} onClose={closeDialog} />
      <LicencesDialog opened={dialog === 'licences'} onClose={closeDialog} />
    </>
  );
}
