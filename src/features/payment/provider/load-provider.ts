// Loads the payment provider of this build (config/payment.ts) on demand: the SDK or the
// mock is a dynamic import, so neither enters the JavaScript of any other screen.
import {
  airwallexEnv,
  paymentProviderKind,
  type PaymentProviderKind,
} from '../../../config/payment';
import type { Locale } from '../../../config/locales';
import type { AirwallexSdk } from './airwallex-provider';
import type { PaymentProvider, ProviderTexts } from './types';

const SDK_LOCALE = { zh: 'zh', en: 'en', 'zh-hant': 'zh-HK' } as const;

export async function loadPaymentProvider(
  texts: ProviderTexts,
  locale: Locale,
  kind: PaymentProviderKind = paymentProviderKind(),
): Promise<PaymentProvider> {
  if (kind === 'airwallex') {
    const [{ createAirwallexProvider }, sdk] = await Promise.all([
      import('./airwallex-provider'),
      import('@airwallex/components-sdk'),
    ]);
    // The SDK's generic createElement, seen through the part the adapter uses.
    return createAirwallexProvider(sdk as unknown as AirwallexSdk, {
      env: airwallexEnv(window.location.hostname),
      locale: SDK_LOCALE[locale],
    });
  }
  const { createMockProvider } = await import('./mock-provider');
  return createMockProvider(texts);
}
