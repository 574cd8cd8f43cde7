// Every response header the server sets for security and caching, in one place (issue 24
// item 2). Pure functions of what a response is: tested one by one (headers.test.ts) and
// over HTTP (app.test.ts).
import { randomBytes } from 'node:crypto';
import { AIRWALLEX_CHECKOUT_HOSTS } from '../config/payment-hosts';

/** A fresh CSP nonce: 128 random bits, base64. One per HTML response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Airwallex's hosted checkout pages (config/payment-hosts.ts) as origins. */
const AIRWALLEX_CHECKOUT_ORIGINS = AIRWALLEX_CHECKOUT_HOSTS.map((host) => `https://${host}`);

/**
 * The payment provider's hosts (Airwallex's hosted fields, Apple Pay and Google Pay through
 * it; src/features/payment/provider): frames, the calls its SDK makes, and where payment is
 * allowed. Its scripts load through the SDK (trusted by 'strict-dynamic').
 */
export const PAYMENT_FRAME_HOSTS = [
  ...AIRWALLEX_CHECKOUT_ORIGINS,
  'https://*.airwallex.com',
  'https://pay.google.com',
];
export const PAYMENT_CONNECT_HOSTS = ['https://*.airwallex.com', 'https://pay.google.com'] as const;
/** Permissions-Policy allow-lists name origins, not patterns. */
const PAYMENT_PERMISSION_ORIGINS = [...AIRWALLEX_CHECKOUT_ORIGINS, 'https://pay.google.com'];

/** Where the CSP's violation reports go (app.ts logs them). */
export const CSP_REPORT_PATH = '/csp-report';

export interface PageSecurity {
  nonce: string;
  /** The page may be framed by this origin (the app pages, NATIVE_BRIDGE_PARENT_ORIGIN). */
  frameAncestor?: string | undefined;
  /** The page takes payments (the card and wallet pages). */
  payment: boolean;
  /** The API's origin when the browser calls it directly; same-origin /api needs none. */
  apiOrigin?: string | undefined;
  /** Where the page sends field figures and errors (config/report-endpoints.ts reportOrigins). */
  reportOrigins?: readonly string[] | undefined;
  https: boolean;
}

/**
 * The Content-Security-Policy of an HTML page: scripts only by the response's nonce and what
 * they load ('strict-dynamic'; https: and 'unsafe-inline' are ignored by browsers that know
 * nonces and only keep older ones working), no plugins, no <base> elsewhere, framed by
 * nobody but the app pages' configured parent.
 */
export function contentSecurityPolicy(page: PageSecurity): string {
  const payment = page.payment ? PAYMENT_FRAME_HOSTS : [];
  const connect = [
    "'self'",
    ...(page.apiOrigin ? [page.apiOrigin] : []),
    ...(page.reportOrigins ?? []),
  ];
  if (page.payment) connect.push(...PAYMENT_CONNECT_HOSTS);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', `'nonce-${page.nonce}'`, "'strict-dynamic'", 'https:', "'unsafe-inline'"],
    ['style-src', "'self'", `'nonce-${page.nonce}'`],
    // Style attributes of the HTML rendered on the server (a skeleton's height, an image's
    // aspect ratio): React writes them into the markup there, through the DOM in the browser.
    // They cannot run script; style elements and sheets still need the nonce or this origin.
    ['style-src-attr', "'unsafe-inline'"],
    // Product, banner and article images come from the API's content hosts (any https host).
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    // The add-to-desktop guide's video (ADD_TO_DESKTOP_VIDEO_URL: this site or https).
    ['media-src', "'self'", 'https:'],
    ['connect-src', ...connect],
    ['frame-src', ...(payment.length > 0 ? payment : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', page.frameAncestor ?? "'none'"],
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', 'csp'],
  ];
  if (page.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Headers every response carries (pages, assets, API replies, errors). */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    // Matches index.html's <meta name="referrer">: no path or query leaves in a Referer.
    'referrer-policy': 'strict-origin',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/** The page's Permissions-Policy: nothing powerful, payment only where a page takes it. */
export function permissionsPolicy(payment: boolean): string {
  const allowed = payment
    ? `(self ${PAYMENT_PERMISSION_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`
    : '()';
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'browsing-topics=()',
    `payment=${allowed}`,
  ].join(', ');
}

export type PageCaching = 'public' | 'private';

/**
 * Cache-Control of a page: `public` pages hold nothing personal and a CDN may keep them for
 * a minute (browsers always ask again); anything personal is never stored.
 */
export function pageCacheControl(caching: PageCaching): string {
  return caching === 'public'
    ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=60'
    : 'private, no-store';
}

/** Every header of an HTML page. */
export function pageHeaders(page: PageSecurity & { caching: PageCaching }): Record<string, string> {
  return {
    ...baseSecurityHeaders(page.https),
    'content-security-policy': contentSecurityPolicy(page),
    // A path, resolved by the browser against the page: the request's Host (or a proxy's
    // X-Forwarded-Host) never reaches a header a CDN may keep for every shopper.
    'reporting-endpoints': `csp="${CSP_REPORT_PATH}"`,
    'permissions-policy': permissionsPolicy(page.payment),
    // For browsers without CSP frame-ancestors; an allowed parent cannot be named here.
    ...(page.frameAncestor ? {} : { 'x-frame-options': 'DENY' }),
    'cache-control': pageCacheControl(page.caching),
    vary: 'Accept-Encoding, Cookie',
  };
}

/** The build's hashed files (vite.config.ts names chunks by content hash) never change. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Files the browser must ask for again each time (the service worker, the manifests, the
 * offline pages: their names do not change with a release), though it may keep a copy and
 * revalidate it. A browser checks the worker for updates anyway; a CDN may not keep them.
 */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/**
 * The service worker script's own policy (issue 26 item 1): a worker's CSP comes from its
 * script's response, not from the page. It fetches this site only (the offline pages, the
 * build's assets, the pages it passes through), runs no eval and imports nothing else.
 */
export function serviceWorkerHeaders(): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "connect-src 'self'",
      "base-uri 'none'",
    ].join('; '),
    'cache-control': REVALIDATE_CACHE_CONTROL,
  };
}

/**
 * The offline page's headers: the worker stores the page once and shows it later in place of
 * any page, with these headers. It is static, so its one style element is allowed by its
 * hash (no nonce could be fresh); no script, no frame, no form.
 */
export function offlinePageHeaders(styleHash: string): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'sha256-${styleHash}'`,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'cache-control': REVALIDATE_CACHE_CONTROL,
  };
}
