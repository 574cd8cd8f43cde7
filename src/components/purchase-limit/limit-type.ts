// The purchase-limit reply's popup type (seed 000 section 2 "Other"), read where the reply
// arrives; the popup itself is a chunk of its own, fetched when it first opens.

/**
 * The inferred purchase-limit code of the checkout precheck and create order (contract:
 * x-proposal purchase-limit-10010).
 */
export const PURCHASE_LIMIT_CODE = 10010;

/** The popup type carried by a purchase-limit reply (data {type}, or null). */
export function readLimitType(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' ? type : undefined;
}
