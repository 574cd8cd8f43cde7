// The order lists of myAssessment (seed 001 sections 2, 4 and 7): "Order list for reviews:
// evaluateStatus, status 3, pageNum, pageSize 999999. Reads list." Tabs All, Pending and
// Completed; 'View review' for a reviewed order (status 9, seed 001 section 4), Rate Now for
// one waiting for its review (status 8).
import type {
  EvaluateStatus,
  ListOrdersRequest,
  OrderListItem,
  OrderStatus,
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

type ReviewAction = 'view' | 'rate';

/**
 * Whether an order of each status of the contract (the type makes the table complete) may
 * offer a review action. Status '3' is the review stage the review flow asks for ("Order
 * list for reviews: evaluateStatus, status 3"): it has no actions on the Order tab, but here
 * its evaluateStatus decides, as for any order of this list (the contract's OrderStatus).
 */
const OFFERS_REVIEW_ACTION: Record<OrderStatus, boolean> = {
  '0': true,
  '1': true,
  '2': true,
  '3': true,
  '4': true,
  '5': true,
  '6': true,
  '7': true,
  '8': true,
  '9': true,
};

/** The action of each evaluateStatus of the contract. */
const BY_EVALUATE_STATUS: Record<EvaluateStatus, ReviewAction> = { 0: 'rate', 1: 'view' };

/**
 * 'view' (View review) for a reviewed order, 'rate' (Rate Now) for one waiting, undefined
 * (no action) for a status or evaluateStatus the contract does not list:
 * the reply check lets such a list item through (issue 23 item 6) and it shows without
 * actions. Own-property lookups, so no value reaches the prototype ('constructor').
 */
export function reviewAction(order: OrderListItem): ReviewAction | undefined {
  const { status, evaluateStatus } = order;
  if (!Object.hasOwn(OFFERS_REVIEW_ACTION, status) || !OFFERS_REVIEW_ACTION[status]) {
    return undefined;
  }
  if (evaluateStatus === undefined) return status === '9' ? 'view' : 'rate';
  return Object.hasOwn(BY_EVALUATE_STATUS, evaluateStatus)
    ? BY_EVALUATE_STATUS[evaluateStatus]
    : undefined;
}
