import { Suspense, useState } from 'react';
import { WhenOpened } from '../../../components/when-opened';
import { lazyNamed } from '../../../lib/lazy-named';
import type { LegalDialog } from './legal-dialogs';
import { UserMenuButton } from './user-menu-button';

// The menu (with Mantine's popover and the floating-ui positioning, about 30 kB gzipped) loads
// after the first paint; until then its button shows, and a press on it opens the menu once there.
const UserMenuWithDropdown = lazyNamed(() => import('./user-menu-dropdown'), 'UserMenuWithDropdown');
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
  const [dialog, setDialog] = useState<'changelog' | 'licences' | LegalDialog | null>(null);
  const [pressedEarly, setPressedEarly] = useState(false);
  const closeDialog = () => setDialog(null);
  const legalDialog = dialog === 'terms' || dialog === 'privacy' || dialog === 'imprint' ? dialog : null;

  return (
    <>
      <Suspense fallback={<UserMenuButton aria-haspopup="menu" onClick={() => setPressedEarly(true)} />}>
        <UserMenuWithDropdown onLogout={onLogout} actions={actions} onDialog={setDialog} defaultOpened={pressedEarly} />
      </Suspense>
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
