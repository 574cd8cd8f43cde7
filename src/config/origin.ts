// The one rule for a configured origin (DESKTOP_ORIGIN, NATIVE_BRIDGE_PARENT_ORIGIN): checked
// by the server at start (server/settings.ts) and by the page that uses it (desktop-host.ts).

const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The origin of `value` ('https://host[:port]', lower-cased), or undefined unless it is an
 * https origin, or an http one on localhost or 127.0.0.1 (a local site in development); a
 * path, query, fragment or credentials make it no origin.
 */
export function secureOrigin(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname));
  // '?' or '#' with nothing after leaves no search or hash on the URL: refused all the same.
  const bare =
    url.pathname === '/' && !/[?#]/.test(value) && url.username === '' && url.password === '';
  return secure && bare ? url.origin : undefined;
}
