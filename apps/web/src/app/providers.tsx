import '@mantine/core/styles.css';
import './reduced-motion.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrandingProvider, useBranding } from '../lib/branding';
import { i18n } from '../lib/i18n';
import { accessibleColours, themeFor } from './theme';

// The toasts' container loads after the first page; a toast shown before it is there waits in
// Mantine's store and appears when it mounts.
const AppNotifications = lazy(() =>
  import('./app-notifications').then((module) => ({ default: module.AppNotifications })),
);

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' switches off transitions and portals so that tests see the final state at once. */
  env?: 'default' | 'test';
}

/**
 * The providers of every page. The app's dialogs (`ScreenProviders`) wrap the authenticated
 * layout instead, so that the login page does not load them.
 */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrandingProvider>
          <BrandedMantineProvider env={env}>
            <LocalisedDates>
              <Suspense fallback={null}>
                <AppNotifications />
              </Suspense>
              {children}
            </LocalisedDates>
          </BrandedMantineProvider>
        </BrandingProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The theme follows the signed-in company's colours (spec 001 §1: applied on entering the app). */
function BrandedMantineProvider({ env, children }: { env: 'default' | 'test'; children: ReactNode }) {
  const { style } = useBranding();
  const { t } = useTranslation();
  const closeLabel = t('close');
  const theme = useMemo(() => themeFor(style, closeLabel), [style, closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColours} defaultColorScheme="light" env={env}>
      {children}
    </MantineProvider>
  );
}

/** Calendars in the interface language (month names, first day of the week). */
function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const locale = current.resolvedLanguage === 'de' ? 'de' : 'en';
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
