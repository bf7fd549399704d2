import { sessionQueryKey } from '../features/auth/api/get-session';
import { createQueryClient } from '../lib/query-client';
import { lazy, Suspense } from 'react';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// Loaded after the first page: the service worker's registration is no part of what must show first.
const UpdatePrompt = lazy(() =>
  import('../features/installed-app/components/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

const queryClient = createQueryClient({
  // The session guard notices the failed check and leads to the login page.
  onSessionEnded: (client) => void client.invalidateQueries({ queryKey: sessionQueryKey }),
});

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </AppProviders>
  );
}
