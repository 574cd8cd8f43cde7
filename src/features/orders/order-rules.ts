// The rules of the Order tab and OrderDetail (seed 001 sections 2, 4, 5 and 9), as tables:
// tab -> list filter, the paging stop, the actions of each order status, the cancel reasons
// and the cancel flow's first step, the top-up info of `attrs` and the cards shown folded.
import type {
  CancelReason,
  ListOrdersRequest,
  OrderAttr,
  OrderStatus,
} from '../../api/generated/model';

/** Seed 001 section 9: "Page sizes: ... orders 10". */
export const ORDER_PAGE_SIZE = 10;

/** Seed 001 section 9: "Cards list: first 3, expandable." */
export const CARDS_SHOWN_FOLDED = 3;

export const ORDER_TABS = ['all', 'unpaid', 'shipping', 'reviewing', 'completed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Seed 001 section 4, "Order tabs mapped to filters". */
export const TAB_FILTERS: Record<OrderTab, Pick<ListOrdersRequest, 'status' | 'evaluateStatus'>> = {
  all: { status: '' },
  unpaid: { status: '0' },
  shipping: { status: '1' },
  reviewing: { status: '3', evaluateStatus: 0 },
  completed: { status: '4', evaluateStatus: 1 },
};

/** Seed 001 section 9: "1 nearly 1 month, 2 nearly 3 months, 3 nearly 6 months (default 1)". */
export const TIME_FILTERS = ['1', '2', '3'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];
export const DEFAULT_TIME_FILTER: TimeFilter = '1';

export interface OrderListFilter {
  tab: OrderTab;
  date: TimeFilter;
  /** Free text, no bounds (seed 001 section 5). */
  name: string;
}

/** The request of one page of the list (a tab change starts again at page 1). */
export function listRequest(filter: OrderListFilter, pageNum: number): ListOrdersRequest {
  return {
    pageNum,
    pageSize: ORDER_PAGE_SIZE,
    date: filter.date,
    name: filter.name,
    ...TAB_FILTERS[filter.tab],
  };
}

/** Seed 001 section 4: the next page loads while "pageNum is below total/10". */
export function hasMoreOrders(pageNum: number, total: number): boolean {
  return pageNum < total / 10;
}

export type OrderAction =
  'cancel' | 'payNow' | 'support' | 'requestShipment' | 'confirmReceipt' | 'reorder' | 'rateNow';

/**
 * Seed 001 section 4, "Order status": the footer of OrderDetail per status, one row for each
 * status of the contract (the type makes it complete). '3' is the contract's judged value
 * (the Reviewing tab's filter, no row in the seed's table): no actions.
 */
export const DETAIL_FOOTER: Record<OrderStatus, readonly OrderAction[]> = {
  '0': ['cancel', 'payNow', 'support'],
  '1': ['support', 'requestShipment'],
  '2': ['confirmReceipt'],
  '3': [],
  '4': ['reorder'],
  '5': [],
  '6': ['support'],
  '7': ['support'],
  '8': ['rateNow', 'reorder'],
  '9': ['reorder'],
};

/**
 * The actions of a list item: its status's row of the same table, the column being "Footer
 * / actions" (a cancelled order offers Reorder on the list: "Reorder; no footer on order
 * detail").
 */
export const LIST_ACTIONS: Record<OrderStatus, readonly OrderAction[]> = {
  ...DETAIL_FOOTER,
  '5': ['reorder'],
};

/**
 * A status the contract lists (a row of the table above). The reply check lets a list item
 * with another value through (src/api/contract/response-check.ts, issue 23 item 6): such
 * an order shows without a status label and without actions. An own-property check, so no
 * value reaches a lookup through the prototype ('constructor').
 */
export function isKnownStatus(status: string): status is OrderStatus {
  return Object.hasOwn(DETAIL_FOOTER, status);
}

/** An unknown status has none (the contract: "shown ... with no actions"). */
export function detailFooter(status: string): readonly OrderAction[] {
  return isKnownStatus(status) ? DETAIL_FOOTER[status] : [];
}

export function listActions(status: string): readonly OrderAction[] {
  return isKnownStatus(status) ? LIST_ACTIONS[status] : [];
}

/** Seed 001 section 4: "Cancel reasons: too expensive, ... others" (closeType 1-6). */
export const CANCEL_REASONS: readonly CancelReason[] = [1, 2, 3, 4, 5, 6];

/**
 * Seed 001 section 4: "When an unpaid order has a coupon, the user may switch payment method
 * and repay, or cancel the order and get the coupon returned." That choice comes first; the
 * reasons follow.
 */
export function cancelStartsWithCouponChoice(order: {
  status: string;
  couponsPrice: number;
}): boolean {
  return order.status === '0' && order.couponsPrice > 0;
}

/** Seed 001 section 5: "cancel needs a reason". Undefined: show the warning, no call. */
export function cancelRequest(
  orderId: string,
  reason: CancelReason | undefined,
): { orderId: string; closeType: CancelReason } | undefined {
  return reason === undefined ? undefined : { orderId, closeType: reason };
}

/** `attrs` is JSON text of [{name, value}]; anything malformed shows no top-up info. */
export function parseAttrs(attrs: string | null | undefined): OrderAttr[] {
  if (!attrs) return [];
  try {
    const parsed: unknown = JSON.parse(attrs);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is OrderAttr =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as OrderAttr).name === 'string' &&
        typeof (entry as OrderAttr).value === 'string',
    );
  } catch {
    return [];
  }
}

/** The statuses whose block carries the guarantee text (seed 001 section 2: "the paid status"). */
export function showsGuarantee(status: string): boolean {
  return status === '1';
}
