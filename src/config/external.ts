// External addresses the storefront may send the shopper to. The seeds name the services
// but not their addresses ("not shown"): these are inferred defaults, overridable per build
// with VITE_ variables, and every server-supplied URL is checked against the allow-list of
// its purpose (URL_ALLOW_LISTS).

function env(name: string, fallback: string): string {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value && value.trim() !== '' ? value : fallback;
}

/** The external live-chat (seed 000 section 1: "opens an external support chat in a new window"). */
export const SUPPORT_CHAT_URL = env(
  'VITE_SUPPORT_CHAT_URL',
  'https://support.topuplive.example/chat',
);

/** Footer social links (seed 000 section 1: "The footer has social links"). */
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: env('VITE_SOCIAL_FACEBOOK', 'https://www.facebook.com/topuplive') },
  { name: 'Instagram', href: env('VITE_SOCIAL_INSTAGRAM', 'https://www.instagram.com/topuplive') },
  { name: 'YouTube', href: env('VITE_SOCIAL_YOUTUBE', 'https://www.youtube.com/@topuplive') },
  { name: 'Discord', href: env('VITE_SOCIAL_DISCORD', 'https://discord.gg/topuplive') },
] as const;

/**
 * The Me page's install offer and public-account banner (seed 001 section 2: "a public-account
 * banner and an install banner"; "app download" or "an add-to-desktop video guide"). The
 * seeds give no addresses. A store listing is offered only when the build configures a real
 * one: VITE_APP_STORE_URL has no default (an invented App Store id would send shoppers to a
 * missing app), and the old placeholder id (id0000000000) counts as not configured; without
 * it an iOS-like device gets the add-to-desktop guide instead. Google Play keeps its
 * listing default. The official account is by default the Facebook page of the footer.
 * Without VITE_ADD_TO_DESKTOP_VIDEO_URL the guide shows its written steps only. Read when
 * asked (not at import), so a build's values and a test's stubbed ones both apply.
 */
export function appDownloadUrl(os: 'ios' | 'android'): string | undefined {
  const url =
    os === 'ios'
      ? env('VITE_APP_STORE_URL', '')
      : env('VITE_GOOGLE_PLAY_URL', 'https://play.google.com/store/apps/details?id=com.topuplive');
  return isStoreListing(url) ? url.trim() : undefined;
}

/** An https address that is not the placeholder App Store id (id0000000000). */
export function isStoreListing(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && !/\/id0+$/.test(parsed.pathname);
}

export const PUBLIC_ACCOUNT_URL = env('VITE_PUBLIC_ACCOUNT_URL', SOCIAL_LINKS[0].href);

/** The add-to-desktop guide's video; none (the written steps only) when not configured. */
export function addToDesktopVideoUrl(): string | undefined {
  return env('VITE_ADD_TO_DESKTOP_VIDEO_URL', '') || undefined;
}

/**
 * The filing-record link of the 404 page's variant (seed 001 section 2: "A variant shows a
 * filing-record link"). The seeds give neither the record number nor the address: a build
 * for a deployment under a filing sets VITE_FILING_RECORD_NUMBER (the number is a legal
 * registration, so there is no default one) and the page then shows the link, to the
 * public filing register unless VITE_FILING_RECORD_URL says otherwise. Inferred.
 */
export const FILING_RECORD = {
  number: env('VITE_FILING_RECORD_NUMBER', ''),
  url: env('VITE_FILING_RECORD_URL', 'https://beian.miit.gov.cn/'),
} as const;

function hostList(name: string): string[] {
  return env(name, '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * What a server-supplied URL is for. Each purpose has its own allow-list, so a URL given for
 * one (a Google sign-in reply) cannot lead to the hosts of another (a payment provider).
 */
export type UrlPurpose =
  'content' | 'payment' | 'support' | 'google-login' | 'line-login' | 'apple-login';

export interface UrlAllowList {
  /** Whether a path of this site is accepted (followed in the app). */
  internal: boolean;
  /** The https hosts (host[:port]) accepted. */
  hosts: readonly string[];
}

/**
 * The allow-list of each purpose (issue 11 item 19; docs/storefront-choices.md):
 * - content: banner jumpUrl, message URL and links in server HTML: this site, the footer's
 *   social hosts, the app stores, and VITE_CONTENT_HOSTS;
 * - payment: a create-order / create-payment redirectUrl: this site (its own payment pages)
 *   and the payment providers' hosted pages (Airwallex, UseePay) plus VITE_PAYMENT_HOSTS;
 * - support: the support chat's host only;
 * - google-login, line-login, apple-login: that provider's sign-in host only, never this site.
 */
export const URL_ALLOW_LISTS: Readonly<Record<UrlPurpose, UrlAllowList>> = {
  content: {
    internal: true,
    hosts: [
      ...SOCIAL_LINKS.map((link) => new URL(link.href).host),
      'apps.apple.com',
      'play.google.com',
      ...hostList('VITE_CONTENT_HOSTS'),
    ],
  },
  payment: {
    internal: true,
    hosts: [
      'checkout.airwallex.com',
      'checkout-demo.airwallex.com',
      'pay.useepay.com',
      'pay-sandbox.useepay.com',
      ...hostList('VITE_PAYMENT_HOSTS'),
      // Development and tests: the contract examples' local-payment host, so the mock story
      // can be walked to its redirect. Never in a production build.
      ...(import.meta.env.PROD ? [] : ['payments.example.com']),
    ],
  },
  support: { internal: false, hosts: [new URL(SUPPORT_CHAT_URL).host] },
  'google-login': { internal: false, hosts: ['accounts.google.com'] },
  'line-login': { internal: false, hosts: ['access.line.me'] },
  'apple-login': { internal: false, hosts: ['appleid.apple.com'] },
};
