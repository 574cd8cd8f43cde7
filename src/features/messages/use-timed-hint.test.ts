import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HINT_DURATION_MS } from '../../config/timing';
import { useTimedHint } from './use-timed-hint';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Shows `first`, then `second` after `gapMs`: `second` lasts exactly 2000 ms from then. */
function expectRestart(first: string, gapMs: number, second: string) {
  const { result } = renderHook(() => useTimedHint<string>(HINT_DURATION_MS));
  act(() => {
    result.current.show(first);
  });
  advance(gapMs);
  act(() => {
    result.current.show(second);
  });
  advance(1999);
  expect(result.current.hint).toBe(second);
  advance(1);
  expect(result.current.hint).toBeNull();
}

describe('useTimedHint', () => {
  it('is the seed’s 2000 ms', () => {
    expect(HINT_DURATION_MS).toBe(2000);
  });

  it('shows a hint for exactly 2000 ms', () => {
    const { result } = renderHook(() => useTimedHint<string>(HINT_DURATION_MS));
    expect(result.current.hint).toBeNull();

    act(() => {
      result.current.show('info_text3');
    });
    expect(result.current.hint).toBe('info_text3');

    advance(1999);
    expect(result.current.hint).toBe('info_text3');

    advance(1);
    expect(result.current.hint).toBeNull();
  });

  it('restarts the 2000 ms when another hint is shown', () => {
    expectRestart('info_text3', 1500, 'info_text4');
  });

  it('also restarts when the same hint is shown again', () => {
    expectRestart('info_text4', 1000, 'info_text4');
  });

  it('leaves no timer behind when unmounted', () => {
    const { result, unmount } = renderHook(() => useTimedHint<string>(HINT_DURATION_MS));
    act(() => {
      result.current.show('info_text3');
    });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
