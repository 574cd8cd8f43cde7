// The app recovers by itself when the API comes back. A query that fails because the API
// cannot be reached (network failure or timeout) starts a quiet probe: the store init call,
// silent, every API_RECOVERY_PROBE_MS. Once the API answers at all, every query that failed
// for that reason is fetched again, so the blocks showing their error state with Retry fill
// in without a tap. A tab brought back to the front refetches failed queries too
// (query-client.ts).
import type { Query, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { API_RECOVERY_PROBE_MS } from '../config/timing';

function unreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

function failedUnreachable(query: Query): boolean {
  return query.state.status === 'error' && unreachable(query.state.error);
}

/** The store init call, silent and without retries: one quiet question to the API. */
async function probeApi(queryClient: QueryClient): Promise<void> {
  // Loaded when first needed: a shopper whose API answers never downloads it.
  const { getGetStoreInitQueryOptions } = await import('../api/generated/catalog/catalog');
  await queryClient.query({
    ...getGetStoreInitQueryOptions({ request: { silent: true } }),
    retry: false,
    staleTime: 0,
  });
}

/** Watches the query cache; returns the function that stops watching. */
export function recoverWhenApiReturns(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const refetchFailed = () =>
    queryClient.refetchQueries({ type: 'active', predicate: failedUnreachable });

  const probe = () => {
    timer = undefined;
    probeApi(queryClient).then(refetchFailed, (error: unknown) => {
      // An answer, even a refusal, means the API is back.
      if (unreachable(error)) schedule();
      else void refetchFailed();
    });
  };

  function schedule() {
    timer ??= setTimeout(probe, API_RECOVERY_PROBE_MS);
  }

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'error' &&
      unreachable(event.action.error)
    ) {
      schedule();
    }
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
