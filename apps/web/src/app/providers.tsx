import { DatesProvider } from '@mantine/dates';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrandingProvider, useBranding } from '../lib/branding';
import { i18n } from '../lib/i18n';
import { ThemeProvider } from './theme-provider';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' switches off transitions and portals so that tests see the final state at once. */
  env?: 'default' | 'test';
}

/**
 * The providers of every screen of the app. The app's dialogs (`ScreenProviders`) wrap the
 * authenticated layout instead, so that the sign-in screens do not load them; the sign-in page
 * itself is an entry of its own (`sign-in-app.tsx`).
 */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrandingProvider>
          <BrandedThemeProvider env={env}>
            <LocalisedDates>{children}</LocalisedDates>
          </BrandedThemeProvider>
        </BrandingProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The theme follows the signed-in company's colours (spec 001 §1: applied on entering the app). */
function BrandedThemeProvider({ env, children }: { env: 'default' | 'test'; children: ReactNode }) {
  const { style } = useBranding();
  return (
    <ThemeProvider style={style} env={env}>
      {children}
    </ThemeProvider>
  );
}

/** Calendars in the interface language (month names, first day of the week). */
function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const locale = current.resolvedLanguage === 'de' ? 'de' : 'en';
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
