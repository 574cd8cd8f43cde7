import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_TICK_MS, NOT_FOUND_TICKS } from '../config/timing';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  it('ticks down once per interval and stops at 0', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown(NOT_FOUND_TICKS, NOT_FOUND_TICK_MS));
    expect(result.current).toBe(5);
    for (let left = 4; left >= 0; left--) {
      act(() => {
        vi.advanceTimersByTime(1199);
      });
      expect(result.current).toBe(left + 1);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(result.current).toBe(left);
    }
    act(() => {
      vi.advanceTimersByTime(3 * 1200);
    });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts when its run key changes', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ run }) => useCountdown(3, 1000, run), {
      initialProps: { run: 1 },
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toBe(1);
    rerender({ run: 2 });
    expect(result.current).toBe(3);
  });
});
