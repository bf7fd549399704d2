import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { ShellHeader } from '../../features/shell/components/shell-header';
import { ShellNavbar } from '../../features/shell/components/shell-navbar';

/** Below this breakpoint (sm = 768 px) the side menu collapses behind the burger. */
const mobileBreakpoint = 'sm';

export function AuthenticatedLayout() {
  const [navigationOpened, navigation] = useDisclosure(false);
  const navigate = useNavigate();
  const logout = useLogout({ onSettled: () => void navigate(paths.auth.login.href(), { replace: true }) });

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
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <ShellNavbar onNavigate={navigation.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
