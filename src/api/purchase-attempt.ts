// One purchase attempt, one Idempotency-Key (the contract's proposal idempotency-key on
// createOrder and createPayment): a create call sent again after a timeout, a lost reply, a
// reload or a 401 and signing in again carries the key of the first, so the server answers
// it with the first reply instead of creating a second order or payment.
//
// The key belongs to what the request buys: a fingerprint of the request (its secrets left
// out) is kept beside it, and a request that buys something else (another item, quantity,
// coupon, method, address or account) gets a new key, since the server refuses a key reused
// with another body. It is kept for the tab (sessionStorage, lib/tab-drafts.ts, so a 401
// keeps it and signing out on purpose drops it) until the server has answered: dropped on
// success (the next purchase is a new attempt) and on a refusal in the envelope (500, a
// purchase limit ...: the same key would only get the same refusal again), kept while the
// outcome is unknown. The key is no secret, but it is never logged.
import * as z from 'zod/mini';
import { isApiError } from './api-error';
import type { RequestOptions } from './http-client';
import { clearTabDraft, readTabDraft, writeTabDraft } from '../lib/tab-drafts';
// Zod's JIT off before this module's schemas parse (lib/zod-jitless.ts: strict CSP).
import '../lib/zod-jitless';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The contract's rule on the key (16-64 letters, digits and dashes); a UUID fits it. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

interface PurchaseAttempt {
  key: string;
  /** The fingerprint of what the attempt buys. */
  of: string;
}

const attemptSchema = z.object({
  key: z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN)),
  of: z.string(),
});

/** A random UUID (version 4). */
export function newIdempotencyKey(): string {
  // randomUUID exists only in a secure context (HTTPS, localhost); getRandomValues everywhere.
  const crypto: Partial<Pick<Crypto, 'randomUUID'>> & Omit<Crypto, 'randomUUID'> =
    globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
}

/** Tells two requests apart without keeping them (two 32-bit FNV-1a hashes of the text). */
function fingerprint(purchase: unknown): string {
  const text = JSON.stringify(purchase);
  let first = 0x811c9dc5;
  let second = 0x01000193 ^ text.length;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x5bd1e995);
    second ^= second >>> 15;
  }
  return `${(first >>> 0).toString(36)}.${(second >>> 0).toString(36)}`;
}

const draftName = (name: string) => `attempt:${name}`;

function readAttempt(name: string): PurchaseAttempt | undefined {
  const parsed = attemptSchema.safeParse(readTabDraft(draftName(name)));
  return parsed.success ? parsed.data : undefined;
}

/** Ends the attempt `name`: its next create call has a new key. */
export function dropPurchaseAttempt(name: string): void {
  clearTabDraft(draftName(name));
}

/**
 * Whether a failed create leaves the attempt open, its key for the retry: unless the server
 * refused it in the envelope, the order may exist (a timeout, no connection, a reply lost or
 * unreadable, a gateway error) or was never looked at (a 401; signing in again brings the
 * shopper back to retry), and a retry with the same key cannot create a second one.
 */
export function attemptStaysOpen(error: unknown): boolean {
  return !(isApiError(error) && error.kind === 'business' && error.code !== 401);
}

/**
 * Sends a create call as the purchase attempt `name` (ConfirmOrder's item, GoPay's order):
 * with the open attempt's key while `purchase` (what the request buys, secrets left out) is
 * the same, else with a new key, kept before the request leaves.
 */
export async function sendAsPurchaseAttempt<T>(
  name: string,
  purchase: unknown,
  send: (request: RequestOptions) => Promise<T>,
): Promise<T> {
  const of = fingerprint(purchase);
  const open = readAttempt(name);
  const attempt = open?.of === of ? open : { key: newIdempotencyKey(), of };
  writeTabDraft(draftName(name), attempt);
  try {
    const reply = await send({ headers: { [IDEMPOTENCY_HEADER]: attempt.key } });
    dropPurchaseAttempt(name);
    return reply;
  } catch (error) {
    if (!attemptStaysOpen(error)) dropPurchaseAttempt(name);
    throw error;
  }
}
