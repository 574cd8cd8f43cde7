// The redeem-code rules shared by ConfirmOrder's Discounts section and the Coupons page's
// redeem dialog (seed 001 sections 5 and 9): a code is trimmed and at most 12 characters
// (the contract's rule on voucherCode); an empty box sends nothing; checkout offers Redeem
// once 6 non-space characters are typed; a failed redeem clears the box.
// Zod's JIT off before this module's schemas parse (lib/zod-jitless.ts: strict CSP).
import '../lib/zod-jitless';
import * as z from 'zod';
import { isApiError } from '../api/api-error';
import {
  RedeemVoucherBody,
  redeemVoucherBodyVoucherCodeMax,
} from '../api/generated/coupons/coupons.zod';

/** Seed 001 section 9: "Coupon code: 12 characters." */
export const REDEEM_CODE_MAX = redeemVoucherBodyVoucherCodeMax;
/** Seed 001 section 5: "A redeem code counts as entered at 6+ non-space characters." */
export const REDEEM_CODE_ENTERED = 6;

/** What the box keeps of a keystroke: at most 12 characters. */
export function limitRedeemCode(raw: string): string {
  return raw.slice(0, REDEEM_CODE_MAX);
}

export function isRedeemCodeEntered(raw: string): boolean {
  return raw.replace(/\s/g, '').length >= REDEEM_CODE_ENTERED;
}

/** The code to send: trimmed, 1-12 characters (the contract's rule); an empty box sends nothing. */
const redeemCodeSchema = z.string().trim().pipe(RedeemVoucherBody.shape.voucherCode);

export function redeemCodeToSend(raw: string): string | undefined {
  const parsed = redeemCodeSchema.safeParse(limitRedeemCode(raw));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Seed 001 section 5: "A failed redeem clears the box": a redeem the server answered with a
 * code other than 200 (an unknown or used code). Inferred: a 401 (the session ended, and
 * signing in again brings the page back), no reply, or a broken one said nothing about the
 * code, so the box keeps it for another try.
 */
export function redeemFailureClearsBox(error: unknown): boolean {
  return isApiError(error) && error.kind === 'business' && error.code !== 401;
}
