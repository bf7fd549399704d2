import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconBuilding,
  IconChevronDown,
  IconDatabaseExport,
  IconFileText,
  IconKey,
  IconLanguage,
  IconLicense,
  IconLink,
  IconLogout,
  IconNews,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth-context';
import { WhenOpened } from '../../../components/when-opened';
import { lazyNamed } from '../../../lib/lazy-named';
import type { LegalDialog } from './legal-dialogs';
import '../shell-texts';

// The menu's dialogs load when first opened.
const ChangelogDialog = lazyNamed(() => import('./changelog-dialog'), 'ChangelogDialog');
const LicencesDialog = lazyNamed(() => import('./licences-dialog'), 'LicencesDialog');
const LegalDialogs = lazyNamed(() => import('./legal-dialogs'), 'LegalDialogs');

/** The dialogs behind the menu belong to other features; the app passes in how to open them. */
export interface UserMenuActions {
  onProfile: () => void;
  onChangePassword: () => void;
  onLanguageAndTimezone: () => void;
  /** Only when the city login is offered to this user. */
  onLinkAccount?: (() => void) | undefined;
  /** Only for those who may export the company's data. */
  onCompanyDataExport?: (() => void) | undefined;
  companyDataExportLabel?: string;
}

export function UserMenu({ onLogout, actions }: { onLogout: () => void; actions: UserMenuActions }) {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const [dialog, setDialog] = useState<'changelog' | 'licences' | LegalDialog | null>(null);
  // From the sm breakpoint (48em) the name shows beside the avatar.
  const wide = useMediaQuery('(min-width: 48em)');
  const closeDialog = () => setDialog(null);
  const legal = [
    { dialog: 'terms', label: t('userMenu.terms'), icon: IconFileText },
    { dialog: 'privacy', label: t('userMenu.privacy'), icon: IconShieldLock },
    { dialog: 'imprint', label: t('userMenu.imprint'), icon: IconBuilding },
  ] as const;
  const legalDialog = dialog === 'terms' || dialog === 'privacy' || dialog === 'imprint' ? dialog : null;

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={240}>
        <Menu.Target>
          {/* Named by the user's name it shows (on a phone hidden from view, not from screen readers). */}
          <UnstyledButton title={t('userMenu.label')}>
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
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.email}</Menu.Label>
          <Menu.Item leftSection={<IconUser size={16} aria-hidden />} onClick={actions.onProfile}>
            {t('userMenu.profile')}
          </Menu.Item>
          {user.onlyExternalAuthentication ? null : (
            <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={actions.onChangePassword}>
              {t('userMenu.changePassword')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconLanguage size={16} aria-hidden />} onClick={actions.onLanguageAndTimezone}>
            {t('userMenu.languageAndTimezone')}
          </Menu.Item>
          {actions.onLinkAccount ? (
            <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={actions.onLinkAccount}>
              {t('userMenu.linkAccount')}
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          {legal.map(({ dialog: name, label, icon: Icon }) => (
            <Menu.Item key={name} leftSection={<Icon size={16} aria-hidden />} onClick={() => setDialog(name)}>
              {label}
            </Menu.Item>
          ))}
          <Menu.Item leftSection={<IconLicense size={16} aria-hidden />} onClick={() => setDialog('licences')}>
            {t('userMenu.licences')}
          </Menu.Item>
          {actions.onCompanyDataExport ? (
            <Menu.Item leftSection={<IconDatabaseExport size={16} aria-hidden />} onClick={actions.onCompanyDataExport}>
              {actions.companyDataExportLabel}
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconNews size={16} aria-hidden />} onClick={() => setDialog('changelog')}>
            {t('userMenu.changelog')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
            {t('userMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <WhenOpened opened={dialog === 'changelog'}>
        <ChangelogDialog opened={dialog === 'changelog'} onClose={closeDialog} />
      </WhenOpened>
      <WhenOpened opened={dialog === 'licences'}>
        <LicencesDialog opened={dialog === 'licences'} onClose={closeDialog} />
      </WhenOpened>
      <WhenOpened opened={legalDialog !== null}>
        <LegalDialogs opened={legalDialog} onClose={closeDialog} />
      </WhenOpened>
    </>
  );
}
