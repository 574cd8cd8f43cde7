// Nothing is lost on ConfirmOrder: after a failed call, a 401 and signing in again, or a
// reload, the shopper comes back to the same item (the URL keeps item and quantity) with the
// same coupon, payment method, billing address, typed account fields and typed redeem code
// (until it is redeemed or refused). They are kept in sessionStorage for the tab, per item;
// passwords (types 2 and 7) are never stored, nor is any token (lib/tab-drafts.ts). The
// draft is dropped once the order is created, and when the shopper signs out on purpose
// (not on a 401). Beside it, under the same name, the purchase attempt's Idempotency-Key
// (api/purchase-attempt.ts), kept and dropped alike.
// Zod Mini: read before the form's chunk (with Zod) has loaded, by the screen's choices.
import * as z from 'zod/mini';
import { clearTabDraft, readTabDraft, writeTabDraft } from '../../lib/tab-drafts';
// Zod's JIT off before this module's schemas parse (lib/zod-jitless.ts: strict CSP).
import '../../lib/zod-jitless';

export interface ConfirmOrderDraft {
  /** The Information fields, passwords left out (recharge-fields storableValues). */
  values: Record<string, string>;
  /** The chosen coupon; null when the shopper chose none; absent: the automatic choice. */
  couponId?: number | null;
  paymentMethod?: number;
  billingId?: number;
  /** The redeem box, typed and not yet redeemed or refused. */
  redeemCode?: string;
}

const positiveInt = () => z.int().check(z.positive());

const draftSchema = z.object({
  values: z.record(z.string(), z.string()),
  couponId: z.optional(z.nullable(positiveInt())),
  paymentMethod: z.optional(positiveInt()),
  billingId: z.optional(positiveInt()),
  redeemCode: z.optional(z.string()),
});

const draftName = (itemId: number) => `confirmOrder:${itemId}`;

/** The name of the item's purchase attempt (its Idempotency-Key for create order). */
export function purchaseAttemptName(itemId: number): string {
  return draftName(itemId);
}

export function readDraft(itemId: number): ConfirmOrderDraft | undefined {
  const parsed = draftSchema.safeParse(readTabDraft(draftName(itemId)));
  return parsed.success ? parsed.data : undefined;
}

export function writeDraft(itemId: number, draft: ConfirmOrderDraft): void {
  writeTabDraft(draftName(itemId), draft);
}

export function clearDraft(itemId: number): void {
  clearTabDraft(draftName(itemId));
}
