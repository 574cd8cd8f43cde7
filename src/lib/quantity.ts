// Quantity rules of product detail and search (seed 000 section 5): digits only, at most 2
// characters, 0 becomes 1, the minus button stops at 1.

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY_DIGITS = 2;
export const MAX_QUANTITY = 10 ** MAX_QUANTITY_DIGITS - 1;

/** What the quantity box keeps of what was typed ('' while the shopper is still typing). */
export function sanitizeQuantityInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, MAX_QUANTITY_DIGITS);
}

/** The quantity a typed text stands for: empty or 0 becomes 1. */
export function quantityFromInput(text: string): number {
  const value = Number(sanitizeQuantityInput(text));
  return value < MIN_QUANTITY ? MIN_QUANTITY : value;
}

export function decrementQuantity(value: number): number {
  return Math.max(MIN_QUANTITY, value - 1);
}

export function incrementQuantity(value: number): number {
  return Math.min(MAX_QUANTITY, value + 1);
}
