// External addresses the storefront may send the shopper to. The seeds name the services
// but not their addresses ("not shown"): these are inferred defaults, overridable per
// deployment with run-time settings (config/runtime-settings.ts: environment variables the
// server reads when it starts), and every server-supplied URL is checked against the
// allow-list of its purpose (urlAllowList). Read when asked, not at import: the server
// renders with the settings it was started with, whatever imported this module first.
import { AIRWALLEX_CHECKOUT_HOSTS } from './payment-hosts';
import { runtimeSetting, runtimeSettingOr } from './runtime-settings';

/** The external live-chat (seed 000 section 1: "opens an external support chat in a new window"). */
export function supportChatBaseUrl(): string {
  return runtimeSettingOr('SUPPORT_CHAT_URL', 'https://support.topuplive.example/chat');
}

export interface SocialLink {
  name: string;
  href: string;
}

/** Footer social links (seed 000 section 1: "The footer has social links"). */
export function socialLinks(): readonly SocialLink[] {
  return [
    {
      name: 'Facebook',
      href: runtimeSettingOr('SOCIAL_FACEBOOK', 'https://www.facebook.com/topuplive'),
    },
    {
      name: 'Instagram',
      href: runtimeSettingOr('SOCIAL_INSTAGRAM', 'https://www.instagram.com/topuplive'),
    },
    {
      name: 'YouTube',
      href: runtimeSettingOr('SOCIAL_YOUTUBE', 'https://www.youtube.com/@topuplive'),
    },
    { name: 'Discord', href: runtimeSettingOr('SOCIAL_DISCORD', 'https://discord.gg/topuplive') },
  ];
}

/** The hosts of a comma-separated list, lower-cased. */
function hostList(value: string): string[] {
  return value
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
 * The allow-list of a purpose (issue 11 item 19; docs/storefront-choices.md):
 * - content: banner jumpUrl, message URL and links in server HTML: this site, the footer's
 *   social hosts, the app stores, and CONTENT_HOSTS;
 * - payment: a create-order / create-payment redirectUrl: this site (its own payment pages)
 *   and the payment providers' hosted pages (Airwallex, UseePay) plus PAYMENT_HOSTS;
 * - support: the support chat's host only;
 * - google-login, line-login, apple-login: that provider's sign-in host only, never this site.
 */
export function urlAllowList(purpose: UrlPurpose): UrlAllowList {
  switch (purpose) {
    case 'content':
      return {
        internal: true,
        hosts: [
          ...socialLinks().map((link) => new URL(link.href).host),
          'apps.apple.com',
          'play.google.com',
          ...hostList(runtimeSetting('CONTENT_HOSTS')),
        ],
      };
    case 'payment':
      return {
        internal: true,
        hosts: [
          ...AIRWALLEX_CHECKOUT_HOSTS,
          'pay.useepay.com',
          'pay-sandbox.useepay.com',
          ...hostList(runtimeSetting('PAYMENT_HOSTS')),
          // Development and tests: the contract examples' local-payment host, so the mock story
          // can be walked to its redirect. Never in a production build.
          ...(import.meta.env.PROD ? [] : ['payments.example.com']),
        ],
      };
    case 'support':
      return { internal: false, hosts: [new URL(supportChatBaseUrl()).host] };
    case 'google-login':
      return { internal: false, hosts: ['accounts.google.com'] };
    case 'line-login':
      return { internal: false, hosts: ['access.line.me'] };
    case 'apple-login':
      return { internal: false, hosts: ['appleid.apple.com'] };
  }
}
