// Where the browser tests and the measurements find Chromium: Debian's packages (no browser
// downloads work here).
// - The journeys (Playwright) run `chromium-headless-shell`, Chromium's headless shell: the
//   same Blink and V8 without the full browser around them, which is what Playwright itself
//   runs for headless tests. Measured on this machine (2026-11-29): the whole journey run
//   took 16.2 min against 21-23.5 min in the full browser, screens.spec's test time 795 s
//   against 1237 s; every journey passed in both (installability included).
// - Lighthouse (`npm run bench`, `audit`, `bench:lcp-path`) runs the full `chromium`: it
//   measures the browser a shopper has.
// CHROMIUM_HEADLESS_SHELL_PATH and CHROMIUM_PATH override them on other machines.
/** The journeys' browser (scripts/lib/debian-browser.ts installs its package when missing). */
export const JOURNEY_BROWSER = {
  path: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  debianPackage: 'chromium-headless-shell',
  variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
  purpose: 'the browser tests',
};

/** Lighthouse's browser. */
export const LIGHTHOUSE_BROWSER = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  debianPackage: 'chromium',
  variable: 'CHROMIUM_PATH',
  purpose: 'Lighthouse',
};

/** Flags for a closed network: no background calls home, no sandbox as root, no GPU. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
