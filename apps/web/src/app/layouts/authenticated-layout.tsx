import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { ImpersonationSwitcher } from '../../features/auth/components/impersonation-switcher';
import { ChangePasswordDialog } from '../../features/profile/components/change-password-dialog';
import { LanguageTimezoneDialog } from '../../features/profile/components/language-timezone-dialog';
import { ProfileDialog } from '../../features/profile/components/profile-dialog';
import { ShellHeader } from '../../features/shell/components/shell-header';
import { ShellNavbar } from '../../features/shell/components/shell-navbar';

/** Below this breakpoint (sm = 768 px) the side menu collapses behind the burger. */
const mobileBreakpoint = 'sm';

type Dialog = 'profile' | 'password' | 'settings' | null;

export function AuthenticatedLayout() {
  const [navigationOpened, navigation] = useDisclosure(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const navigate = useNavigate();
  const logout = useLogout({ onSettled: () => void navigate(paths.auth.login.href(), { replace: true }) });
  const close = () => setDialog(null);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: mobileBreakpoint, collapsed: { mobile: !navigationOpened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <ShellHeader
          navigationOpened={navigationOpened}
          onToggleNavigation={navigation.toggle}
          onLogout={() => logout.mutate()}
          userMenuActions={{
            onProfile: () => setDialog('profile'),
            onChangePassword: () => setDialog('password'),
            onLanguageAndTimezone: () => setDialog('settings'),
          }}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <ShellNavbar onNavigate={navigation.close} footer={<ImpersonationSwitcher />} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <ProfileDialog opened={dialog === 'profile'} onClose={close} onChangePassword={() => setDialog('password')} />
      <ChangePasswordDialog opened={dialog === 'password'} onClose={close} />
      {dialog === 'settings' ? <LanguageTimezoneDialog opened onClose={close} /> : null}
    </AppShell>
  );
}
