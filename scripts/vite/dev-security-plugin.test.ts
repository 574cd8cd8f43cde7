import { describe, expect, it } from 'vitest';
import { DEV_NONCE, devPageHeaders, isPageRequest } from './dev-security-plugin';

const navigation = (url: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  url,
  headers: { 'sec-fetch-dest': 'document', ...headers },
});

describe('isPageRequest', () => {
  it('is a browser navigation to a page address', () => {
    expect(isPageRequest(navigation('/en/login'))).toBe(true);
    expect(isPageRequest(navigation('/'))).toBe(true);
    expect(isPageRequest({ method: 'GET', url: '/en', headers: { accept: 'text/html' } })).toBe(
      true,
    );
  });

  it('is not a module, an asset, a call, Vite’s own path or a script’s fetch', () => {
    for (const url of [
      '/src/main.tsx',
      '/@vite/client',
      '/node_modules/.vite/x.js',
      '/api/x',
      '/a.svg',
    ])
      expect(isPageRequest(navigation(url))).toBe(false);
    expect(isPageRequest(navigation('/en', { 'sec-fetch-dest': 'script' }))).toBe(false);
    expect(isPageRequest({ method: 'POST', url: '/en', headers: {} })).toBe(false);
  });
});

describe('devPageHeaders', () => {
  it('are the production page headers with the dev nonce', () => {
    const headers = devPageHeaders('/en/login', {});
    expect(headers['content-security-policy']).toContain(`'nonce-${DEV_NONCE}' 'strict-dynamic'`);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('let an app page be framed by the configured parent and take payments', () => {
    const headers = devPageHeaders(
      '/appAirwallex?intent_id=i&client_secret=s&currency=USD&orderId=1&price=1',
      { NATIVE_BRIDGE_PARENT_ORIGIN: 'https://app.example' },
    );
    expect(headers['content-security-policy']).toContain('frame-ancestors https://app.example');
    expect(headers['permissions-policy']).toContain('payment=(self');
  });
});
