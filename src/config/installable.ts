// The installable app (issue 26 item 1): where its files are served and how it looks. The
// specification only asks for an add-to-desktop prompt (seed 001, Me); the manifest, the
// service worker and the offline page are the storefront's choices
// (docs/storefront-choices.md, "The installable app").
import type { Locale } from './locales';

/** The service worker's script, at the root so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The brand colour of the logo and the header (index.html's theme-color). */
export const THEME_COLOUR = '#c2410c';
/** The splash screen's background: the pages' own. */
export const BACKGROUND_COLOUR = '#ffffff';

/** Icon sizes browsers ask for: 192 px on the home screen, 512 px for the splash screen. */
export const ICON_SIZES = [192, 512] as const;
export type IconPurpose = 'any' | 'maskable';

/** One manifest per language: its name, start and scope are the language's. */
export function manifestPath(locale: Locale): string {
  return `/manifest-${locale}.webmanifest`;
}

/** The page the service worker shows when a navigation finds no network, per language. */
export function offlinePagePath(locale: Locale): string {
  return `/offline-${locale}.html`;
}

export function iconPath(size: number, purpose: IconPurpose): string {
  return `/icons/${purpose === 'maskable' ? 'maskable-' : 'icon-'}${size}.png`;
}
