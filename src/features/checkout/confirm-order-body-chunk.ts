// ConfirmOrder's body chunk (confirm-order-body.tsx: the coupon, payment and address
// choices, the payment methods, the price and the footer, around the form's own chunk),
// fetched once for the screen (components/deferred-chunk.ts). Its own module so the
// route's prefetch can start it with the calls, before the first render.
import { deferredChunk } from '../../components/deferred-chunk';

/**
 * The body's texts: the screen's, the payment methods' and the address's. The screen renders
 * the body once all are loaded; a server that rendered it names them with the page.
 */
export const CONFIRM_ORDER_BODY_NAMESPACES = ['checkout', 'cashier', 'billing'] as const;

export const confirmOrderBodyChunk = deferredChunk(
  async () => (await import('./confirm-order-body')).ConfirmOrderBody,
);
