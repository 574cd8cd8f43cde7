import { describe, expect, it } from 'vitest';
import { airwallexEnv, paymentProviderKind } from './payment';

describe('paymentProviderKind', () => {
  it.each([
    ['', false, 'mock'],
    ['', true, 'airwallex'],
    ['mock', true, 'mock'],
    ['airwallex', false, 'airwallex'],
    ['stripe', true, 'airwallex'],
  ] as const)('VITE_PAYMENT_PROVIDER=%j, production %s -> %s', (configured, prod, kind) => {
    expect(paymentProviderKind(configured, prod)).toBe(kind);
  });
});

describe('airwallexEnv', () => {
  it.each([
    ['www.topuplive.com', '', '', 'prod'],
    ['m.topuplive.com', '', '', 'prod'],
    ['localhost', '', '', 'demo'],
    ['127.0.0.1', '', '', 'demo'],
    ['shop.local', '', '', 'demo'],
    ['staging.topuplive.com', '', '', 'demo'],
    ['test-m.topuplive.com', '', '', 'demo'],
    ['www.topuplive.com', 'demo', '', 'demo'],
    ['localhost', 'prod', '', 'prod'],
    ['m.topuplive.com', '', 'www.topuplive.com, m.topuplive.com', 'prod'],
    ['preview.topuplive.com', '', 'www.topuplive.com,m.topuplive.com', 'demo'],
  ])('%s (VITE_AIRWALLEX_ENV=%j, hosts=%j) -> %s', (host, configured, hosts, expected) => {
    expect(airwallexEnv(host, configured, hosts)).toBe(expected);
  });
});
