// Test helpers of the message routes (Info, dynamicState, salesPromotion): the recorded
// mark-read calls, and the timed hints on a stopped clock. A hint test loads the page on
// real time, then stops the clock (stopTheClock), taps, waits for the hint with only the
// timers due now running (untilShownOnStoppedClock), and measures the seed's 2000 ms with
// literal numbers (expectHintForItsDuration).
import { act, fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import {
  getMarkMessagesReadMockHandler,
  getMarkMessagesReadResponseMock,
} from '../../api/generated/messages/messages.msw';
import type { MarkMessagesReadRequest } from '../../api/generated/model';

/** Answers the mark-read calls with success and records their bodies. */
export function recordMarkRead(): MarkMessagesReadRequest[] {
  const bodies: MarkMessagesReadRequest[] = [];
  server.use(
    getMarkMessagesReadMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as MarkMessagesReadRequest);
      return getMarkMessagesReadResponseMock();
    }),
  );
  return bodies;
}

/** From here on setTimeout runs on a fake clock that moves only when the test moves it. */
export function stopTheClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/**
 * Taps on the stopped clock. (user-event cannot be used here: Testing Library drains a
 * zero-delay setTimeout after each user-event action, which a fake clock never runs.)
 */
export function clickOnStoppedClock(element: Element) {
  fireEvent.click(element);
}

/**
 * Waits for `text` with the clock stopped: runs the timers due now (the query's
 * notifications) and lets the request through MSW finish, until the text is shown. The
 * clock does not move, so the hint's time starts exactly now.
 */
export async function untilShownOnStoppedClock(text: string): Promise<HTMLElement> {
  for (;;) {
    const shown = screen.queryByText(text);
    if (shown) return shown;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

/** The hint shown now is still there at 1999 ms and gone at 2000 ms (seed 000: "hints 2000 ms"). */
export async function expectHintForItsDuration(text: string) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1999);
  });
  expect(screen.getByText(text)).toBeInTheDocument();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
  expect(screen.queryByText(text)).not.toBeInTheDocument();
}
