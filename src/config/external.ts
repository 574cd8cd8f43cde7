// External addresses the storefront may send the shopper to. The seeds name the services
// but not their addresses ("not shown"): these are inferred defaults, overridable per build
// with VITE_ variables, and every server-supplied URL is checked against ALLOWED_HOSTS.

/** A comma-separated list of hosts from a VITE_ variable. */
function hostList(name: string): string[] {
  return env(name, '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
}

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

/**
 * Hosts a server-supplied URL (banner jumpUrl, message URL, payment redirect, third-party
 * login URL) may lead to. Anything else is refused before navigation.
 */
export const ALLOWED_HOSTS: readonly string[] = [
  new URL(SUPPORT_CHAT_URL).host,
  ...SOCIAL_LINKS.map((link) => new URL(link.href).host),
  'accounts.google.com',
  'access.line.me',
  'appleid.apple.com',
  'checkout.airwallex.com',
  'checkout-demo.airwallex.com',
  'pay.useepay.com',
  'pay-sandbox.useepay.com',
  'apps.apple.com',
  'play.google.com',
  ...hostList('VITE_EXTRA_ALLOWED_HOSTS'),
];

/**
 * Hosts a payment redirect (create order / create payment `redirectUrl`) may lead to: the
 * card providers' hosted pages plus VITE_PAYMENT_HOSTS (comma-separated, the local
 * payments' hosts of a deployment). Development and tests add the contract examples' host
 * (payments.example.com) so the mock story can be walked. Inferred: the seeds name no host.
 */
export const PAYMENT_HOSTS: readonly string[] = [
  'checkout.airwallex.com',
  'checkout-demo.airwallex.com',
  'pay.useepay.com',
  'pay-sandbox.useepay.com',
  ...hostList('VITE_PAYMENT_HOSTS'),
  ...(import.meta.env.PROD ? [] : ['payments.example.com']),
];
