// The display name of a saved card's scheme (the contract's inferred `brand`, e.g. visa):
// the schemes' own names, the same in every language; an unknown one is shown as sent.
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
};

export function cardBrandName(brand: string | null | undefined): string | null {
  const key = brand
    ?.trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (!key) return null;
  return BRAND_NAMES[key] ?? brand?.trim() ?? null;
}
