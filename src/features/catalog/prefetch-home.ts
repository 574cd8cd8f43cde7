// Starts Home's calls while its chunk is still downloading (called from the route's
// loader), so the data and the code arrive together instead of one after the other. The
// keys are the ones the Home blocks use, so they find the answers in the cache.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetHomeInfoQueryOptions,
  getGetStoreInitQueryOptions,
  getListHotProductsQueryOptions,
} from '../../api/generated/catalog/catalog';
import { ensureVisitorUuid } from '../../lib/visitor-uuid';

// Silent: a failed prefetch shows nothing; the block's own query tries again on mount and
// reports the failure once, where it belongs.
const silent = { request: { silent: true } };

/** A failed prefetch is not reported here: the screen's own query reports it. */
const ignore = () => undefined;

export function prefetchHome(queryClient: QueryClient): void {
  const uid = ensureVisitorUuid();
  // The replies' schemas (api/contract/response-check.ts) with the calls: otherwise they are
  // found only once the check's own module has loaded, a round trip after the replies,
  // and the first screen waits for them.
  void import('../../api/generated/replies/catalog/catalog.zod').catch(ignore);
  void queryClient.query(getGetStoreInitQueryOptions(silent)).catch(ignore);
  void queryClient.query(getGetHomeInfoQueryOptions({ uid }, silent)).catch(ignore);
  void queryClient.query(getListHotProductsQueryOptions({ uid }, silent)).catch(ignore);
}
