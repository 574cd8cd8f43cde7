// ConfirmOrder's form chunk (the form stack: react-hook-form, Zod, the request schemas, the
// Information and Discounts sections and Submit), fetched once for the screen
// (components/deferred-chunk.ts) and rendered by its body (confirm-order-body.tsx). Its own
// module so the route's prefetch can start it with the calls on an in-app navigation.
import { deferredChunk } from '../../components/deferred-chunk';

export const confirmOrderFormChunk = deferredChunk(
  async () => (await import('./confirm-order-form')).ConfirmOrderForm,
);
