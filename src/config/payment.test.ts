import { afterEach, describe, expect, it } from 'vitest';
import { airwallexEnv, nativeBridge, paymentProviderKind } from './payment';
import { provideRuntimeSettings } from './runtime-settings';

afterEach(() => {
  provideRuntimeSettings(undefined);
});

describe('paymentProviderKind', () => {
  it.each([
    ['', false, 'mock'],
    ['', true, 'airwallex'],
    ['mock', true, 'mock'],
    ['airwallex', false, 'airwallex'],
    ['stripe', true, 'airwallex'],
  ] as const)('PAYMENT_PROVIDER=%j, production %s -> %s', (configured, prod, kind) => {
    expect(paymentProviderKind(configured, prod)).toBe(kind);
  });

  it("reads PAYMENT_PROVIDER from the page's settings", () => {
    provideRuntimeSettings({ PAYMENT_PROVIDER: 'airwallex' });
    expect(paymentProviderKind(undefined, false)).toBe('airwallex');
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
  ])('%s (AIRWALLEX_ENV=%j, hosts=%j) -> %s', (host, configured, hosts, expected) => {
    expect(airwallexEnv(host, configured, hosts)).toBe(expected);
  });

  it("reads AIRWALLEX_ENV and PRODUCTION_HOSTS from the page's settings", () => {
    provideRuntimeSettings({ AIRWALLEX_ENV: 'prod' });
    expect(airwallexEnv('localhost')).toBe('prod');
    provideRuntimeSettings({ PRODUCTION_HOSTS: 'shop.local' });
    expect(airwallexEnv('shop.local')).toBe('prod');
    expect(airwallexEnv('www.topuplive.com')).toBe('demo');
  });
});

describe('nativeBridge', () => {
  it('the topupPayment handler and no parent origin by default; the settings when set', () => {
    expect(nativeBridge()).toEqual({ handler: 'topupPayment', parentOrigin: '' });
    provideRuntimeSettings({
      NATIVE_BRIDGE_HANDLER: 'shopBridge',
      NATIVE_BRIDGE_PARENT_ORIGIN: 'https://wrapper.topuplive.example',
    });
    expect(nativeBridge()).toEqual({
      handler: 'shopBridge',
      parentOrigin: 'https://wrapper.topuplive.example',
    });
  });
});
