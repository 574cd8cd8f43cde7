// External addresses of single screens (the Me page's install offer and public account, the
// 404 page's filing record), apart from config/external.ts so the modules every page loads
// do not carry them. Inferred defaults, overridable per build with VITE_ variables.
import { env, SOCIAL_LINKS } from './external';

/**
 * The Me page's install offer and public-account banner (seed 001 section 2: "a public-account
 * banner and an install banner"; "app download" or "an add-to-desktop video guide"). The
 * seeds give no addresses: the store listings, the official account (by default the
 * Facebook page of the footer) and the guide's video are inferred defaults. Without a video
 * address the guide shows its written steps only.
 */
export const APP_DOWNLOAD = {
  ios: env('VITE_APP_STORE_URL', 'https://apps.apple.com/app/topuplive/id0000000000'),
  android: env(
    'VITE_GOOGLE_PLAY_URL',
    'https://play.google.com/store/apps/details?id=com.topuplive',
  ),
} as const;
export const PUBLIC_ACCOUNT_URL = env('VITE_PUBLIC_ACCOUNT_URL', SOCIAL_LINKS[0].href);
export const ADD_TO_DESKTOP_VIDEO_URL = env('VITE_ADD_TO_DESKTOP_VIDEO_URL', '');

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
