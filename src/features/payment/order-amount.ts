// The amount a web payment page (Cardpayment, Airwallex, Applepay, Googlepay) shows, issue
// 23 item 4: the order's own amount due with its currency symbol (getOrderDetail:
// paymentAmount, symbol), never shift_money as the address bar gives it, which anyone can
// write (`javascript:...` was shown as given) and which carries no currency. These pages
// have no currency in their query, so without the order (its call still under way or
// failed, Cardpayment without orderId) no amount is shown: a choice (docs/storefront-
// choices.md), since the shopper's chosen currency need not be the order's.
import { useGetOrderDetail } from '../../api/generated/orders/orders';
import { okData } from '../../api/http-client';
import { formatMoney, parseQueryAmount } from '../../lib/money';

/** Shown for information only: a failure leaves the page as it is (no 404, no toast). */
const ORDER_REQUEST = { silent: true, handledCodes: [801] } as const;

export function useOrderAmount(orderId: string | undefined, shiftMoney: string | undefined) {
  const order = useGetOrderDetail(
    { orderId: orderId ?? '' },
    { query: { enabled: orderId !== undefined, select: okData }, request: ORDER_REQUEST },
  );
  const data = order.data;
  return {
    /** "$21.99" from the order, once it has answered. */
    shown: data ? formatMoney(data.symbol, data.paymentAmount) : undefined,
    /**
     * The wallet sheet's amount (in the intent's currency): the order's; if the order
     * cannot be read, a well-formed shift_money; else 0.
     */
    value: data?.paymentAmount ?? parseQueryAmount(shiftMoney) ?? 0,
    /** The order has answered or failed (or there is none to ask for). */
    settled: orderId === undefined || !order.isPending,
  };
}
