// Shared set-up of the account pages' tests: a signed-in shopper on the route, the client's
// navigation wired to the test router, and a member's info.
import { server } from '../../../mocks/node-server';
import { renderRoute } from '../../../tests/utils/render-route';
import { getGetUserInfoMockHandler } from '../../api/generated/member/member.msw';
import type { UserInfo } from '../../api/generated/model';
import { COOKIE, writeCookie } from '../../lib/cookies';
import { setNavigator } from '../../lib/navigation';

/** The contract's UserInfoAlex example. */
export const ALEX: UserInfo = {
  memberId: 880012,
  memberName: 'alex.chen@example.com',
  nickName: 'Alex',
  avatar: '/mock-assets/avatars/alex.svg',
  email: { email: 'alex.chen@example.com', status: 1 },
  mobile: { mobile: '81234567', code: '65', status: 0 },
  level: { level: 1, levelName: 'VIP1' },
  countryEn: 'Singapore',
  appPoints: 60,
};

export function openSignedIn(path: string, user: UserInfo = ALEX) {
  server.use(getGetUserInfoMockHandler({ code: 200, msg: 'success', data: user }));
  writeCookie(COOKIE.token, 'eyJhbGciOiJIUzI1NiJ9.demo-token.sig');
  window.history.replaceState(null, '', path);
  const utils = renderRoute(path);
  setNavigator((href, options) => void utils.router.navigate(href, options));
  return utils;
}
