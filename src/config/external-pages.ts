// External addresses of single screens (the Me page's install offer and public account, the
// 404 page's filing record), apart from config/external.ts so the modules every page loads
// do not carry them. Inferred defaults, overridable per deployment with run-time settings
// (config/runtime-settings.ts). Read when asked (not at import), so the deployment's values
// and a test's provided ones both apply.
import { socialLinks } from './external';
import { runtimeSetting, runtimeSettingOr } from './runtime-settings';

/**
 * The Me page's install offer and public-account banner (seed 001 section 2: "a public-account
 * banner and an install banner"; "app download" or "an add-to-desktop video guide"). The
 * seeds give no addresses. A store listing is offered only when the deployment configures a
 * real one: APP_STORE_URL has no default (an invented App Store id would send shoppers to a
 * missing app), and the old placeholder id (id0000000000) counts as not configured; without
 * it an iOS-like device gets the add-to-desktop guide instead. Google Play keeps its
 * listing default. The official account is by default the Facebook page of the footer.
 * Without ADD_TO_DESKTOP_VIDEO_URL the guide shows its written steps only.
 */
export function appDownloadUrl(os: 'ios' | 'android'): string | undefined {
  const url =
    os === 'ios'
      ? runtimeSetting('APP_STORE_URL')
      : runtimeSettingOr(
          'GOOGLE_PLAY_URL',
          'https://play.google.com/store/apps/details?id=com.topuplive',
        );
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

/** The Me page's public account: PUBLIC_ACCOUNT_URL, else the footer's Facebook page. */
export function publicAccountUrl(): string {
  return runtimeSetting('PUBLIC_ACCOUNT_URL') || (socialLinks()[0]?.href ?? '');
}

/** The add-to-desktop guide's video; none (the written steps only) when not configured. */
export function addToDesktopVideoUrl(): string | undefined {
  return runtimeSetting('ADD_TO_DESKTOP_VIDEO_URL') || undefined;
}

export interface FilingRecord {
  /** The registration number; empty: no filing, no link. */
  number: string;
  url: string;
}

/**
 * The filing-record link of the 404 page's variant (seed 001 section 2: "A variant shows a
 * filing-record link"). The seeds give neither the record number nor the address: a
 * deployment under a filing sets FILING_RECORD_NUMBER (the number is a legal registration,
 * so there is no default one) and the page then shows the link, to the public filing
 * register unless FILING_RECORD_URL says otherwise. Inferred.
 */
export function filingRecord(): FilingRecord {
  return {
    number: runtimeSetting('FILING_RECORD_NUMBER'),
    url: runtimeSettingOr('FILING_RECORD_URL', 'https://beian.miit.gov.cn/'),
  };
}
