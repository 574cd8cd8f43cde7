// Which operations read. Shared by orval.config.ts (reading POSTs become queries, not
// mutations) and the conformance check (reads run by default; everything else only with
// --include-unsafe, against a test backend).

/**
 * POST calls that read. Orval makes every POST a mutation unless told otherwise; these
 * become queries (cached, refetched, with loading and error states).
 */
export const READING_POSTS: readonly string[] = [
  'getStoreInit',
  'getHomeInfo',
  'listCategories',
  'searchProducts',
  'getProductDetail',
  'getArticle',
  'getUserInfo',
  'searchCouponsForItem',
  'listCouponsByStatus',
  'listCouponsByStatusV1',
  'getOrderCouponAmount',
  'getCheckoutDetails',
  'getCheckoutFee',
  'getCashier',
  'getPaymentMethodDetail',
  'getOrderResult',
  'listOrders',
  'getOrderDetail',
  'checkUnpaidOrder',
];

/** GET (and HEAD) calls and the reading POSTs: safe to send to a live backend. */
export function isReadOperation(op: { method: string; operationId: string }): boolean {
  const method = op.method.toUpperCase();
  return (
    method === 'GET' ||
    method === 'HEAD' ||
    (method === 'POST' && READING_POSTS.includes(op.operationId))
  );
}
