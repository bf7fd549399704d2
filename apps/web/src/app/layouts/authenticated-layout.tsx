import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { ShellHeader } from '../../features/shell/components/shell-header';
import { ShellNavbar } from '../../features/shell/components/shell-navbar';
import { TrialChatWidget } from '../../features/shell/components/trial-chat-widget';
import { useApplyCompanyStyle } from '../../features/branding/hooks/use-apply-company-style';

/** Below this breakpoint (sm = 768 px) the side menu collapses behind the burger. */
const mobileBreakpoint = 'sm';

export function AuthenticatedLayout() {
  const { t } = useTranslation('shell');
  const [navigationOpened, navigation] = useDisclosure(false);
  const style = useApplyCompanyStyle();
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
          logo={style?.logoLight ?? null}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('navigation.label')}>
        <ShellNavbar onNavigate={navigation.close} hideCompanyName={style?.hideCompanyName ?? false} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <TrialChatWidget />
    </AppShell>
  );
}
