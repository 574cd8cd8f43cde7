import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, readCookie } from './cookies';
import { ensureVisitorUuid, randomUuid } from './visitor-uuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// What the page writes to its cookie jar, watched at the document (not by mocking ./cookies:
// the test files share one module registry, vitest.config.ts, so a mock of ./cookies would
// not reach the ./visitor-uuid another file already loaded).
function watchCookieWrites() {
  return vi.spyOn(document, 'cookie', 'set');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('visitor uuid', () => {
  it('creates the uuid cookie with a random UUID and the one-year lifetime when missing', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    const writes = watchCookieWrites();
    const created = ensureVisitorUuid();
    expect(created).toMatch(UUID_V4);
    expect(readCookie(COOKIE.uuid)).toBe(created);
    // 31536000 s (seed 000 section 9): one year of 365 days from now.
    expect(writes).toHaveBeenCalledTimes(1);
    const written = String(writes.mock.calls[0]?.[0]);
    expect(written.startsWith(`uuid=${created};`)).toBe(true);
    expect(written).toContain('; expires=Mon, 01 Mar 2027 08:00:00 GMT');
  });

  it('keeps an existing uuid cookie', () => {
    document.cookie = 'uuid=3f6c1e2a-5b7d-4c8e-9a01-6d2b8f4e7c10; path=/';
    const writes = watchCookieWrites();
    expect(ensureVisitorUuid()).toBe('3f6c1e2a-5b7d-4c8e-9a01-6d2b8f4e7c10');
    expect(writes).not.toHaveBeenCalled();
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
