// The amount on the payment pages (issue 23 item 4): with its currency, from the order on
// the web pages (Cardpayment, Airwallex, Applepay, Googlepay), from the query on the app
// pages only when it is a well-formed amount with a known currency; a malformed one (the
// address bar is anyone's to write) is never shown.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import type { Order } from '../../api/generated/model';
import {
  getGetOrderDetailMockHandler,
  getGetOrderDetailResponseMock,
} from '../../api/generated/orders/orders.msw';
import { AppCardPaymentsPage, AppFastPayPage, AppHostedPage } from './app-payment-pages';
import { CardPaymentPage } from './card-payment-page';
import { HostedPaymentPage, type HostedKind } from './hosted-payment-page';
import { serveCreatePayment, stubNativeChannel } from './payment-test-helpers';

const ORDER = 'TL2026112000010';
const MALFORMED = ['javascript:alert(1)', '1e9', '-5', '21.999', '', '9'.repeat(40)];

stubNativeChannel();

/** Serves the order with this symbol and amount due; records the asked order ids. */
function serveOrder(symbol: string, paymentAmount: number) {
  const asked: string[] = [];
  const example = getGetOrderDetailResponseMock();
  server.use(
    getGetOrderDetailMockHandler(async ({ request }) => {
      asked.push(((await request.json()) as { orderId: string }).orderId);
      return { ...example, data: { ...(example.data as Order), symbol, paymentAmount } };
    }),
  );
  return asked;
}

function serveOrderFailure() {
  server.use(
    getGetOrderDetailMockHandler({ code: 801, msg: 'The order does not exist', data: null }),
  );
}

const amountRow = () => screen.queryByText('Amount')?.nextSibling ?? null;

describe('the web pages: the order amount with its symbol, never shift_money', () => {
  function renderHosted(kind: HostedKind, shiftMoney: string) {
    serveCreatePayment();
    return renderWithProviders(
      <HostedPaymentPage kind={kind} orderId={ORDER} shiftMoney={shiftMoney} />,
      `/en/Applepay?orderId=${ORDER}`,
    );
  }

  it.each(['dropIn', 'applePay', 'googlePay'] as const)(
    'the %s page shows the order amount, not the address bar one',
    async (kind) => {
      const asked = serveOrder('HK$', 171.5);
      renderHosted(kind, 'javascript:alert(1)');
      expect(await screen.findByText('HK$171.50')).toBeInTheDocument();
      expect(amountRow()).toHaveTextContent(/^HK\$171\.50$/);
      expect(document.body).not.toHaveTextContent('javascript');
      expect(asked).toEqual([ORDER]);
    },
  );

  it('gives the wallet the order amount too', async () => {
    serveOrder('$', 171.5);
    renderHosted('applePay', '21.99');
    expect(await screen.findByRole('button', { name: 'Pay 171.50 USD' })).toBeInTheDocument();
  });

  it.each(MALFORMED)(
    'without the order, shows no amount and gives the wallet none of shift_money %j',
    async (shiftMoney) => {
      serveOrderFailure();
      renderHosted('googlePay', shiftMoney);
      expect(await screen.findByRole('button', { name: 'Pay 0.00 USD' })).toBeInTheDocument();
      expect(amountRow()).toBeNull();
      expect(screen.getByText('Order ID').nextSibling).toHaveTextContent(ORDER);
    },
  );

  it('without the order, shows no currency-less shift_money; the wallet still gets it', async () => {
    serveOrderFailure();
    renderHosted('applePay', '21.99');
    expect(await screen.findByRole('button', { name: 'Pay 21.99 USD' })).toBeInTheDocument();
    expect(amountRow()).toBeNull();
  });

  it('Cardpayment shows the order amount, not shift_money', async () => {
    serveOrder('€', 19);
    renderWithProviders(
      <CardPaymentPage
        orderId={ORDER}
        shiftMoney="javascript:alert(1)"
        paymentMethod={undefined}
      />,
      `/en/Tabs/Cardpayment?orderId=${ORDER}`,
    );
    expect(await screen.findByText('€19.00')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('javascript');
  });

  it('Cardpayment without an order shows no amount', async () => {
    renderWithProviders(
      <CardPaymentPage orderId={undefined} shiftMoney="21.99" paymentMethod={undefined} />,
      '/en/Tabs/Cardpayment?shift_money=21.99',
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(amountRow()).toBeNull();
  });
});

describe('the app pages: the query amount only when well formed, with its currency', () => {
  const INTENT = { id: 'int_1', clientSecret: 'int_1_secret' };

  function renderAppHosted(price: string, currency: string) {
    return renderWithProviders(
      <AppHostedPage
        kind="applePay"
        intent={{ ...INTENT, currency }}
        orderId={ORDER}
        price={price}
      />,
      '/en/appleAppPay',
    );
  }

  it('appleAppPay, appGooglepay and appAirwallex show the price with the currency', async () => {
    renderAppHosted('21.99', 'HKD');
    expect(await screen.findByRole('button', { name: 'Pay 21.99 HKD' })).toBeInTheDocument();
    expect(amountRow()).toHaveTextContent(/^HK\$21\.99$/);
  });

  it.each(MALFORMED)('show no malformed price %j, and give the wallet none', async (price) => {
    renderAppHosted(price, 'USD');
    expect(await screen.findByRole('button', { name: 'Pay 0.00 USD' })).toBeInTheDocument();
    expect(amountRow()).toBeNull();
    expect(document.body).not.toHaveTextContent('javascript');
  });

  it.each(['', 'usd', 'ABC', 'javascript'])('show no price with the currency %j', async (code) => {
    renderAppHosted('21.99', code);
    expect(await screen.findByRole('button', { name: /^Pay 21\.99/ })).toBeInTheDocument();
    expect(amountRow()).toBeNull();
  });

  function renderFastPay(price: string, currency?: string) {
    return renderWithProviders(
      <AppFastPayPage
        intentId="int_1"
        clientSecret="int_1_secret"
        paymentConsentId="cst_1"
        price={price}
        currency={currency}
      />,
      '/en/appFastPay',
    );
  }

  it('appFastPay shows the price with the currency it is given', async () => {
    renderFastPay('21.99', 'USD');
    expect(await screen.findByText('$21.99')).toBeInTheDocument();
  });

  it.each([
    ['without a currency', '21.99', undefined],
    ['a malformed price', 'javascript:alert(1)', 'USD'],
    ['a huge price', '99999999999', 'USD'],
  ])('appFastPay shows no amount %s', async (_, price, currency) => {
    renderFastPay(price, currency);
    expect(await screen.findByRole('textbox', { name: 'Security code (test)' })).toBeVisible();
    expect(amountRow()).toBeNull();
  });

  it('payments shows price_app with currency_app, and no malformed price_app', async () => {
    const first = renderWithProviders(
      <AppCardPaymentsPage price="21.99" currency="USD" orderId={ORDER} />,
      '/en/payments',
    );
    expect(await screen.findByText('$21.99')).toBeInTheDocument();
    first.unmount();
    renderWithProviders(
      <AppCardPaymentsPage price="<b>21.99</b>" currency="USD" orderId={ORDER} />,
      '/en/payments',
    );
    expect(await screen.findByText('Order ID')).toBeInTheDocument();
    expect(amountRow()).toBeNull();
  });
});
