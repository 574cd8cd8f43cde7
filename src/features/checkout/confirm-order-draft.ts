// Nothing is lost on ConfirmOrder: after a failed call, a 401 and signing in again, or a
// reload, the shopper comes back to the same item (the URL keeps item and quantity) with the
// same coupon, payment method, billing address and typed account fields. They are kept in
// sessionStorage for the tab, per item; passwords (types 2 and 7) are never stored, nor is
// any token. The draft is dropped once the order is created.
import * as z from 'zod';

export interface ConfirmOrderDraft {
  /** The Information fields, passwords left out (recharge-fields storableValues). */
  values: Record<string, string>;
  /** The chosen coupon; null when the shopper chose none; absent: the automatic choice. */
  couponId?: number | null;
  paymentMethod?: number;
  billingId?: number;
}

const draftSchema = z.object({
  values: z.record(z.string(), z.string()),
  couponId: z.number().int().positive().nullable().optional(),
  paymentMethod: z.number().int().positive().optional(),
  billingId: z.number().int().positive().optional(),
});

const KEY_PREFIX = 'confirmOrder:';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(itemId: number): ConfirmOrderDraft | undefined {
  const raw = storage()?.getItem(`${KEY_PREFIX}${itemId}`);
  if (!raw) return undefined;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(itemId: number, draft: ConfirmOrderDraft): void {
  try {
    storage()?.setItem(`${KEY_PREFIX}${itemId}`, JSON.stringify(draft));
  } catch {
    // A full or refused storage only loses the draft.
  }
}

export function clearDraft(itemId: number): void {
  storage()?.removeItem(`${KEY_PREFIX}${itemId}`);
}
