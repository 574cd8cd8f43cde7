// The order lists of myAssessment (seed 001 sections 2, 4 and 7): "Order list for reviews:
// evaluateStatus, status 3, pageNum, pageSize 999999. Reads list." Tabs All, Pending and
// Completed; 'View review' for a reviewed order (status 9, seed 001 section 4), Rate Now for
// one waiting for its review (status 8).
import type { ListOrdersRequest, OrderListItem } from '../../api/generated/model';

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

/** 'view' (View review) for a reviewed order, 'rate' (Rate Now) for one waiting. */
export function reviewAction(order: OrderListItem): 'view' | 'rate' {
  if (order.evaluateStatus !== undefined) return order.evaluateStatus === 1 ? 'view' : 'rate';
  return order.status === '9' ? 'view' : 'rate';
}
