// The payment provider and the native bridge: which implementation pays, in which provider
// environment, and where app-embedded pages may post their results. Set per deployment with
// run-time settings (config/runtime-settings.ts; README, "Payment"), read when asked.
import { runtimeSetting, runtimeSettingOr } from './runtime-settings';

export type PaymentProviderKind = 'mock' | 'airwallex';

/**
 * Which provider implementation the card and wallet pages use. PAYMENT_PROVIDER
 * ('mock' or 'airwallex') decides; without it, production builds use Airwallex and
 * development and tests the mock (the provider's scripts cannot load there).
 */
export function paymentProviderKind(
  configured: string = runtimeSetting('PAYMENT_PROVIDER'),
  production: boolean = import.meta.env.PROD,
): PaymentProviderKind {
  if (configured === 'mock' || configured === 'airwallex') return configured;
  return production ? 'airwallex' : 'mock';
}

export type AirwallexEnv = 'prod' | 'demo';

/** Host names that look like a developer's or a test deployment's. */
const NON_PRODUCTION_HOST =
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$|\.(local|localhost|test|example|internal)$|^(dev|test|demo|staging|uat|sandbox)[.-]/i;

/**
 * The Airwallex environment (seed 001 sections 7 and 9: "prod on production hosts and
 * otherwise demo or test"). AIRWALLEX_ENV ('prod' or 'demo') wins; else, when
 * PRODUCTION_HOSTS (comma-separated) is set, prod exactly on those hosts; else prod
 * unless the host looks like a local or test one (inferred).
 */
export function airwallexEnv(
  hostname: string,
  configured: string = runtimeSetting('AIRWALLEX_ENV'),
  productionHosts: string = runtimeSetting('PRODUCTION_HOSTS'),
): AirwallexEnv {
  if (configured === 'prod' || configured === 'demo') return configured;
  const hosts = productionHosts
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (hosts.length > 0) return hosts.includes(hostname.toLowerCase()) ? 'prod' : 'demo';
  return NON_PRODUCTION_HOST.test(hostname) ? 'demo' : 'prod';
}

/** Seed 001 section 9: "Apple and Google Pay use country code GB, with auto-capture off". */
export const WALLET_COUNTRY_CODE = 'GB';
export const WALLET_AUTO_CAPTURE = false;

/**
 * The native bridge (src/lib/native-bridge.ts, docs/native-bridge.md). `handler` is the
 * name of the iOS message handler and of the Android JavaScript interface the app
 * registers (NATIVE_BRIDGE_HANDLER); `parentOrigin` is the one origin a page opened in a
 * frame or a window may post to (NATIVE_BRIDGE_PARENT_ORIGIN; empty: never post to a
 * parent or opener).
 */
export function nativeBridge(): { handler: string; parentOrigin: string } {
  return {
    handler: runtimeSettingOr('NATIVE_BRIDGE_HANDLER', 'topupPayment'),
    parentOrigin: runtimeSetting('NATIVE_BRIDGE_PARENT_ORIGIN'),
  };
}
