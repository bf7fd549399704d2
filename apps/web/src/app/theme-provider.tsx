import '@mantine/core/styles.css';
import './reduced-motion.css';
import { MantineProvider } from '@mantine/core';
import type { CompanyStyle } from '@mobilo/contract';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accessibleColours, themeFor } from './theme';

// The toasts' container loads after the first page; a toast shown before it is there waits in
// Mantine's store and appears when it mounts.
const AppNotifications = lazy(() =>
  import('./app-notifications').then((module) => ({ default: module.AppNotifications })),
);

export interface ThemeProviderProps {
  /** The company's colours once known (spec 001 §1: applied on entering the app); null for the defaults. */
  style: CompanyStyle | null;
  /** 'test' switches off transitions and portals so that tests see the final state at once. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Mantine with the app's theme and the toasts: what the sign-in page and the app share. */
export function ThemeProvider({ style, env = 'default', children }: ThemeProviderProps) {
  const { t } = useTranslation();
  const closeLabel = t('close');
  const theme = useMemo(() => themeFor(style, closeLabel), [style, closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColours} defaultColorScheme="light" env={env}>
      <Suspense fallback={null}>
        <AppNotifications />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
