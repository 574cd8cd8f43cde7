// Shared set-up of the account pages' tests: a signed-in shopper on the route (the shared
// `openSignedIn` of tests/utils) with a member's info.
import { server } from '../../../mocks/node-server';
import { openSignedIn as openSignedInRoute } from '../../../tests/utils/open-signed-in';
import { getGetUserInfoMockHandler } from '../../api/generated/member/member.msw';
import type { UserInfo } from '../../api/generated/model';

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
  return openSignedInRoute(path);
}
