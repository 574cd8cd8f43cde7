// A payment intent handed from the screen whose create call returned it (GoPay's create
// payment, ConfirmOrder's create order) to the provider page it goes to next (card form,
// hosted drop-in, Apple Pay, Google Pay), so that page does not create the payment again.
// Kept in memory only: the client secret is never put in a URL or in storage. One entry
// (the most recent hand-off), for one order and payment id, taken once. A reload or a
// direct entry of the provider page finds nothing and creates the payment itself.
// It belongs to the session: any change of it (a 401, sign-out, sign-in) drops it. The
// module subscribes to the session rather than the session importing it, so it stays out
// of the core chunk every first screen loads (docs/performance.md).
import { subscribeSession } from './session';

export interface HandedIntent {
  /** The provider's payment intent id. */
  id: string;
  clientSecret: string;
  currency: string;
}

let handed: { orderId: string; paymentMethod: number; intent: HandedIntent } | undefined;

/** Hands `intent` of `orderId` paid with `paymentMethod` to the next page (replaces any). */
export function handOffIntent(orderId: string, paymentMethod: number, intent: HandedIntent): void {
  handed = { orderId, paymentMethod, intent };
}

/** The intent handed off for this order and payment id, once; undefined otherwise. */
export function takeHandedIntent(orderId: string, paymentMethod: number): HandedIntent | undefined {
  if (handed?.orderId !== orderId || handed.paymentMethod !== paymentMethod) return undefined;
  const { intent } = handed;
  handed = undefined;
  return intent;
}

/** Drops any hand-off. */
export function forgetHandedIntent(): void {
  handed = undefined;
}

subscribeSession(forgetHandedIntent);
