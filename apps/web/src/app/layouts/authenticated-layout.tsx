import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { mustAcceptPrivacyPolicy } from '@mobilo/contract';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LoadingIndicator } from '../../components/load-state';
import { paths } from '../../config/paths';
import { useAppInfo } from '../../lib/app-info';
import { useLogout } from '../../features/auth/api/logout';
import { ImpersonationBanner } from '../../features/auth/components/impersonation-banner';
import { useFeatureFlag } from '../../lib/feature-flags';
import { ShellHeader } from '../../features/shell/components/shell-header';
import { ShellNavbar } from '../../features/shell/components/shell-navbar';
import { useApplyCompanyStyle } from '../../features/branding/hooks/use-apply-company-style';
import { useSession, useSessionUser } from '../../lib/auth-context';
import { WhenOpened } from '../../components/when-opened';
import { ExportProgressBar } from '../../features/offboarding/components/export-progress-bar';
import { CompanyExportProvider } from '../../features/offboarding/hooks/company-export-context';
import '../../features/shell/shell-texts';
import { ScreenProviders } from '../screen-providers';
import * as Dialogs from './shell-dialogs';
import '../../features/offboarding/offboarding-texts';

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
  const { user, impersonator } = useSession();
  const mustAcceptPrivacy = impersonator === null && mustAcceptPrivacyPolicy(user);

  return (
    <ScreenProviders>
      <CompanyExportProvider>
        <AppShell
          header={{ height: 56 }}
          // 280: a submenu's entries sit 64 px in (spec 001 §2), and German compounds such as
          // "Kartenverwaltung" and "Auszahlungspläne" are single words that must fit beside their icon.
          navbar={{ width: 280, breakpoint: mobileBreakpoint, collapsed: { mobile: !navigationOpened } }}
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
              footer={
                <Suspense fallback={null}>
                  <Dialogs.ImpersonationSwitcher />
                </Suspense>
              }
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
          <WhenOpened opened={user.isTrial}>
            <Dialogs.TrialChatWidget />
          </WhenOpened>
          <Suspense fallback={null}>
            <Dialogs.CardMembershipDialogs />
          </Suspense>
          <WhenOpened opened={dialog === 'profile'}>
            <Dialogs.ProfileDialog
              opened={dialog === 'profile'}
              onClose={close}
              onChangePassword={() => setDialog('password')}
            >
              <Dialogs.MyReminderSettings />
            </Dialogs.ProfileDialog>
          </WhenOpened>
          <WhenOpened opened={dialog === 'password'}>
            <Dialogs.ChangePasswordDialog opened={dialog === 'password'} onClose={close} />
          </WhenOpened>
          {dialog === 'settings' ? (
            <Suspense fallback={null}>
              <Dialogs.LanguageTimezoneDialog opened onClose={close} />
            </Suspense>
          ) : null}
          <WhenOpened opened={dialog === 'link'}>
            <Dialogs.LinkAccountDialog opened={dialog === 'link'} onClose={close} />
          </WhenOpened>
          {exportOffered ? (
            <WhenOpened opened={dialog === 'export'}>
              <Dialogs.CompanyExportDialog opened={dialog === 'export'} onClose={close} />
            </WhenOpened>
          ) : null}
          <ExportProgressBar hidden={dialog === 'export'} />
          <WhenOpened opened={mustAcceptPrivacy}>
            <Dialogs.PrivacyAcceptanceDialog onSignOut={() => logout.mutate()} signingOut={logout.isPending} />
          </WhenOpened>
        </AppShell>
      </CompanyExportProvider>
    </ScreenProviders>
  );
}
