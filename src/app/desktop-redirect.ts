// Seed 001 section 9: "Desktop widths above 1200 on the mobile host redirect to the desktop
// host." Choices where the seed is silent (docs/storefront-choices.md):
// - at start only, never on resize: a redirect is a new page load, and a shopper rotating a
//   tablet or widening a window mid-checkout would lose the form and the payment under way;
//   the next load of a wide window goes;
// - never inside the native app (its token in this tab, or one of its pages): the app chose
//   this mobile page for its web view, and its payment pages answer through the native
//   bridge, which the desktop site would not;
// - never to this same origin (no loop);
// - the path (language segment included), query and fragment carry over; the app's token
//   never does (it is out of the address bar by then, and dropped here too).
import { DESKTOP_WIDTH_ABOVE_PX, desktopOrigin } from '../config/desktop-host';
import { pathWithoutLocale } from '../config/locales';
import { routes, type RouteDefinition } from '../config/routes';
import { APP_TOKEN_PARAM, isAppContext } from '../lib/session';

/** The pages the native app opens (chrome 'app' in the route table), lower-cased. */
const APP_PAGE_PATHS = new Set(
  Object.values(routes as Record<string, RouteDefinition>)
    .filter((route) => route.chrome === 'app')
    .map((route) => `/${route.path.toLowerCase()}`),
);

/** True for a path of one of the native app's pages ('/en/appAirwallex'), any language. */
export function isAppPagePath(pathname: string): boolean {
  return APP_PAGE_PATHS.has(pathWithoutLocale(pathname).replace(/\/$/, '').toLowerCase());
}

export interface RedirectInput {
  /** The viewport's width in CSS pixels. */
  width: number;
  /** This page's address. */
  href: string;
  /** The configured desktop origin, already checked (config/desktop-host.ts). */
  desktopOrigin: string | undefined;
  /** True when the native app opened this tab (its token is held for the tab). */
  inApp: boolean;
}

/** Where this page load goes on the desktop host, or null when it stays. */
export function desktopRedirectTarget(input: RedirectInput): string | null {
  if (input.desktopOrigin === undefined || input.width <= DESKTOP_WIDTH_ABOVE_PX) return null;
  const here = new URL(input.href);
  if (input.inApp || isAppPagePath(here.pathname)) return null;
  if (here.origin === input.desktopOrigin) return null;
  // Only when present: deleting re-encodes the whole query ('?a&b' becomes '?a=&b=').
  if (here.searchParams.has(APP_TOKEN_PARAM)) here.searchParams.delete(APP_TOKEN_PARAM);
  return `${input.desktopOrigin}${here.pathname}${here.search}${here.hash}`;
}

/**
 * At start-up: sends a desktop-wide window to the desktop host (location.replace, so Back
 * does not return to a page that would send it again). Says whether the page is leaving.
 */
export function leavesForDesktopHost(
  go: (url: string) => void = (url) => {
    window.location.replace(url);
  },
): boolean {
  const target = desktopRedirectTarget({
    width: window.innerWidth,
    href: window.location.href,
    desktopOrigin: desktopOrigin(),
    inApp: isAppContext(),
  });
  if (target === null) return false;
  go(target);
  return true;
}
