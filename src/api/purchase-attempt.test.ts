// The purchase attempt's Idempotency-Key: a key the contract accepts (randomUUID, or
// getRandomValues outside a secure context), the same key for the same purchase while the
// outcome is unknown (kept in sessionStorage, so a reload or signing in again finds it), a
// new one once the server has answered or when the purchase changes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from './api-error';
import {
  createOrderHeaderIdempotencyKeyMax,
  createOrderHeaderIdempotencyKeyMin,
  createOrderHeaderIdempotencyKeyRegExp,
} from './generated/checkout/checkout.zod';
import {
  createPaymentHeaderIdempotencyKeyMax,
  createPaymentHeaderIdempotencyKeyMin,
  createPaymentHeaderIdempotencyKeyRegExp,
} from './generated/payments/payments.zod';
import type { RequestOptions } from './http-client';
import {
  attemptStaysOpen,
  newIdempotencyKey,
  sendAsPurchaseAttempt,
  IDEMPOTENCY_KEY_PATTERN,
} from './purchase-attempt';

const PURCHASE = { spuId: 10104, num: 1, couponsId: 9001, paymentMethod: 23, billingId: null };

function failure(kind: ApiErrorKind, code?: number) {
  return new ApiError({
    kind,
    ...(code === undefined ? {} : { code, status: kind === 'http' ? code : 200 }),
    url: '/api/service/order/create',
    method: 'POST',
  });
}

/** Sends `purchase` as the attempt, answering with `outcome`; the key it carried. */
async function send(purchase: unknown, outcome: 'ok' | ApiError = 'ok'): Promise<string> {
  let key = '';
  const request = (options: RequestOptions) => {
    key = new Headers(options.headers).get('Idempotency-Key') ?? '';
    return outcome === 'ok' ? Promise.resolve('created') : Promise.reject(outcome);
  };
  await sendAsPurchaseAttempt('confirmOrder:10104', purchase, request).catch(() => undefined);
  return key;
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function expectContractKey(key: string) {
  expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  for (const [min, max, pattern] of [
    [
      createOrderHeaderIdempotencyKeyMin,
      createOrderHeaderIdempotencyKeyMax,
      createOrderHeaderIdempotencyKeyRegExp,
    ],
    [
      createPaymentHeaderIdempotencyKeyMin,
      createPaymentHeaderIdempotencyKeyMax,
      createPaymentHeaderIdempotencyKeyRegExp,
    ],
  ] as const) {
    expect(key.length).toBeGreaterThanOrEqual(min);
    expect(key.length).toBeLessThanOrEqual(max);
    expect(key).toMatch(pattern);
  }
}

describe('the Idempotency-Key', () => {
  it('is a random UUID the contract accepts', () => {
    const key = newIdempotencyKey();
    expectContractKey(key);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('is a version 4 UUID from getRandomValues outside a secure context (no randomUUID)', () => {
    const platform = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => platform.getRandomValues(array),
    });
    const key = newIdempotencyKey();
    expectContractKey(key);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it.each([
    ['no reply in 40 s', failure('timeout')],
    ['no connection', failure('network')],
    ['an unreadable reply', failure('invalid-response')],
    ['a gateway error', failure('http', 502)],
    ['a 401 (signing in brings the shopper back)', failure('business', 401)],
    ['an HTTP 401', failure('http', 401)],
  ])('is the same on a retry after %s, read back from the tab', async (_, error) => {
    const first = await send(PURCHASE, error);
    expectContractKey(first);
    expect(sessionStorage.getItem('draft:attempt:confirmOrder:10104')).toContain(first);
    expect(await send({ ...PURCHASE }, error)).toBe(first);
    expect(await send({ ...PURCHASE })).toBe(first);
  });

  it.each([
    ['refused it (500)', failure('business', 500)],
    ['said the purchase limit (10010)', failure('business', 10010)],
  ])('is new once the server has %s: the same key would get the same refusal', async (_, error) => {
    const first = await send(PURCHASE, error);
    expect(sessionStorage.length).toBe(0);
    expect(await send(PURCHASE)).not.toBe(first);
  });

  it('is new after a created order, and the attempt is no longer kept', async () => {
    const first = await send(PURCHASE);
    expect(sessionStorage.length).toBe(0);
    expect(await send(PURCHASE)).not.toBe(first);
  });

  it.each([
    ['quantity', { num: 2 }],
    ['coupon', { couponsId: null }],
    ['payment method', { paymentMethod: 22 }],
    ['billing address', { billingId: 4101 }],
  ])('is new when the %s changes', async (_, change) => {
    const first = await send(PURCHASE, failure('timeout'));
    const changed = await send({ ...PURCHASE, ...change }, failure('timeout'));
    expect(changed).not.toBe(first);
    // Back to the first purchase: that attempt was replaced, so a new key again.
    expect(await send(PURCHASE, failure('timeout'))).not.toBe(changed);
  });

  it('keeps what it compares as a fingerprint, not the purchase itself', async () => {
    await send({ ...PURCHASE, account: '5123456789' }, failure('timeout'));
    expect(sessionStorage.getItem('draft:attempt:confirmOrder:10104')).not.toContain('5123456789');
  });

  it('stays open unless the server refused the request in its envelope', () => {
    expect(attemptStaysOpen(new Error('aborted'))).toBe(true);
    expect(attemptStaysOpen(failure('http', 422))).toBe(true);
    expect(attemptStaysOpen(failure('business', 500))).toBe(false);
  });
});
