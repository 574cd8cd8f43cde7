// The account-entry tests' clock (issue 10, item 5): fully fake timers and nothing of the
// machine's time, so a busy machine cannot make a test late, and a timing test states the
// seed's number at its boundary (699 ms still shown, 1 ms more gone).
import { act } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// The HTTP client loads its reply check with import() on its first call; loaded here
// first, so that no call waits on the machine's module loading while the clock is fake.
beforeAll(async () => {
  await import('../../api/contract/response-check');
});

interface JestShim {
  jest?: { advanceTimersByTime: (ms: number) => void };
}

/**
 * Fully fake timers, nothing of the machine's clock: Testing Library's waitFor and findBy
 * see a jest-compatible clock and advance the fake one while they wait (an element appears,
 * a request reaches the mock), so a busy machine cannot make a test late.
 */
export function useFakeClock(): void {
  vi.useFakeTimers();
  (globalThis as JestShim).jest = {
    advanceTimersByTime: (ms) => {
      vi.advanceTimersByTime(ms);
    },
  };
}

afterEach(() => {
  delete (globalThis as JestShim).jest;
});

/**
 * Lets pending promises and due timers run, moving the fake clock 1 ms at a time, until
 * `done` holds (a request reached the mock, a message showed). A message shown by a timer
 * shows at the end of the step that ran it, so a timing test counts from exactly there.
 */
export async function settleUntil(done: () => boolean): Promise<void> {
  for (let step = 0; step < 200 && !done(); step += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    if (done()) return;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
  }
  if (!done()) throw new Error('settleUntil: the condition never held');
}

/**
 * Lets pending promises and timers due now run, the clock standing still, until `done`
 * holds: what a timing test checks right at its boundary.
 */
export async function settleNow(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !done(); turn += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
  if (!done()) throw new Error('settleNow: the condition never held at this time');
}

/** Advances the fake clock by exactly `ms`, running what falls due. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
