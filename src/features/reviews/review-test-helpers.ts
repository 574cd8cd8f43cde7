// Test data of the review screens (the signed-in set-up is `openSignedIn` in tests/utils).
import type { OrderListItem } from '../../api/generated/model';

/** An order waiting for its review (the contract's review-list example). */
export const PENDING_REVIEW_ORDER: OrderListItem = {
  orderId: 'TL2026112000008',
  spuId: 20201,
  spuName: 'Google Play Gift Card $10',
  pic: '/mock-assets/goods/google-play.svg',
  attrvalue: '$10',
  createTime: '2026-11-20 09:14:33',
  status: '8',
  evaluateStatus: 0,
};
