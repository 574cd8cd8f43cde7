import { describe, expect, it } from 'vitest';
import type { EvaluateStatus, OrderListItem, OrderStatus } from '../../api/generated/model';
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

  it('lets evaluateStatus decide for status 3, the review stage the list asks for', () => {
    expect(reviewAction({ ...order, status: '3', evaluateStatus: 0 })).toBe('rate');
    expect(reviewAction({ ...order, status: '3', evaluateStatus: 1 })).toBe('view');
  });

  it('offers no action for a value the contract does not list (issue 23 item 6)', () => {
    for (const status of ['12', '', 'constructor']) {
      expect(reviewAction({ ...order, status: status as OrderStatus })).toBeUndefined();
    }
    expect(reviewAction({ ...order, evaluateStatus: 7 as EvaluateStatus })).toBeUndefined();
  });
});
