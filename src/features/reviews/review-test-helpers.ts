// Shared set-up of the review screens' tests: a signed-in shopper, the address bar on the
// route (the HTTP client reads the language of login and not-found from it) and the
// client's navigation wired to the test router.
import type { OrderListItem } from '../../api/generated/model';
import { renderRoute } from '../../../tests/utils/render-route';
import { COOKIE, writeCookie } from '../../lib/cookies';
import { setNavigator } from '../../lib/navigation';

export function openSignedIn(path: string) {
  writeCookie(COOKIE.token, 'eyJhbGciOiJIUzI1NiJ9.demo-token.sig');
  window.history.replaceState(null, '', path);
  const utils = renderRoute(path);
  setNavigator((href, options) => void utils.router.navigate(href, options));
  return utils;
}

/** An order waiting for its review (the contract's review-list example). */
export const PENDING_REVIEW_ORDER: OrderListItem = {
  orderId: 'TL2026112000008',
  spuId: 20201,
  spuName: 'Google Play Gift Card $10',
  pic: '/mock-assets/goods/google-play.svg',
  attrvalue: '$10',
  createTime: '2026-11-20 09:14:33',
  status: '8',
  evaluateStatus: 0,
};
