import { describe, expect, it } from 'vitest';
import { classifyFetchError } from './http.ts';

const fetchFailed = (cause: object) => Object.assign(new TypeError('fetch failed'), { cause });

describe('classifyFetchError', () => {
  const url = 'https://api.test.example.com/api/x';

  it('explains a refused connection', () => {
    expect(
      classifyFetchError(fetchFailed({ code: 'ECONNREFUSED' }), 'http://127.0.0.1:9999/x'),
    ).toEqual({
      kind: 'unreachable',
      message: expect.stringContaining(
        'Cannot connect to http://127.0.0.1:9999: connection refused',
      ) as string,
    });
  });

  it('explains an unknown host', () => {
    const failure = classifyFetchError(fetchFailed({ code: 'ENOTFOUND' }), url);
    expect(failure.kind).toBe('unreachable');
    expect(failure.message).toContain('Cannot resolve the host name api.test.example.com');
  });

  it('explains an untrusted certificate and how to trust a test CA', () => {
    for (const code of [
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'SELF_SIGNED_CERT_IN_CHAIN',
      'CERT_HAS_EXPIRED',
      'ERR_TLS_CERT_ALTNAME_INVALID',
    ]) {
      const failure = classifyFetchError(fetchFailed({ code }), url);
      expect(failure.kind, code).toBe('tls');
      expect(failure.message, code).toContain('NODE_EXTRA_CA_CERTS');
    }
  });

  it('explains TLS spoken to a plain HTTP port', () => {
    const failure = classifyFetchError(fetchFailed({ code: 'ERR_SSL_WRONG_VERSION_NUMBER' }), url);
    expect(failure).toMatchObject({ kind: 'tls' });
    expect(failure.message).toContain('does not speak TLS');
  });

  it('explains a port fetch refuses to use', () => {
    expect(
      classifyFetchError(fetchFailed(new Error('bad port')), 'http://127.0.0.1:9/').message,
    ).toContain('blocked port');
  });

  it('falls back to the underlying error for anything else', () => {
    expect(
      classifyFetchError(fetchFailed({ code: 'ECONNRESET' }), 'http://h.example/'),
    ).toMatchObject({ kind: 'network' });
    expect(classifyFetchError(new Error('boom'), url)).toEqual({
      kind: 'network',
      message: 'The call to https://api.test.example.com failed: boom.',
    });
  });
});
