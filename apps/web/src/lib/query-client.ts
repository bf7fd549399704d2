import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { currentOfStaleWrite, isApiError } from './api-client';
import type { ChangedMeanwhile } from './changed-meanwhile';
import { notifyApiError } from './notify';

/** Whether a failed call is announced: false for none, or a test of the error for some. */
type NotifyOnError = boolean | ((error: unknown) => boolean);

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { notifyOnError?: boolean };
    /** `changedMeanwhile`: a stale write of the mutation's object opens the "changed meanwhile" dialog. */
    mutationMeta: { notifyOnError?: NotifyOnError; changedMeanwhile?: ChangedMeanwhile<unknown> };
  }
}

const maxRetries = 2;

/** Answers of the server are final; only lost connections and server faults are worth another try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  if (!isApiError(error)) return false;
  return error.statusCode === 0 || error.statusCode >= 500;
}

function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.statusCode === 401 && error.errorCode === 'UNAUTHENTICATED';
}

export interface QueryClientOptions {
  /** Called when a call finds the session gone, so that the app can send the user to sign in. */
  onSessionEnded?: (queryClient: QueryClient) => void;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const handleError = (error: unknown, notifyOnError: NotifyOnError | undefined) => {
    // Calls that opt out handle their errors themselves, the session check among them.
    if (notifyOnError === false) return;
    if (typeof notifyOnError === 'function' && !notifyOnError(error)) return;
    if (isSessionEnded(error) && options.onSessionEnded) {
      options.onSessionEnded(queryClient);
      return;
    }
    notifyApiError(error);
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleError(error, query.meta?.notifyOnError),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const current = currentOfStaleWrite(error);
        const handling = mutation.meta?.changedMeanwhile;
        // A stale write is no failure to announce: the screen offers the other side's values.
        // The dialog's module loads then: no page needs it before its first stale write.
        if (current && handling)
          void import('./changed-meanwhile').then((module) => module.openChangedMeanwhile(current, handling));
        else handleError(error, mutation.meta?.notifyOnError);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
