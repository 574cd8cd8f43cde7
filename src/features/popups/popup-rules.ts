// When the signed-in pop-ups may show (seed 000 section 4, seed 001 section 4 "Coupon
// pop-ups"), and the local-storage timestamps they stamp on close ("Local storage keeps
// timestamps of the last order-tip and unused-coupon pop-ups"). The stamps are plain times
// in milliseconds, nothing secret.
import { UNPAID_TIP_INTERVAL_MS, UNUSED_COUPON_POPUP_INTERVAL_MS } from '../../config/timing';

/** localStorage keys (named here: the seeds do not name them). */
export const POPUP_STAMP_KEYS = {
  unpaidTip: 'topup.popups.unpaidTipClosedAt',
  unusedCoupons: 'topup.popups.unusedCouponsClosedAt',
} as const;

export type PopupStamp = keyof typeof POPUP_STAMP_KEYS;

/** The time the pop-up was last closed, or null when never (or storage is unavailable). */
export function readStamp(which: PopupStamp): number | null {
  try {
    const raw = window.localStorage.getItem(POPUP_STAMP_KEYS[which]);
    if (raw === null) return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStamp(which: PopupStamp, now: number = Date.now()): void {
  try {
    window.localStorage.setItem(POPUP_STAMP_KEYS[which], String(now));
  } catch {
    // Storage full or blocked: the pop-up may simply show again next time.
  }
}

/** "Shows while cookie RookieCoupons equals 1." */
export function rookieCouponDue(rookieCookie: string | undefined): boolean {
  return rookieCookie === '1';
}

/** "If the last tip was at least 3600 s ago or never, an unpaid-order check is made." */
export function unpaidCheckDue(now: number, lastTipAt: number | null): boolean {
  return lastTipAt === null || now - lastTipAt >= UNPAID_TIP_INTERVAL_MS;
}

/** "At most once per 86400 s and only if the coupon-count cookie exists." */
export function unusedCouponsDue(
  now: number,
  lastShownAt: number | null,
  couponCountCookie: string | undefined,
): boolean {
  if (couponCountCookie === undefined) return false;
  return lastShownAt === null || now - lastShownAt >= UNUSED_COUPON_POPUP_INTERVAL_MS;
}
