// The desktop host (seed 001 section 9: "Desktop widths above 1200 on the mobile host
// redirect to the desktop host"). The seeds name neither host: the desktop origin is a
// run-time setting, DESKTOP_ORIGIN (config/runtime-settings.ts), like the other hosts in
// config/external.ts. Unset, nothing redirects. Where the page goes and when:
// app/desktop-redirect.ts.
import { secureOrigin } from './origin';
import { runtimeSetting } from './runtime-settings';

/** Seed 001 section 9: widths above this (CSS pixels) are desktop widths; 1200 itself is not. */
export const DESKTOP_WIDTH_ABOVE_PX = 1200;

/**
 * The configured desktop origin ('https://host[:port]'), or undefined when none is usable:
 * unset or empty, or malformed. Accepted: an https origin, or an http one on localhost or
 * 127.0.0.1 (a local desktop site in development); a path, query, fragment or credentials
 * make it malformed (an origin is asked for, and the page's own path is what carries over).
 * A malformed value redirects nowhere and says why in development.
 */
export function desktopOrigin(
  configured: string = runtimeSetting('DESKTOP_ORIGIN'),
): string | undefined {
  const value = configured.trim();
  if (value === '') return undefined;
  const origin = secureOrigin(value);
  if (origin === undefined && import.meta.env.DEV) {
    console.warn(
      `[desktop host] DESKTOP_ORIGIN=${value} is not an https origin (or http on ` +
        'localhost or 127.0.0.1): wide screens stay on this host.',
    );
  }
  return origin;
}
