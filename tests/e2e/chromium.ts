// Where the browser tests find Chromium: Debian's package by default, CHROMIUM_PATH to
// override on other machines.
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
}

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
