import { sessionQueryKey } from '../features/auth/api/get-session';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { AppRouter } from './router';

const queryClient = createQueryClient({
  // The session guard notices the failed check and leads to the login page.
  onSessionEnded: (client) => void client.invalidateQueries({ queryKey: sessionQueryKey }),
});

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  );
}
