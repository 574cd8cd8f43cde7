import { describe, expect, it } from 'vitest';
import { bytesToBase64, utf8ToBase64 } from './base64';

describe('base64', () => {
  it('encodes bytes', () => {
    expect(bytesToBase64(new Uint8Array([0, 1, 254, 255]))).toBe('AAH+/w==');
    expect(bytesToBase64(new Uint8Array([]))).toBe('');
  });

  it('encodes ASCII text as btoa does', () => {
    expect(utf8ToBase64('alex.chen@example.com')).toBe('YWxleC5jaGVuQGV4YW1wbGUuY29t');
  });

  it('encodes Chinese characters as UTF-8 (btoa alone would throw)', () => {
    expect(() => btoa('陈')).toThrow();
    const encoded = utf8ToBase64('陈@example.com');
    expect(encoded).toBe('6ZmIQGV4YW1wbGUuY29t');
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))).toBe(
      '陈@example.com',
    );
  });
});
