// When the provider cannot be loaded (its script blocked, a network failure), an app page
// logs it and reports a failure to the app; a web page shows that the form could not load.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { AppHostedPage } from './app-payment-pages';
import { HostedPaymentPage } from './hosted-payment-page';
import { serveCreatePayment } from './payment-test-helpers';

// The provider's loading is the boundary that fails here.
vi.mock('./provider/load-provider', () => ({
  loadPaymentProvider: () => Promise.reject(new Error('The provider script was blocked')),
}));

let postMessage: ReturnType<typeof vi.fn<(message: string) => void>>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  postMessage = vi.fn<(message: string) => void>();
  (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
});
afterEach(() => {
  delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  vi.restoreAllMocks();
});

describe('a provider that cannot load', () => {
  it('is logged and reported to the app as a failure', async () => {
    renderWithProviders(
      <AppHostedPage
        kind="googlePay"
        intent={{ id: 'int_1', clientSecret: 'int_1_secret', currency: 'USD' }}
        orderId="TL2026112000010"
        price="21.99"
      />,
      '/en/appGooglepay',
    );
    await waitFor(() => {
      expect(postMessage).toHaveBeenCalledTimes(1);
    });
    expect(JSON.parse(postMessage.mock.calls[0]![0])).toEqual({
      source: 'topup-storefront',
      type: 'payment-result',
      page: 'appGooglepay',
      result: 'failure',
      orderId: 'TL2026112000010',
      reason: 'The provider script was blocked',
    });
    expect(console.warn).toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The payment form could not be loaded.');
  });

  it('shows on a web page that the payment form could not load', async () => {
    serveCreatePayment();
    renderWithProviders(
      <HostedPaymentPage kind="dropIn" orderId="TL2026112000010" shiftMoney="21.99" />,
      '/en/Airwallex?orderId=TL2026112000010',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment form could not be loaded.',
    );
    expect(postMessage).not.toHaveBeenCalled();
  });
});
