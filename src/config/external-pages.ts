// External addresses of single screens (the Me page's install offer and public account, the
// 404 page's filing record), apart from config/external.ts so the modules every page loads
// do not carry them. Inferred defaults, overridable per build with VITE_ variables.
import { env, SOCIAL_LINKS } from './external';

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
