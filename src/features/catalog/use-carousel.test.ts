import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_INTERVAL_MS, BANNER_SWIPE_LOCK_MS } from '../../config/timing';
import { useCarousel } from './use-carousel';

beforeEach(() => {
  vi.useFakeTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useCarousel', () => {
  it('uses the seed timings: 4000 ms between slides, 500 ms swipe lock', () => {
    expect(BANNER_INTERVAL_MS).toBe(4000);
    expect(BANNER_SWIPE_LOCK_MS).toBe(500);
  });

  it('auto-advances at exactly 4000 ms, not before, and wraps after the last slide', () => {
    const { result } = renderHook(() => useCarousel(3, false));
    expect(result.current.index).toBe(0);
    advance(3999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(3999);
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.index).toBe(2);
    advance(4000);
    expect(result.current.index).toBe(0);
  });

  it('ignores a swipe during the 500 ms lock after a move and accepts it once the lock is over', () => {
    const { result } = renderHook(() => useCarousel(3, true));
    act(() => {
      expect(result.current.next()).toBe(true);
    });
    expect(result.current.index).toBe(1);
    advance(499);
    act(() => {
      expect(result.current.next()).toBe(false);
    });
    expect(result.current.index).toBe(1);
    advance(1);
    act(() => {
      expect(result.current.next()).toBe(true);
    });
    expect(result.current.index).toBe(2);
  });

  it('locks swipes after an automatic move too', () => {
    const { result } = renderHook(() => useCarousel(3, false));
    advance(4000);
    expect(result.current.index).toBe(1);
    act(() => {
      expect(result.current.previous()).toBe(false);
    });
    advance(500);
    act(() => {
      expect(result.current.previous()).toBe(true);
    });
    expect(result.current.index).toBe(0);
  });

  it('wraps both ways: back from the first slide to the last, on from the last to the first', () => {
    const { result } = renderHook(() => useCarousel(3, true));
    act(() => {
      result.current.previous();
    });
    expect(result.current.index).toBe(2);
    advance(500);
    act(() => {
      result.current.next();
    });
    expect(result.current.index).toBe(0);
  });

  it('restarts the 4000 ms wait after a manual move', () => {
    const { result } = renderHook(() => useCarousel(3, false));
    advance(3000);
    act(() => {
      result.current.goTo(2);
    });
    expect(result.current.index).toBe(2);
    advance(3999);
    expect(result.current.index).toBe(2);
    advance(1);
    expect(result.current.index).toBe(0);
  });

  it('does not auto-advance while paused, and resumes with a full interval', () => {
    const { result, rerender } = renderHook(({ paused }) => useCarousel(3, paused), {
      initialProps: { paused: true },
    });
    advance(20_000);
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    advance(3999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
  });

  it('never moves a single slide', () => {
    const { result } = renderHook(() => useCarousel(1, false));
    advance(10_000);
    act(() => {
      expect(result.current.next()).toBe(false);
    });
    expect(result.current.index).toBe(0);
  });
});
