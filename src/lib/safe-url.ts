// Checks a server-supplied URL before the storefront navigates to it: same-site paths are
// followed in the app, https addresses only when their host is on the allow-list, anything
// else (javascript:, data:, http:, protocol-relative, unknown hosts) is refused.
import { PAYMENT_HOSTS } from '../config/external';

export type CheckedUrl =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused'; reason: string };

export function checkUrl(
  raw: string | null | undefined,
  allowedHosts: readonly string[],
  ownOrigin: string = typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
): CheckedUrl {
  const value = (raw ?? '').trim();
  if (value === '') return { kind: 'refused', reason: 'empty' };
  // A path of this site ("/en/goodsDetail?spuId=1"), but not "//evil.example".
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    const url = new URL(value, ownOrigin);
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'refused', reason: 'not a URL' };
  }
  if (url.origin === ownOrigin)
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
  if (url.protocol !== 'https:') return { kind: 'refused', reason: `protocol ${url.protocol}` };
  if (url.username || url.password) return { kind: 'refused', reason: 'credentials in URL' };
  if (!allowedHosts.includes(url.host))
    return { kind: 'refused', reason: `host ${url.host} not allowed` };
  return { kind: 'external', href: url.toString() };
}

/**
 * The check for a payment redirect (create order / create payment `redirectUrl`): a path
 * of this site, or https on a payment host (config/external.ts PAYMENT_HOSTS) only.
 */
export function checkPaymentUrl(
  raw: string | null | undefined,
  hosts: readonly string[] = PAYMENT_HOSTS,
): CheckedUrl {
  return checkUrl(raw, hosts);
}
