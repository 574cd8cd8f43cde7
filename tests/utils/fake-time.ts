// Waiting in a test that fakes setTimeout. The fake clock never moves on its own, so a test
// can step to a spec's boundary to the millisecond (advance(999) -> still shown, advance(1)
// -> gone). runTimersUntil waits for an event (a reply of the MSW mock rendered, an element
// shown) the way testing-library's waitFor does, but on real timers taken before any test
// fakes them, and running the due 0 ms fake timers (TanStack Query's notify batch) at each
// check without moving the fake clock. The only real time in it is the failure limit: the
// one global asyncUtilTimeout of tests/setup/unit.ts. A page React renders as in a browser
// (the story test, src/app/screen-stories.test.tsx: no act, Storybook's own Testing Library
// wrappers switch the act environment off while they wait) runs its timers without act:
// `{ act: false }`.
import { act, getConfig } from '@testing-library/react';
import { vi } from 'vitest';

const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realClearTimeout = globalThis.clearTimeout.bind(globalThis);
const POLL_MS = 10;

export interface FakeTimeOptions {
  /** Run timers inside React's act (default), or as a browser does (false). */
  act?: boolean;
}

async function runDueFakeTimers({ act: inAct = true }: FakeTimeOptions) {
  if (!inAct) {
    vi.advanceTimersByTime(0);
    await Promise.resolve();
    return;
  }
  await act(async () => {
    vi.advanceTimersByTime(0);
    await Promise.resolve();
  });
}

function realTurn(ms = 0) {
  return new Promise<void>((resolve) => {
    realSetTimeout(resolve, ms);
  });
}

/** Runs due fake timers and lets real I/O happen until `condition` holds; time stays put. */
export async function runTimersUntil(
  condition: () => boolean,
  options: FakeTimeOptions = {},
): Promise<void> {
  const wait = { over: false };
  const limit = realSetTimeout(() => {
    wait.over = true;
  }, getConfig().asyncUtilTimeout);
  try {
    for (;;) {
      await runDueFakeTimers(options);
      if (condition()) return;
      if (wait.over) throw new Error('runTimersUntil: the condition did not come true');
      await realTurn(POLL_MS);
    }
  } finally {
    realClearTimeout(limit);
  }
}

/** Runs due fake timers and yields a few turns: before checking that something did NOT happen. */
export async function runDueTimers(turns = 10): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) {
    await runDueFakeTimers({});
    await realTurn();
  }
}

/** Moves the fake clock by exactly `ms`, running what falls due, inside act (by default). */
export function advance(ms: number, options: FakeTimeOptions = {}): void {
  if (options.act === false) {
    vi.advanceTimersByTime(ms);
    return;
  }
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
