// One QueryClient for the app. Business replies are answers, not glitches, and a timeout
// has already waited 40 s (HTTP_TIMEOUT_MS): neither is retried. A network failure is
// retried once, quietly (its toast merges into the one already shown, lib/toast-store.ts).
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { subscribeSession } from '../lib/session';

/** Retries of a query whose request never reached the server (network failure). */
export const NETWORK_RETRIES = 1;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'network' && failureCount < NETWORK_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        // A tab brought back to the front retries what failed, nothing else.
        refetchOnWindowFocus: (query) => query.state.status === 'error',
      },
      mutations: { retry: false },
    },
  });
}

/**
 * One shopper's replies are never shown to the next one in the tab: whenever the session
 * changes (sign-in, sign-out, a 401) the cached replies no screen is showing are dropped, so
 * the next screen asks again with the new session instead of serving the old one's for up
 * to staleTime. Returns the unsubscribe.
 */
export function forgetRepliesOnSessionChange(queryClient: QueryClient): () => void {
  return subscribeSession(() => {
    queryClient.removeQueries({ type: 'inactive' });
  });
}
