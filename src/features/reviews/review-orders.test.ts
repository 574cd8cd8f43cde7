import { describe, expect, it } from 'vitest';
import type { OrderListItem } from '../../api/generated/model';
import { reviewAction, reviewOrdersRequest } from './review-orders';
import { PENDING_REVIEW_ORDER } from './review-test-helpers';

const order: OrderListItem = { ...PENDING_REVIEW_ORDER, evaluateStatus: undefined };

describe('myAssessment order lists (seed 001 section 7)', () => {
  it('asks status 3, page 1 of 999999, with evaluateStatus per tab', () => {
    expect(reviewOrdersRequest('all')).toEqual({ status: '3', pageNum: 1, pageSize: 999999 });
    expect(reviewOrdersRequest('pending')).toEqual({
      status: '3',
      pageNum: 1,
      pageSize: 999999,
      evaluateStatus: 0,
    });
    expect(reviewOrdersRequest('completed')).toEqual({
      status: '3',
      pageNum: 1,
      pageSize: 999999,
      evaluateStatus: 1,
    });
  });

  it('offers View review for a reviewed order and Rate Now otherwise', () => {
    expect(reviewAction({ ...order, evaluateStatus: 1 })).toBe('view');
    expect(reviewAction({ ...order, evaluateStatus: 0 })).toBe('rate');
    expect(reviewAction({ ...order, status: '9' })).toBe('view');
    expect(reviewAction({ ...order, status: '8' })).toBe('rate');
  });
});
