// The app-embedded pages on the mock provider, reporting to a stubbed React Native channel
// (the bridge's channels themselves are tested in lib/native-bridge.test.ts).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { getCreatePaymentMockHandler } from '../../api/generated/payments/payments.msw';
import { AppCardPaymentsPage, AppFastPayPage, AppHostedPage } from './app-payment-pages';
import { serveCreatePayment, stubNativeChannel } from './payment-test-helpers';
import { MOCK_OUTCOME_KEY, setMockOutcome } from './provider/mock-outcome';

const ORDER = 'TL2026112000010';
/** The messages the page posted to the app. */
const posted = stubNativeChannel();

afterEach(() => {
  sessionStorage.removeItem(MOCK_OUTCOME_KEY);
  vi.restoreAllMocks();
});

function renderFastPay() {
  return renderWithProviders(
    <AppFastPayPage
      intentId="int_hkdmt5k1bw8r3y6p0qs"
      clientSecret="int_hkdmt5k1bw8r3y6p0qs_secret_Jw4nT7aHc1Ru"
      paymentConsentId="cst_hkdm2nq7xg3f5wz8r1a"
      price="21.99"
    />,
    '/en/appFastPay',
  );
}

describe('appFastPay', () => {
  it('keeps Confirm disabled until the security code is complete', async () => {
    renderFastPay();
    const code = await screen.findByRole('textbox', { name: 'Security code (test)' });
    const confirm = screen.getByRole('button', { name: 'Confirm payment' });
    expect(confirm).toBeDisabled();
    await userEvent.type(code, '12');
    expect(confirm).toBeDisabled();
    await userEvent.type(code, '3');
    expect(confirm).toBeEnabled();
  });

  it('reads Payment in progress while confirming, then posts success without secrets', async () => {
    renderFastPay();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Security code (test)' }),
      '123',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(screen.getByRole('button', { name: 'Payment in progress' })).toBeDisabled();
    await waitFor(() => {
      expect(posted()).toEqual([
        {
          source: 'topup-storefront',
          type: 'payment-result',
          page: 'appFastPay',
          result: 'success',
        },
      ]);
    });
    expect(JSON.stringify(posted()[0])).not.toMatch(/secret|cst_/);
    expect(await screen.findByText('The result has been sent to the app.')).toBeInTheDocument();
  });

  it('posts a failure (logged) and a close', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setMockOutcome('failure');
    renderFastPay();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Security code (test)' }),
      '123',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => {
      expect(posted()).toEqual([
        expect.objectContaining({
          page: 'appFastPay',
          result: 'failure',
          reason: expect.any(String),
        }),
      ]);
    });
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('posts close when the shopper closes', async () => {
    renderFastPay();
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(posted()).toEqual([expect.objectContaining({ page: 'appFastPay', result: 'close' })]);
  });
});

describe('appAirwallex, appGooglepay, appleAppPay', () => {
  it.each([
    ['dropIn', 'appAirwallex', 'success', 'success'],
    ['googlePay', 'appGooglepay', 'pending', 'pending'],
    ['applePay', 'appleAppPay', 'closed', 'close'],
  ] as const)(
    'the %s page (%s) posts %s as %s with the orderId',
    async (kind, page, outcome, result) => {
      setMockOutcome(outcome);
      renderWithProviders(
        <AppHostedPage
          kind={kind}
          intent={{ id: 'int_1', clientSecret: 'int_1_secret', currency: 'USD' }}
          orderId={ORDER}
          price="21.99"
        />,
        `/en/${page}`,
      );
      await userEvent.click(await screen.findByRole('button', { name: /^Pay/ }));
      expect(posted()).toEqual([
        { source: 'topup-storefront', type: 'payment-result', page, result, orderId: ORDER },
      ]);
    },
  );
});

describe('payments (the app card form)', () => {
  function renderCardPage() {
    return renderWithProviders(
      <AppCardPaymentsPage
        email="alex.chen@example.com"
        givenName="Alex"
        surname="Chen"
        price="21.99"
        orderId={ORDER}
      />,
      '/en/payments',
    );
  }

  async function payWithCard() {
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Card number (test)' }),
      '4242424242424242',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  }

  it('is prefilled from the app query and posts pending', async () => {
    setMockOutcome('pending');
    const bodies = serveCreatePayment();
    renderCardPage();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('alex.chen@example.com');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Alex');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Chen');
    await payWithCard();
    await waitFor(() => {
      expect(posted()).toEqual([
        expect.objectContaining({ page: 'payments', result: 'pending', orderId: ORDER }),
      ]);
    });
    expect(bodies[0]).toMatchObject({ orderId: ORDER, paymentMethod: 22 });
  });

  it('reports a rejected token (401) as a failure and stays on the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(getCreatePaymentMockHandler({ code: 401, msg: 'Token expired', data: null }));
    renderCardPage();
    await payWithCard();
    await waitFor(() => {
      expect(posted()).toEqual([expect.objectContaining({ page: 'payments', result: 'failure' })]);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/en/payments');
  });

  it('posts a failure when create payment is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(getCreatePaymentMockHandler({ code: 500, msg: 'The system is busy', data: null }));
    renderCardPage();
    await payWithCard();
    await waitFor(() => {
      expect(posted()).toEqual([expect.objectContaining({ page: 'payments', result: 'failure' })]);
    });
  });
});
