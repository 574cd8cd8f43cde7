// Test helpers of the payment pages: create payment answered with its default example, the
// request bodies recorded; the app's React Native channel stubbed.
import { http, HttpResponse } from 'msw';
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
 * (null when none was sent); with `failFirst` the first request gets no connection.
 */
export function serveCreatePaymentWithKeys(failFirst = false): {
  bodies: CreatePaymentRequest[];
  keys: (string | null)[];
} {
  const bodies: CreatePaymentRequest[] = [];
  const keys: (string | null)[] = [];
  const record = async (request: Request) => {
    bodies.push((await request.json()) as CreatePaymentRequest);
    keys.push(request.headers.get('Idempotency-Key'));
  };
  server.use(
    getCreatePaymentMockHandler(async ({ request }) => {
      await record(request);
      return getCreatePaymentResponseMock();
    }),
  );
  // The generated handler answers with a body only; no connection needs a handler of its own.
  if (failFirst) {
    server.use(
      http.post(
        '*/api/service/order/payment',
        async ({ request }) => {
          await record(request);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
  }
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
