// The security and caching headers, one rule at a time: what each kind of page is allowed
// (frames, payment, caching) and what every response carries. app.test.ts checks the same
// headers as the server sends them.
import { describe, expect, it } from 'vitest';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  CSP_REPORT_PATH,
  offlinePageHeaders,
  pageCacheControl,
  pageHeaders,
  PAYMENT_CONNECT_HOSTS,
  PAYMENT_FRAME_HOSTS,
  permissionsPolicy,
  serviceWorkerHeaders,
  type PageSecurity,
} from './headers';

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3Q=';
const PARENT = 'https://wrapper.topuplive.example';

/** A CSP as its directives: name -> values. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function csp(page: Partial<PageSecurity> = {}): Map<string, string[]> {
  return directives(contentSecurityPolicy({ nonce: NONCE, payment: false, https: false, ...page }));
}

describe('contentSecurityPolicy', () => {
  it('allows scripts only by the nonce and what they load', () => {
    const scripts = csp().get('script-src');
    expect(scripts).toContain(`'nonce-${NONCE}'`);
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp().get('style-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
    // Style attributes only (the server-rendered markup's), never style elements.
    expect(csp().get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(csp().get('style-src-elem')).toBeUndefined();
  });

  it('refuses plugins, a foreign <base> and framing by default', () => {
    const policy = csp();
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('report-uri')).toEqual([CSP_REPORT_PATH]);
  });

  it('lets an app page be framed by the given parent origin only', () => {
    expect(csp({ frameAncestor: PARENT }).get('frame-ancestors')).toEqual([PARENT]);
  });

  it('names the payment hosts on payment pages only', () => {
    const plain = csp();
    expect(plain.get('frame-src')).toEqual(["'none'"]);
    expect(plain.get('connect-src')).toEqual(["'self'"]);
    const payment = csp({ payment: true });
    expect(payment.get('frame-src')).toEqual([...PAYMENT_FRAME_HOSTS]);
    expect(payment.get('connect-src')).toEqual(["'self'", ...PAYMENT_CONNECT_HOSTS]);
    expect(PAYMENT_FRAME_HOSTS).toContain('https://checkout.airwallex.com');
  });

  it("adds the API's origin to connect-src when the browser calls it directly", () => {
    expect(csp({ apiOrigin: 'https://api.topuplive.example' }).get('connect-src')).toEqual([
      "'self'",
      'https://api.topuplive.example',
    ]);
  });

  it('adds the origins the page reports to (VITALS_ENDPOINT, ERROR_ENDPOINT) to connect-src', () => {
    expect(
      csp({ reportOrigins: ['https://collector.topuplive.example'] }).get('connect-src'),
    ).toEqual(["'self'", 'https://collector.topuplive.example']);
  });

  it('upgrades insecure requests on https only', () => {
    expect(csp({ https: true }).has('upgrade-insecure-requests')).toBe(true);
    expect(csp({ https: false }).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('permissionsPolicy', () => {
  it('denies payment except on payment pages, where the provider may ask', () => {
    expect(permissionsPolicy(false)).toContain('payment=()');
    const payment = permissionsPolicy(true);
    expect(payment).not.toContain('payment=()');
    expect(payment).toMatch(/payment=\(self "https:\/\/checkout\.airwallex\.com"[^)]*\)/);
    for (const policy of [permissionsPolicy(false), permissionsPolicy(true)]) {
      expect(policy).toContain('camera=()');
      expect(policy).toContain('geolocation=()');
    }
  });
});

describe('baseSecurityHeaders', () => {
  it('sends HSTS on https only, nosniff and the referrer policy always', () => {
    const https = baseSecurityHeaders(true);
    expect(https['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    const http = baseSecurityHeaders(false);
    expect(http).not.toHaveProperty('strict-transport-security');
    for (const headers of [https, http]) {
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin');
    }
  });
});

describe('pageCacheControl', () => {
  it('lets a CDN keep a public page briefly and never stores a private one', () => {
    expect(pageCacheControl('public')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(pageCacheControl('private')).toBe('private, no-store');
  });
});

describe('pageHeaders', () => {
  const page = { nonce: NONCE, payment: false, https: true, caching: 'public' as const };

  it('denies framing with X-Frame-Options when no parent may frame the page', () => {
    expect(pageHeaders(page)['x-frame-options']).toBe('DENY');
    const framed = pageHeaders({ ...page, frameAncestor: PARENT });
    expect(framed).not.toHaveProperty('x-frame-options');
    expect(directives(framed['content-security-policy']!).get('frame-ancestors')).toEqual([PARENT]);
  });

  it('carries the CSP, its report endpoint, the policies and the caching of the page', () => {
    const headers = pageHeaders({ ...page, caching: 'private', payment: true });
    expect(headers['content-security-policy']).toBe(
      contentSecurityPolicy({ nonce: NONCE, payment: true, https: true }),
    );
    // A path: the browser resolves it against the page, whatever host the request named.
    expect(headers['reporting-endpoints']).toBe(`csp="${CSP_REPORT_PATH}"`);
    expect(headers['permissions-policy']).toBe(permissionsPolicy(true));
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['strict-transport-security']).toBeDefined();
    expect(headers.vary).toMatch(/Cookie/);
    expect(pageHeaders({ ...page, https: false })).not.toHaveProperty('strict-transport-security');
  });
});

describe('createNonce', () => {
  it('is 128 random bits, new on each call', () => {
    const nonces = Array.from({ length: 50 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});

describe('serviceWorkerHeaders', () => {
  it('lets the worker fetch this site only, with no eval, and be revalidated each time', () => {
    const headers = serviceWorkerHeaders();
    const policy = directives(headers['content-security-policy'] ?? '');
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(headers['cache-control']).toBe('no-cache');
  });
});

describe('offlinePageHeaders', () => {
  it('allows the page’s one style by its hash, and no script, frame or form', () => {
    const headers = offlinePageHeaders('c3R5bGU=');
    const policy = directives(headers['content-security-policy'] ?? '');
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'sha256-c3R5bGU='"]);
    expect(policy.has('script-src')).toBe(false);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['cache-control']).toBe('no-cache');
  });
});

describe('the pages’ CSP and the installable app', () => {
  it('lets a page register this site’s worker and read this site’s manifest only', () => {
    expect(csp().get('worker-src')).toEqual(["'self'"]);
    expect(csp().get('manifest-src')).toEqual(["'self'"]);
  });
});
