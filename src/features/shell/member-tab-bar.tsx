// The tab bar of a signed-in shopper: the Info dot from the message summary and the Me badge
// from the unused coupons, whose count is also kept in the CouponLength cookie (the unused-
// coupon pop-up only shows while it exists, seed 000 section 4).
import { useEffect } from 'react';
import { useListCouponsByStatus } from '../../api/generated/coupons/coupons';
import { useGetMessageSummary } from '../../api/generated/messages/messages';
import { okData } from '../../api/http-client';
import { COOKIE, removeCookie, writeCookie } from '../../lib/cookies';
import { TabBarView } from './tab-bar-view';

/** Coupon list status 0 = unused (seed 001 section 4: "Tabs 0 unused, 1 used, 2 expired"). */
const UNUSED = 0;

export function MemberTabBar() {
  const summary = useGetMessageSummary({ query: { select: okData } });
  const coupons = useListCouponsByStatus({ status: UNUSED }, { query: { select: okData } });
  const unusedCoupons = coupons.data?.length ?? 0;
  const unread = summary.data
    ? summary.data.orderMsg.count + summary.data.promotionMsg.count > 0
    : false;

  useEffect(() => {
    if (coupons.data === undefined) return;
    if (unusedCoupons > 0) writeCookie(COOKIE.couponLength, String(unusedCoupons));
    else removeCookie(COOKIE.couponLength);
  }, [coupons.data, unusedCoupons]);

  return <TabBarView infoDot={unread} unusedCoupons={unusedCoupons} />;
}
