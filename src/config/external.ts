// External addresses the storefront may send the shopper to. The seeds name the services
// but not their addresses ("not shown"): these are inferred defaults, overridable per build
// with VITE_ variables, and every server-supplied URL is checked against the allow-list of
// its purpose (URL_ALLOW_LISTS).

/** A build setting (a VITE_ variable), or its default. */
export function env(name: string, fallback: string): string {
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
