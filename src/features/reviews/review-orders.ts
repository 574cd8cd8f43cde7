// The order lists of myAssessment (seed 001 sections 2, 4 and 7): "Order list for reviews:
// evaluateStatus, status 3, pageNum, pageSize 999999. Reads list." Tabs All, Pending and
// Completed; 'View review' for a reviewed order (status 9, seed 001 section 4), Rate Now for
// one waiting for its review (status 8).
import {
  EvaluateStatus,
  OrderStatus,
  type ListOrdersRequest,
  type OrderListItem,
} from '../../api/generated/model';

export type AssessmentTab = 'all' | 'pending' | 'completed';
export const ASSESSMENT_TABS: readonly AssessmentTab[] = ['all', 'pending', 'completed'];

/** Seed 001 section 9: "review orders 999999" (everything at once). */
export const REVIEW_ORDERS_PAGE_SIZE = 999999;

/** The body of the list call for a tab. All sends no evaluateStatus (both kinds). */
export function reviewOrdersRequest(tab: AssessmentTab): ListOrdersRequest {
  const base: ListOrdersRequest = { status: '3', pageNum: 1, pageSize: REVIEW_ORDERS_PAGE_SIZE };
  if (tab === 'pending') return { ...base, evaluateStatus: 0 };
  if (tab === 'completed') return { ...base, evaluateStatus: 1 };
  return base;
}

/**
 * 'view' (View review) for a reviewed order, 'rate' (Rate Now) for one waiting, undefined
 * (no action) for one whose status or evaluateStatus the contract does not list: the reply
 * check lets such a list item through (issue 23 item 6) and it shows without actions. Status
 * '3' is the contract's judged value with no actions ("shows it with the Reviewing label and
 * no actions"), here too.
 */
export function reviewAction(order: OrderListItem): 'view' | 'rate' | undefined {
  const status: string = order.status;
  const evaluated: number | undefined = order.evaluateStatus;
  if (!isListed(OrderStatus, status) || status === OrderStatus.reviewing) return undefined;
  if (evaluated !== undefined) {
    if (!isListed(EvaluateStatus, evaluated)) return undefined;
    return evaluated === EvaluateStatus.reviewed ? 'view' : 'rate';
  }
  return status === OrderStatus.completed ? 'view' : 'rate';
}

function isListed(values: Record<string, string | number>, value: string | number): boolean {
  return Object.values(values).includes(value);
}
