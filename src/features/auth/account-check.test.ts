import { describe, expect, it } from 'vitest';
import { accountCheckPayload } from './account-check';

describe('the account check payload', () => {
  it('t is the base64 of the username, b the time in milliseconds', () => {
    expect(accountCheckPayload(' alex.chen@example.com ', 1795156325000)).toEqual({
      t: 'YWxleC5jaGVuQGV4YW1wbGUuY29t',
      b: 1795156325000,
    });
  });

  it('encodes Chinese characters as UTF-8 (btoa alone would throw)', () => {
    const encoded = accountCheckPayload('陈@example.com', 0).t;
    expect(encoded).toBe('6ZmIQGV4YW1wbGUuY29t');
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))).toBe(
      '陈@example.com',
    );
  });

  it('uses the current time by default', () => {
    const before = Date.now();
    const { b } = accountCheckPayload('alex.chen@example.com');
    expect(b).toBeGreaterThanOrEqual(before);
    expect(b).toBeLessThanOrEqual(Date.now());
  });
});
