import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LoadingIndicator } from '../../components/load-state';
import { paths } from '../../config/paths';
import { useAppInfo } from '../../lib/app-info';
import { useLogout } from '../../features/auth/api/logout';
import { ImpersonationBanner } from '../../features/auth/components/impersonation-banner';
import { ImpersonationSwitcher } from '../../features/auth/components/impersonation-switcher';
import { useFeatureFlag } from '../../lib/feature-flags';
import { ChangePasswordDialog } from '../../features/profile/components/change-password-dialog';
import { LanguageTimezoneDialog } from '../../features/profile/components/language-timezone-dialog';
import { LinkAccountDialog } from '../../features/profile/components/link-account-dialog';
import { ProfileDialog } from '../../features/profile/components/profile-dialog';
import { MyReminderSettings } from '../../features/reminders/components/my-reminder-settings';
import { ShellHeader } from '../../features/shell/components/shell-header';
import { ShellNavbar } from '../../features/shell/components/shell-navbar';
import { TrialChatWidget } from '../../features/shell/components/trial-chat-widget';
import { CardMembershipDialogs } from '../../features/shell/components/card-membership-dialogs';
import { PrivacyAcceptanceDialog } from '../../features/shell/components/privacy-acceptance-dialog';
import { useApplyCompanyStyle } from '../../features/branding/hooks/use-apply-company-style';
import { useSessionUser } from '../../lib/auth-context';
import { CompanyExportDialog } from '../../features/offboarding/components/company-export-dialog';
import { ExportProgressBar } from '../../features/offboarding/components/export-progress-bar';
import { CompanyExportProvider } from '../../features/offboarding/hooks/company-export-context';

// Only touch screens show it; no page waits for it.
const InstallHint = lazy(() =>
  import('../../features/installed-app/components/install-hint').then((module) => ({ default: module.InstallHint })),
);

/** Below this breakpoint (sm = 768 px) the side menu collapses behind the burger. */
const mobileBreakpoint = 'sm';

type Dialog = 'profile' | 'password' | 'settings' | 'link' | 'export' | null;

/** The company data export: admins and card admins, behind its flag (specification §2 top bar). */
function useCompanyDataExportOffered(): boolean {
  const user = useSessionUser();
  const flag = useFeatureFlag('DOWNLOAD_COMPANY_DATA');
  return flag.data === true && (user.role.name === 'ADMIN' || user.role.name === 'CARD_ADMIN');
}

/** Linking the city login is offered behind its flag and for some company email domains only. */
function useCityLoginOffered(): boolean {
  const user = useSessionUser();
  const flag = useFeatureFlag('CITY_LOGIN');
  const appInfo = useAppInfo();
  const domain = user.email.slice(user.email.lastIndexOf('@') + 1).toLowerCase();
  return flag.data === true && (appInfo.data?.cityLoginEmailDomains.includes(domain) ?? false);
}

export function AuthenticatedLayout() {
  const { t } = useTranslation('shell');
  const [navigationOpened, navigation] = useDisclosure(false);
  const style = useApplyCompanyStyle();
  const [dialog, setDialog] = useState<Dialog>(null);
  const navigate = useNavigate();
  const logout = useLogout({ onSettled: () => void navigate(paths.auth.login.href(), { replace: true }) });
  const close = () => setDialog(null);
  const cityLoginOffered = useCityLoginOffered();
  const exportOffered = useCompanyDataExportOffered();
  const { t: tOffboarding } = useTranslation('offboarding');

  return (
    <CompanyExportProvider>
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
            userMenuActions={{
              onProfile: () => setDialog('profile'),
              onChangePassword: () => setDialog('password'),
              onLanguageAndTimezone: () => setDialog('settings'),
              onLinkAccount: cityLoginOffered ? () => setDialog('link') : undefined,
              onCompanyDataExport: exportOffered ? () => setDialog('export') : undefined,
              companyDataExportLabel: tOffboarding('menu'),
            }}
          />
        </AppShell.Header>
        <AppShell.Navbar aria-label={t('navigation.label')}>
          <ShellNavbar
            onNavigate={navigation.close}
            hideCompanyName={style?.hideCompanyName ?? false}
            footer={<ImpersonationSwitcher />}
          />
        </AppShell.Navbar>
        <AppShell.Main>
          <ImpersonationBanner />
          <Suspense fallback={null}>
            <InstallHint />
          </Suspense>
          <Suspense fallback={<LoadingIndicator />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
        <TrialChatWidget />
        <CardMembershipDialogs />
        <ProfileDialog opened={dialog === 'profile'} onClose={close} onChangePassword={() => setDialog('password')}>
          <MyReminderSettings />
        </ProfileDialog>
        <ChangePasswordDialog opened={dialog === 'password'} onClose={close} />
        {dialog === 'settings' ? <LanguageTimezoneDialog opened onClose={close} /> : null}
        <LinkAccountDialog opened={dialog === 'link'} onClose={close} />
        {exportOffered ? <CompanyExportDialog opened={dialog === 'export'} onClose={close} /> : null}
        <ExportProgressBar hidden={dialog === 'export'} />
        <PrivacyAcceptanceDialog onSignOut={() => logout.mutate()} signingOut={logout.isPending} />
      </AppShell>
    </CompanyExportProvider>
  );
}
