// Test helpers of the message routes (Info, dynamicState, salesPromotion): the recorded
// mark-read calls, and the timed hints under fake timers
// (vi.useFakeTimers({ shouldAdvanceTime: true })).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import {
  getMarkMessagesReadMockHandler,
  getMarkMessagesReadResponseMock,
} from '../../api/generated/messages/messages.msw';
import type { MarkMessagesReadRequest } from '../../api/generated/model';
import { HINT_DURATION_MS } from '../../config/timing';

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

/** Clicks with user-event advancing the fake clock. */
export async function clickOnFakeTime(element: Element) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await user.click(element);
}

/** The hint shown now is still there just before HINT_DURATION_MS and gone just after. */
export async function expectHintForItsDuration(text: string) {
  // Margins absorb the real time the clock also advances by.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(HINT_DURATION_MS - 400);
  });
  expect(screen.getByText(text)).toBeInTheDocument();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  expect(screen.queryByText(text)).not.toBeInTheDocument();
}
