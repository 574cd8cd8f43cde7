// What the browser journeys share: a signed-in session, a chosen Prism example, the bodies
// a screen sends, and the axe check.
import { axe } from './axe';
import { expect, type BrowserContext, type Page } from './test';
import { STORAGE_KEY as SCENARIO_STORAGE_KEY } from '../../src/dev/scenario-switcher/scenario-store';

/** The contract examples' member token. */
export const DEMO_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.demo-token.sig';

/**
 * The session cookies a server's sign-in sets (src/server/session-cookies.ts): the token,
 * HttpOnly, and the flag the page reads.
 */
export function sessionCookies(url: string | undefined, token = DEMO_TOKEN) {
  return [
    { name: 'adbws_marker', value: token, url, httpOnly: true, sameSite: 'Lax' as const },
    { name: 'signed_in', value: '1', url, sameSite: 'Lax' as const },
  ];
}

/** Signs the browser in as the contract examples' member (the session cookies). */
export async function signIn(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies(sessionCookies(baseURL));
}

/**
 * Serves the named Prism example for the first `times` calls to `path` (whatever their
 * query), then the default.
 */
/**
 * The scenario switcher's choices for the page's next load (src/dev: the HTTP client then
 * sends Prefer: example=<name> to Prism for each operation named).
 */
export async function chooseExamples(page: Page, examples: Record<string, string>) {
  const choices = Object.fromEntries(
    Object.entries(examples).map(([operation, name]) => [operation, { kind: 'example', name }]),
  );
  await page.addInitScript(
    ({ key, value }) => {
      sessionStorage.setItem(key, value);
    },
    { key: SCENARIO_STORAGE_KEY, value: JSON.stringify(choices) },
  );
}

export async function preferOnce(page: Page, path: string, example: string, times = 1) {
  let left = times;
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      if (left <= 0) return route.continue();
      left -= 1;
      return route.continue({
        headers: { ...route.request().headers(), prefer: `example=${example}` },
      });
    },
  );
}

/** Records the JSON bodies sent to `path` with `method` (POST unless told). */
export function recordBodies(page: Page, path: string, method = 'POST'): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) {
      bodies.push(request.postDataJSON());
    }
  });
  return bodies;
}

/**
 * axe finds nothing on the page. `exceptDevPanel` leaves out the development-only API panel
 * (never in a production build).
 */
export async function expectNoAxeViolations(page: Page, { exceptDevPanel = false } = {}) {
  const builder = axe(page);
  if (exceptDevPanel) builder.exclude('aside[aria-label="Developer tools"]');
  const results = await builder.analyze();
  expect(results.violations).toEqual([]);
}
