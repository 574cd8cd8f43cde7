// The tracking record of a create payment (seed 001 section 8: "The tracking call records
// the result as submit success when the code is 200, or submit failure when 500, with the
// reason msg"). Fire-and-forget: the reply is ignored and a failure shows nothing.
import { logTrackingEvent } from '../../api/generated/tracking/tracking';
import { COOKIE, readCookie } from '../../lib/cookies';

/** trackingPosition of the create-payment record (contract: tracking.yaml, paymentSubmit*). */
export const CREATE_PAYMENT_POSITION = 'create_payment';

export function trackSubmit({
  orderId,
  code,
  msg,
}: {
  orderId: string;
  code: 200 | 500;
  msg: string;
}) {
  const pageUrl =
    typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
  void logTrackingEvent(
    {
      channel: readCookie(COOKIE.cid) ?? '',
      orderId,
      pageUrl,
      trackingPosition: CREATE_PAYMENT_POSITION,
      code,
      result: code === 200 ? 'submit success' : 'submit failure',
      reason: msg,
    },
    { silent: true },
  ).catch(() => undefined);
}
