import { Menu } from '@mantine/core';
import {
  IconBuilding,
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
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth-context';
import type { LegalDialog } from './legal-dialogs';
import { UserMenuButton } from './user-menu-button';
import type { UserMenuActions } from './user-menu';
import '../shell-texts';

export interface UserMenuWithDropdownProps {
  onLogout: () => void;
  actions: UserMenuActions;
  /** The menu's own dialogs (changelog, licences, legal texts), which stay when the menu closes. */
  onDialog: (dialog: 'changelog' | 'licences' | LegalDialog) => void;
  /** Opens at once: the button was pressed before the menu's code was there. */
  defaultOpened: boolean;
}

/** The user menu with its entries (spec 001 §2 top bar); user-menu.tsx loads it after the first paint. */
export function UserMenuWithDropdown({ onLogout, actions, onDialog, defaultOpened }: UserMenuWithDropdownProps) {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const legal = [
    { dialog: 'terms', label: t('userMenu.terms'), icon: IconFileText },
    { dialog: 'privacy', label: t('userMenu.privacy'), icon: IconShieldLock },
    { dialog: 'imprint', label: t('userMenu.imprint'), icon: IconBuilding },
  ] as const;

  return (
    <Menu position="bottom-end" shadow="md" width={240} defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton />
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
        {legal.map(({ dialog, label, icon: Icon }) => (
          <Menu.Item key={dialog} leftSection={<Icon size={16} aria-hidden />} onClick={() => onDialog(dialog)}>
            {label}
          </Menu.Item>
        ))}
        <Menu.Item leftSection={<IconLicense size={16} aria-hidden />} onClick={() => onDialog('licences')}>
          {t('userMenu.licences')}
        </Menu.Item>
        {actions.onCompanyDataExport ? (
          <Menu.Item leftSection={<IconDatabaseExport size={16} aria-hidden />} onClick={actions.onCompanyDataExport}>
            {actions.companyDataExportLabel}
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconNews size={16} aria-hidden />} onClick={() => onDialog('changelog')}>
          {t('userMenu.changelog')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
