// Where the page reports its field figures and errors (issue 26 item 3): VITALS_ENDPOINT and
// ERROR_ENDPOINT, run-time settings (README "Deploy"). The one rule for such an address,
// checked by the server at start (server/settings.ts) and by the page that sends to it: a
// path of this site (/...), or an https address (http only on localhost or 127.0.0.1), with
// no credentials. Unset or refused: nothing is sent.
import { runtimeSetting } from './runtime-settings.ts';

const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/** The absolute address of `value` on the page at `base`, or undefined when it is refused. */
export function reportEndpointUrl(value: string, base: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  // A path of this site; not '//host' nor '/\host', which browsers read as another host.
  const isPath = /^\/(?![/\\])/.test(trimmed);
  let url: URL;
  try {
    url = isPath ? new URL(trimmed, base) : new URL(trimmed);
  } catch {
    return undefined;
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname));
  if (!isPath && !secure) return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return url.href;
}

export type ReportEndpointName = 'VITALS_ENDPOINT' | 'ERROR_ENDPOINT';

function onThisPage(value: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return reportEndpointUrl(value, window.location.href);
}

/** Where the field figures (LCP, INP, CLS, TTFB) go, or undefined: nothing is sent. */
export const vitalsEndpoint = () => onThisPage(runtimeSetting('VITALS_ENDPOINT'));

/** Where the page's errors go, or undefined: nothing is sent. */
export const errorEndpoint = () => onThisPage(runtimeSetting('ERROR_ENDPOINT'));

/** The name of the page's release meta (the server's RELEASE, src/server/page-shell.ts). */
export const RELEASE_META = 'release';

/** The release this page belongs to, as the server's logs name it ('dev' when unnamed). */
export function pageRelease(): string {
  if (typeof document === 'undefined') return 'dev';
  return document.querySelector(`meta[name="${RELEASE_META}"]`)?.getAttribute('content') || 'dev';
}

/** The origins a page's CSP lets it send reports to (connect-src), from the settings. */
export function reportOrigins(settings: Partial<Record<ReportEndpointName, string>>): string[] {
  const origins = new Set<string>();
  for (const value of [settings.VITALS_ENDPOINT, settings.ERROR_ENDPOINT]) {
    if (value === undefined || value.startsWith('/')) continue;
    const url = reportEndpointUrl(value, 'https://page.invalid/');
    if (url) origins.add(new URL(url).origin);
  }
  return [...origins];
}
