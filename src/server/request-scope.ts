// One request's view for the screens rendered on the server (lib/server-scope.ts): its
// address, cookies and user agent, held in AsyncLocalStorage, so whatever a render starts
// (a call, a continuation, React's later work) reads its own request's cookies, never
// another shopper's rendered at the same time.
import { AsyncLocalStorage } from 'node:async_hooks';
import { provideServerScope, type ServerScope } from '../lib/server-scope';

const storage = new AsyncLocalStorage<ServerScope>();
provideServerScope(() => storage.getStore());

/** The cookies of a Cookie header (names and values decoded as js-cookie decodes them). */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    let value = pair.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // Kept as sent: not percent-encoded.
    }
    if (name !== '' && !(name in cookies)) cookies[name] = value;
  }
  return cookies;
}

export function runInRequestScope<T>(scope: ServerScope, work: () => T): T {
  return storage.run(scope, work);
}
