import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearToasts,
  dismissToast,
  getToasts,
  MAX_VISIBLE_TOASTS,
  showToast,
  subscribeToasts,
} from './toast-store';

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

describe('toast floods', () => {
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('merges an identical message into the one shown and keeps it for 2 s from the last', () => {
    vi.useFakeTimers();
    const first = showToast({ kind: 'error', messageKey: 'common:errors.network' });
    vi.advanceTimersByTime(1500);
    const again = showToast({ kind: 'error', messageKey: 'common:errors.network' });
    expect(again).toBe(first);
    expect(getToasts()).toHaveLength(1);
    // The merged toast counts its 2000 ms from the repeat.
    vi.advanceTimersByTime(1999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('merges identical server messages but not different ones or other kinds', () => {
    vi.useFakeTimers();
    showToast({ kind: 'error', message: 'Server busy' });
    showToast({ kind: 'error', message: 'Server busy' });
    showToast({ kind: 'error', message: 'Out of stock' });
    showToast({ kind: 'info', message: 'Server busy' });
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([
      ['error', 'Server busy'],
      ['error', 'Out of stock'],
      ['info', 'Server busy'],
    ]);
  });

  it('shows at most 3 toasts: a 4th replaces the oldest', () => {
    vi.useFakeTimers();
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    const ids = ['a', 'b', 'c', 'd'].map((message) => showToast({ kind: 'error', message }));
    expect(getToasts().map((t) => t.message)).toEqual(['b', 'c', 'd']);
    // The dropped toast's timer is gone with it: the others still leave at their own time.
    vi.advanceTimersByTime(2000);
    expect(getToasts()).toHaveLength(0);
    expect(ids).toHaveLength(4);
  });

  it('shows a message again once its toast has gone', () => {
    vi.useFakeTimers();
    const first = showToast({ kind: 'error', messageKey: 'common:errors.timeout' });
    vi.advanceTimersByTime(2000);
    const second = showToast({ kind: 'error', messageKey: 'common:errors.timeout' });
    expect(second).not.toBe(first);
    expect(getToasts()).toHaveLength(1);
  });
});
