// The unit tests' stand-in for the server's /api pass-through (src/server/api-pass-through.ts):
// MSW plays the backend, and nothing plays the server that turns a sign-in reply into the
// session cookies. This wraps the page's fetch and, for each /api reply, applies the
// pass-through's own decision (sessionChange) as the browser would see the server's
// Set-Cookie: the readable flags set or cleared (the HttpOnly token is no script's, here either).
import { sessionChange, type Envelope } from '../../src/server/api-pass-through';
import { COOKIE, forgetCookies } from '../../src/lib/cookies';

async function envelopeOf(response: Response): Promise<Envelope | undefined> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    const parsed: unknown = await response.clone().json();
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function setFlag(name: string, present: boolean): void {
  document.cookie = present
    ? `${name}=1; path=/`
    : `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

export function installSessionPassThrough(): void {
  if (typeof window === 'undefined') return;
  const pageFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await pageFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.pathname.startsWith('/api/')) return response;
    const change = sessionChange(url.pathname, response.status, await envelopeOf(response));
    if (change) {
      setFlag(COOKIE.signedIn, change.kind === 'sign-in');
      if (change.kind === 'sign-out') setFlag(COOKIE.appContext, false);
      forgetCookies();
    }
    return response;
  };
}
