// Money on the storefront: amounts are shown with two decimals after the currency symbol,
// and sums are kept in whole cents so 0.99 x 3 reads 2.97, not 2.9699999999999998.

/**
 * Rounds to two decimals, half up, on the decimal value the number stands for
 * (1.005 -> 1.01, 1.2495000000000012 -> 1.25), not on its binary approximation.
 */
export function roundToCents(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const negative = value < 0;
  // toFixed(10) never switches to exponent notation below 1e21 and absorbs float noise.
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(10).split('.');
  let cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (Number(fraction.charAt(2) || '0') >= 5) cents += 1;
  if (cents === 0) return 0;
  return (negative ? -cents : cents) / 100;
}

/** A unit price times a quantity, in cents. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return roundToCents(unitPrice * quantity);
}

/**
 * "$4.99": the currency symbol of the reply followed by the amount with two decimals. A
 * reply without a symbol (null) shows the amount alone, never "null4.99".
 */
export function formatMoney(symbol: string | null | undefined, amount: number): string {
  return `${symbol ?? ''}${roundToCents(amount).toFixed(2)}`;
}
