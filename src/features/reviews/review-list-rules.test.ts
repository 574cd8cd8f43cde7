import { describe, expect, it } from 'vitest';
import { clampHeightPx, hasMoreReviews, REVIEW_PAGE_SIZE, reviewKey } from './review-list-rules';

describe('reviews list rules (seed 001 sections 7 and 9)', () => {
  it('pages by 10 and asks for another page while pageNum < total/10', () => {
    expect(REVIEW_PAGE_SIZE).toBe(10);
    expect(hasMoreReviews(1, 10)).toBe(false);
    expect(hasMoreReviews(1, 11)).toBe(true);
    expect(hasMoreReviews(2, 20)).toBe(false);
    expect(hasMoreReviews(128, 1286)).toBe(true);
    expect(hasMoreReviews(129, 1286)).toBe(false);
    expect(hasMoreReviews(1, 0)).toBe(false);
  });

  it('clamps at 26.7vw: 100.125 px on a 375 px screen', () => {
    expect(clampHeightPx(375)).toBeCloseTo(100.125);
    expect(clampHeightPx(750)).toBeCloseTo(200.25);
  });

  it('keys a record by its order, else by reviewer, time and text', () => {
    const review = { name: 'A***x', score: 5, msg: 'Fast', creatTime: '2026-11-20 08:25:13' };
    expect(reviewKey(review)).toBe('A***x|2026-11-20 08:25:13|Fast');
    expect(reviewKey({ ...review, orderId: 'TL1' })).toBe('TL1');
  });
});
