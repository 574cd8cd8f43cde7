// What a guest meant to buy, kept across the login (seed 000 section 3): QueryData (itemId,
// num, type: the intended purchase) and PuiomData (spuId, categoryId: the intended product).
// After login the shopper returns to ConfirmOrder, goodsDetail or Home, in that order.
import { COOKIE, readCookie, removeCookie, writeCookie } from './cookies';

export interface IntendedPurchase {
  itemId: number;
  num: number;
  type?: string;
  memberNumber?: string;
}

export interface IntendedProduct {
  spuId?: number;
  categoryId?: number;
}

function readJson<T>(
  raw: string | undefined,
  isValid: (value: unknown) => value is T,
): T | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isPurchase(value: unknown): value is IntendedPurchase {
  const v = value as Partial<IntendedPurchase> | null;
  return typeof v?.itemId === 'number' && typeof v.num === 'number';
}

function isProduct(value: unknown): value is IntendedProduct {
  const v = value as Partial<IntendedProduct> | null;
  return typeof v?.spuId === 'number' || typeof v?.categoryId === 'number';
}

export function rememberPurchase(purchase: IntendedPurchase): void {
  writeCookie(COOKIE.queryData, JSON.stringify(purchase));
}

export function rememberProduct(product: IntendedProduct): void {
  writeCookie(COOKIE.puiomData, JSON.stringify(product));
}

export function readIntendedPurchase(): IntendedPurchase | undefined {
  return readJson(readCookie(COOKIE.queryData), isPurchase);
}

export function readIntendedProduct(): IntendedProduct | undefined {
  return readJson(readCookie(COOKIE.puiomData), isProduct);
}

export function forgetIntent(): void {
  removeCookie(COOKIE.queryData);
  removeCookie(COOKIE.puiomData);
}
