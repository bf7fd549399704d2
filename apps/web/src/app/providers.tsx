import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import 'dayjs/locale/de';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrandingProvider, useBranding } from '../lib/branding';
import { i18n } from '../lib/i18n';
import { accessibleColours, themeFor } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' switches off transitions and portals so that tests see the final state at once. */
  env?: 'default' | 'test';
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrandingProvider>
          <BrandedMantineProvider env={env}>
            <LocalisedDates>
              <ModalsProvider>
                <AppNotifications />
                {children}
              </ModalsProvider>
            </LocalisedDates>
          </BrandedMantineProvider>
        </BrandingProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * Toasts never cover a form's actions. Wide screens: bottom left, over the menu's foot, while the
 * forms' and dialogs' buttons sit on the right or in the middle. Phones: at the top, where the
 * page heading is (below 768 px, where the menu collapses); the buttons sit at the foot of forms and dialogs, and a refused field is
 * scrolled to the middle. Two at a time there, so they cannot grow down over the page.
 */
function AppNotifications() {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={phone ? 'top-center' : 'bottom-left'}
      limit={phone ? 2 : 5}
      containerWidth={phone ? 'calc(100% - 16px)' : 360}
    />
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
