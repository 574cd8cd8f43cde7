// The Coupons page's tabs (seed 001 section 4: "Tabs 0 unused, 1 used, 2 expired"): each tab
// asks the coupon list by status for its own status.
import { CouponListStatus } from '../../api/generated/model/couponListStatus';
import type { CouponStatusRequest } from '../../api/generated/model';

export const COUPON_TABS = ['unused', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

const TAB_STATUS: Record<CouponTab, CouponListStatus> = {
  unused: CouponListStatus.unused,
  used: CouponListStatus.used,
  expired: CouponListStatus.expired,
};

export function couponTabRequest(tab: CouponTab): CouponStatusRequest {
  return { status: TAB_STATUS[tab] };
}
