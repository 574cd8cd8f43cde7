// The calls of a page rendered on the server (render-page.tsx), as TanStack Query sees them:
// the request's QueryClient, which of its queries the server calls for, waiting for them
// within the budget, starting those a render built, and stopping those still under way
// before a render.
import type { Query, QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../app/query-client';

/** A server's QueryClient: the browser's, without retries (the budget is short). */
export function createServerQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

/**
 * Whether the server makes a query's call: an enabled query that may be shown from a
 * reply (one with staleTime 0 asks the server on every mount, the unpaid-order check, so a
 * reply from the page would not be used).
 */
function isServerFetched(query: Query): boolean {
  const { enabled, staleTime } = query.options as {
    enabled?: boolean | ((query: Query) => boolean);
    staleTime?: unknown;
  };
  if (staleTime === 0) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Resolves once no call of the client is under way, or at the deadline. */
export function settled(client: QueryClient, deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const left = deadline - performance.now();
    if (client.isFetching() === 0 || left <= 0) {
      resolve();
      return;
    }
    const timer = setTimeout(done, left);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

/** Starts the calls of the queries a render built but did not run (useQuery on a server). */
export function startBuiltQueries(client: QueryClient): number {
  const waiting = client
    .getQueryCache()
    .findAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        isServerFetched(query),
    );
  for (const query of waiting) void query.fetch().catch(() => undefined);
  return waiting.length;
}

/**
 * Stops the calls still under way when the budget ran out, their queries back to what they
 * were (waiting, without data). Rendered with a call under way, a reply arriving while
 * React renders (it renders in several tasks when a block's code loads) would be shown by
 * the blocks rendered after it, and be missing from the page's state, taken when the render
 * began: the browser's hydration would not match. Stopped, the block renders as loading on
 * the server and in the browser's first render alike, and the browser makes the call.
 */
export async function stopCallsUnderWay(client: QueryClient): Promise<void> {
  await client.cancelQueries({ fetchStatus: 'fetching' });
}
