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

/**
 * An amount an address carries (shift_money, price, price_app): digits with at most two
 * decimals and at most 10 before the point. Anything else (a sign, an exponent, a third
 * decimal, a script, spaces) is not an amount: the pages show nothing rather than echo it.
 */
const QUERY_AMOUNT = /^(?:0|[1-9][0-9]{0,9})(?:\.[0-9]{1,2})?$/;

export function parseQueryAmount(raw: string | null | undefined): number | undefined {
  return typeof raw === 'string' && QUERY_AMOUNT.test(raw) ? Number(raw) : undefined;
}

let knownCurrencies: ReadonlySet<string> | undefined;

/**
 * The symbol of an ISO 4217 code as English writes it ("$" for USD, "HK$", "€", "CN¥"),
 * from the platform's currency data, the same in every page language as the server's
 * symbols are; a code without a symbol of its own reads "MYR ". Undefined for a code the
 * platform does not know (or a platform without the list): then no amount is shown.
 */
export function currencySymbol(code: string | null | undefined): string | undefined {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return undefined;
  if (typeof Intl.supportedValuesOf !== 'function') return undefined;
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  if (!knownCurrencies.has(code)) return undefined;
  const symbol = new Intl.NumberFormat('en', { style: 'currency', currency: code })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value;
  if (symbol === undefined) return undefined;
  return symbol === code ? `${code} ` : symbol;
}

/** "$21.99" from an address's amount and currency code; undefined unless both are well formed. */
export function formatQueryAmount(
  raw: string | null | undefined,
  currency: string | null | undefined,
): string | undefined {
  const amount = parseQueryAmount(raw);
  const symbol = currencySymbol(currency);
  return amount === undefined || symbol === undefined ? undefined : formatMoney(symbol, amount);
}
