// Where the shopper goes after signing in: one slot (seed 000 section 3: QueryData (itemId,
// num, type: the intended purchase) and PuiomData (spuId, categoryId: the intended product);
// section 4, Login flow 3: ConfirmOrder, else goodsDetail, else Home), plus a page to return
// to (ReturnTo: a screen's own "come back here", such as ConfirmOrder with its query).
//
// The slot holds one intent: storing one removes the others, so the most recent intent wins
// and a purchase abandoned at the login screen cannot hijack a later sign-in. Sign-in clears
// it once used.
//
// A signed-in screen whose calls may meet an expired token (401) holds its intent while it
// works (holdIntent / useHeldIntent); the 401 path (api/error-catalogue.ts) stores the most
// recently held one before it goes to login, so signing in again returns to that purchase.
import { useEffect } from 'react';
import { COOKIE, readCookie, removeCookie, writeCookie } from './cookies';
import { onSessionExpired } from './session';

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

export type SignInIntent =
  /** ConfirmOrder with itemId, num (and type, memberNumber): QueryData, its product in PuiomData. */
  | { kind: 'purchase'; purchase: IntendedPurchase; product?: IntendedProduct }
  /** goodsDetail with spuId and categoryId: PuiomData. */
  | { kind: 'product'; product: IntendedProduct }
  /** Any page of the app (path and query, language segment included): ReturnTo. */
  | { kind: 'page'; href: string };

const SLOT = [COOKIE.queryData, COOKIE.puiomData, COOKIE.returnTo] as const;

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

const BASE = 'https://app.invalid';

/**
 * The path, query and hash of an address inside the app, or undefined for anything that
 * would leave it once used as a link (another origin, '//host', '/\host', dot segments that
 * resolve to either).
 */
export function appHref(raw: string | undefined): string | undefined {
  if (!raw?.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Stores `intent` as the one place to go after sign-in, replacing whatever was there. */
export function rememberIntent(intent: SignInIntent): void {
  const values = new Map<(typeof SLOT)[number], string>();
  if (intent.kind === 'purchase') {
    values.set(COOKIE.queryData, JSON.stringify(intent.purchase));
    if (intent.product) values.set(COOKIE.puiomData, JSON.stringify(intent.product));
  } else if (intent.kind === 'product') {
    values.set(COOKIE.puiomData, JSON.stringify(intent.product));
  } else {
    const href = appHref(intent.href);
    if (!href) return;
    values.set(COOKIE.returnTo, href);
  }
  for (const name of SLOT) {
    const value = values.get(name);
    if (value === undefined) removeCookie(name);
    else writeCookie(name, value);
  }
}

/** A purchase (and the product it is of, the seed's PuiomData beside QueryData). */
export function rememberPurchase(purchase: IntendedPurchase, product?: IntendedProduct): void {
  rememberIntent({ kind: 'purchase', purchase, ...(product ? { product } : {}) });
}

export function rememberProduct(product: IntendedProduct): void {
  rememberIntent({ kind: 'product', product });
}

/** After sign-in, come back to `href` (a path inside the app, with its language segment). */
export function rememberReturnTo(href: string): void {
  rememberIntent({ kind: 'page', href });
}

/** The stored intent (QueryData first, as the seed's redirect rule reads it). */
export function readIntent(): SignInIntent | undefined {
  const purchase = readJson(readCookie(COOKIE.queryData), isPurchase);
  const product = readJson(readCookie(COOKIE.puiomData), isProduct);
  if (purchase) return { kind: 'purchase', purchase, ...(product ? { product } : {}) };
  if (product) return { kind: 'product', product };
  const href = appHref(readCookie(COOKIE.returnTo));
  if (href) return { kind: 'page', href };
  return undefined;
}

export function readIntendedPurchase(): IntendedPurchase | undefined {
  const intent = readIntent();
  return intent?.kind === 'purchase' ? intent.purchase : undefined;
}

export function readIntendedProduct(): IntendedProduct | undefined {
  const intent = readIntent();
  return intent?.kind === 'page' ? undefined : intent?.product;
}

export function forgetIntent(): void {
  for (const name of SLOT) removeCookie(name);
}
// Intents held by the work under way, oldest first: the last one is the most recent.
const held: { intent: SignInIntent }[] = [];

/**
 * Holds `intent` while the caller works (Buy Now's config check and precheck, ConfirmOrder's
 * calls): if a 401 signs the shopper out meanwhile, it is stored before login. Nothing is
 * stored when the work ends normally. Returns the release; call it when the work is done.
 */
export function holdIntent(intent: SignInIntent): () => void {
  const entry = { intent };
  held.push(entry);
  return () => {
    const index = held.indexOf(entry);
    if (index !== -1) held.splice(index, 1);
  };
}

/** holdIntent for as long as the component is mounted (or until `intent` changes). */
export function useHeldIntent(intent: SignInIntent | undefined): void {
  const key = intent ? JSON.stringify(intent) : '';
  useEffect(() => {
    if (!key) return;
    return holdIntent(JSON.parse(key) as SignInIntent);
  }, [key]);
}

/** The 401 path: stores the most recently held intent (if any) before going to login. */
export function rememberHeldIntent(): void {
  const latest = held.at(-1);
  if (latest) rememberIntent(latest.intent);
}

// A 401 stores the held intent before the session is cleared (api/error-catalogue.ts).
onSessionExpired(rememberHeldIntent);
