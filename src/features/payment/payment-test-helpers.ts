// Test helpers of the payment pages: create payment answered with its default example, the
// request bodies recorded; the app's React Native channel stubbed.
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import type { CreatePaymentRequest } from '../../api/generated/model';
import {
  getCreatePaymentMockHandler,
  getCreatePaymentResponseMock,
} from '../../api/generated/payments/payments.msw';

export function serveCreatePayment(): CreatePaymentRequest[] {
  return serveCreatePaymentWithKeys().bodies;
}

/**
 * Create payment answered as above, recording each request's body and its Idempotency-Key
 * (null when none was sent); `failFirst` answers that many requests with no connection.
 */
export function serveCreatePaymentWithKeys(failFirst = 0): {
  bodies: CreatePaymentRequest[];
  keys: (string | null)[];
} {
  const bodies: CreatePaymentRequest[] = [];
  const keys: (string | null)[] = [];
  server.use(
    getCreatePaymentMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as CreatePaymentRequest);
      keys.push(request.headers.get('Idempotency-Key'));
      if (keys.length <= failFirst) return HttpResponse.error();
      return getCreatePaymentResponseMock();
    }),
  );
  return { bodies, keys };
}

/**
 * A stubbed React Native channel for each test of the block (installed before, removed
 * after); returns what the page posted to the app so far.
 */
export function stubNativeChannel(): () => unknown[] {
  let postMessage = vi.fn<(message: string) => void>();
  beforeEach(() => {
    postMessage = vi.fn<(message: string) => void>();
    (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
  });
  afterEach(() => {
    delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  });
  return () => postMessage.mock.calls.map(([json]) => JSON.parse(json) as unknown);
}
