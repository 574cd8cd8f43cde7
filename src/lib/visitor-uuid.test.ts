import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, COOKIE_MAX_AGE_S, readCookie, writeCookie } from './cookies';
import { ensureVisitorUuid, randomUuid } from './visitor-uuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

vi.mock('./cookies', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./cookies')>();
  return { ...actual, writeCookie: vi.fn(actual.writeCookie) };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(writeCookie).mockClear();
});

describe('visitor uuid', () => {
  it('creates the uuid cookie with a random UUID and the one-year lifetime when missing', () => {
    const created = ensureVisitorUuid();
    expect(created).toMatch(UUID_V4);
    expect(readCookie(COOKIE.uuid)).toBe(created);
    expect(writeCookie).toHaveBeenCalledWith(COOKIE.uuid, created, COOKIE_MAX_AGE_S.uuid);
    expect(COOKIE_MAX_AGE_S.uuid).toBe(31_536_000);
  });

  it('keeps an existing uuid cookie', () => {
    document.cookie = 'uuid=3f6c1e2a-5b7d-4c8e-9a01-6d2b8f4e7c10; path=/';
    expect(ensureVisitorUuid()).toBe('3f6c1e2a-5b7d-4c8e-9a01-6d2b8f4e7c10');
    expect(writeCookie).not.toHaveBeenCalled();
  });

  it('builds a version 4 UUID without crypto.randomUUID (pages outside a secure context)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView<ArrayBuffer>>(a: T) => real.getRandomValues(a),
    });
    const first = randomUuid();
    expect(first).toMatch(UUID_V4);
    expect(randomUuid()).not.toBe(first);
  });
});
