// A screen opened as the contract examples' signed-in member: the token cookie, the address
// bar on the route (the HTTP client reads the language of login and not-found from it) and
// the client's navigation wired to the test router.
import { COOKIE, writeCookie } from '../../src/lib/cookies';
import { setNavigator } from '../../src/lib/navigation';
import { renderRoute } from './render-route';

/** The contract examples' member token. */
export const DEMO_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.demo-token.sig';

export function openSignedIn(path: string) {
  writeCookie(COOKIE.signedIn, '1');
  window.history.replaceState(null, '', path);
  const utils = renderRoute(path);
  setNavigator((href, options) => void utils.router.navigate(href, options));
  return utils;
}
