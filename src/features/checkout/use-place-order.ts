// Submit's order creation (seed 001 sections 3, 4 and 8): create order with the item,
// quantity, coupon, payment method, recharge data and billing address; a 500 shows its msg
// (the error catalogue) and is logged with the tracking call, and Submit is ready again with
// everything still typed. On success the draft is dropped, the short-video account's
// nickname is saved with the order (log order event, fire-and-forget) and the shopper moves
// on by payment id.
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isBusinessCode } from '../../api/api-error';
import { createOrder, logOrderEvent } from '../../api/generated/checkout/checkout';
import type { CreateOrderResult, RechargeParameter } from '../../api/generated/model';
import { logTrackingEvent } from '../../api/generated/tracking/tracking';
import { okData } from '../../api/http-client';
import { COOKIE, readCookie } from '../../lib/cookies';
import { showToast } from '../../lib/toast-store';
import { clearDraft } from './confirm-order-draft';
import { rechargeData, type RechargeValues } from './recharge-fields';

/** The inferred purchase-limit code (contract: createOrder, x-proposal purchase-limit-10010). */
const PURCHASE_LIMIT_CODE = 10010;

/** trackingPosition of a failed create order (an open string in the contract). */
export const CREATE_ORDER_POSITION = 'create_order';

export interface OrderToPlace {
  itemId: number;
  num: number;
  parameters: readonly RechargeParameter[];
  values: RechargeValues;
  couponId: number | undefined;
  paymentMethod: number | undefined;
  billingId: number | undefined;
  /** The confirmed short-video account's nickname, saved with the order. */
  nickName: string | undefined;
}

export function usePlaceOrder(onCreated: (result: CreateOrderResult, order: OrderToPlace) => void) {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const { pathname, search } = useLocation();

  const place = async (order: OrderToPlace) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      const result = okData(
        await createOrder({
          spuId: order.itemId,
          num: order.num,
          couponsId: order.couponId ?? null,
          paymentMethod: order.paymentMethod ?? null,
          data: rechargeData(order.parameters, order.values),
          billingId: order.billingId ?? null,
        }),
      );
      clearDraft(order.itemId);
      if (order.nickName) {
        void logOrderEvent(
          { orderId: result.orderId, memberNickName: order.nickName },
          { silent: true },
        ).catch(() => undefined);
      }
      onCreated(result, order);
    } catch (error) {
      if (isBusinessCode(error, PURCHASE_LIMIT_CODE)) {
        showToast({ kind: 'error', message: error.msg });
      } else if (isBusinessCode(error, 500)) {
        void logTrackingEvent(
          {
            channel: readCookie(COOKIE.cid) ?? '',
            spuId: order.itemId,
            pageUrl: `${pathname}${search}`,
            trackingPosition: CREATE_ORDER_POSITION,
            code: 500,
            result: 'submit failure',
            reason: error.msg,
          },
          { silent: true },
        ).catch(() => undefined);
      }
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { place, pending };
}
