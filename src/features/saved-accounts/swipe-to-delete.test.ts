import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, swipeDirection } from './swipe-to-delete';

describe('swipeDirection: more than 2 px sideways counts (seed 001 section 9)', () => {
  it('states the seed number', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(2);
  });

  it.each([
    [200, 200, 'none'],
    [200, 198, 'none'], // 2 px left: not yet
    [200, 197, 'reveal'], // 3 px left
    [200, 197.5, 'reveal'], // 2.5 px left
    [200, 202, 'none'], // 2 px right
    [200, 203, 'hide'], // 3 px right
    [200, 100, 'reveal'],
  ] as const)('from x %d to x %d -> %s', (startX, x, direction) => {
    expect(swipeDirection(startX, 50, x, 50)).toBe(direction);
  });

  it('a mostly vertical move is a scroll, not a swipe', () => {
    expect(swipeDirection(200, 50, 190, 80)).toBe('none');
    expect(swipeDirection(200, 50, 190, 55)).toBe('reveal');
  });
});
