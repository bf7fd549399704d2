import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { lazyNamed } from '../lib/lazy-named';

// The app opens its confirm and notice dialogs through `modals.open…` (events), never through
// `useModals()`: the provider needs to be mounted, not to wrap the screens, so it loads after them.
const ModalsProvider = lazyNamed(() => import('./modals-provider'), 'ModalsProvider');

const Provided = createContext(false);

/**
 * What the screens of the authenticated area need and the sign-in pages do not: the confirm and
 * notice dialogs (`modals.open…`) with Mantine's modal. It wraps the authenticated layout, so
 * that its code loads with the layout instead of the login page, and after the layout's first
 * paint. Every mounted provider answers `modals.open…`, so one inside another (a test's providers
 * around the layout) adds none.
 */
export function ScreenProviders({ children }: { children: ReactNode }) {
  if (useContext(Provided)) return children;
  return (
    <Provided value>
      {children}
      <Suspense fallback={null}>
        <ModalsProvider />
      </Suspense>
    </Provided>
  );
}
