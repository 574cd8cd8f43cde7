import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, showToast, subscribeToasts } from './toast-store';

describe('toast store', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a toast for the notice time (2 s) and then removes it', () => {
    vi.useFakeTimers();
    showToast({ kind: 'error', message: 'boom' });
    vi.advanceTimersByTime(1999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('honours a custom duration and an early dismissal, notifying subscribers', () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    const long = showToast({ kind: 'success', messageKey: 'common:close', durationMs: 5000 });
    const short = showToast({ kind: 'info', message: 'x', durationMs: 700 });
    expect(getToasts().map((t) => t.id)).toEqual([long, short]);
    vi.advanceTimersByTime(699);
    expect(getToasts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(getToasts().map((t) => t.id)).toEqual([long]);
    dismissToast(long);
    expect(getToasts()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
  });
});
