// The drop-in and wallet pages on the mock provider: each of its outcomes, chosen as the
// scenario switcher does, routes success, pending and failure to the payment result with
// the orderId; closed stays. The intent is the one handed over by the screen that created
// it, else it comes from create payment; the billing address
// from the lookup by billsid.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { getGetBillingAddressMockHandler } from '../../api/generated/account-security/account-security.msw';
import { handOffIntent } from '../../lib/payment-handoff';
import { HostedPaymentPage, type HostedKind } from './hosted-payment-page';
import { serveCreatePayment, serveCreatePaymentWithKeys } from './payment-test-helpers';
import { MOCK_OUTCOME_KEY, setMockOutcome } from './provider/mock-outcome';
import type { PaymentOutcomeKind } from './provider/types';

const ORDER = 'TL2026112000010';

function renderPage(kind: HostedKind, extra: { billsid?: number } = {}) {
  return renderWithProviders(
    <HostedPaymentPage kind={kind} orderId={ORDER} shiftMoney="21.99" {...extra} />,
    `/en/Airwallex?orderId=${ORDER}&shift_money=21.99`,
  );
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  sessionStorage.removeItem(MOCK_OUTCOME_KEY);
});

describe('the hosted payment pages on the mock provider', () => {
  it.each([
    ['success', 'dropIn'],
    ['pending', 'dropIn'],
    ['failure', 'dropIn'],
    ['success', 'applePay'],
    ['failure', 'googlePay'],
  ] as [PaymentOutcomeKind, HostedKind][])(
    'a %s of the %s element goes to the payment result with the orderId',
    async (outcome, kind) => {
      setMockOutcome(outcome);
      const bodies = serveCreatePayment();
      renderPage(kind);
      await userEvent.click(await screen.findByRole('button', { name: /^Pay/ }));
      await waitFor(() => {
        expect(location()).toBe(`/en/Tabs/Pop-up?orderId=${ORDER}`);
      });
      expect(bodies).toEqual([
        {
          orderId: ORDER,
          paymentMethod: { dropIn: 23, applePay: 24, googlePay: 25 }[kind],
          billingId: null,
        },
      ]);
    },
  );

  it('uses the intent handed over by the screen that created it, creating nothing', async () => {
    const bodies = serveCreatePayment();
    handOffIntent(ORDER, 24, { id: 'int_handed', clientSecret: 'int_handed_s', currency: 'HKD' });
    renderPage('applePay');
    expect(await screen.findByRole('button', { name: 'Pay 21.99 HKD' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('creates the payment itself when nothing was handed over for its order (a reload)', async () => {
    const bodies = serveCreatePayment();
    handOffIntent('TL-OTHER', 24, { id: 'int_x', clientSecret: 'int_x_s', currency: 'HKD' });
    renderPage('applePay');
    expect(await screen.findByRole('button', { name: 'Pay 21.99 USD' })).toBeInTheDocument();
    expect(bodies).toEqual([{ orderId: ORDER, paymentMethod: 24, billingId: null }]);
  });

  it('creates the payment with an Idempotency-Key', async () => {
    const { keys } = serveCreatePaymentWithKeys();
    renderPage('applePay');
    expect(await screen.findByRole('button', { name: 'Pay 21.99 USD' })).toBeInTheDocument();
    expect(keys).toEqual([expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/)]);
  });

  it('stays on the page when the shopper closes the provider', async () => {
    setMockOutcome('closed');
    serveCreatePayment();
    renderPage('dropIn');
    await userEvent.click(await screen.findByRole('button', { name: /^Pay/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel payment' }));
    expect(location()).toBe(`/en/Airwallex?orderId=${ORDER}&shift_money=21.99`);
  });

  it('shows the order id and the amount, and gives the wallet the amount', async () => {
    serveCreatePayment();
    renderPage('applePay');
    expect(await screen.findByRole('button', { name: 'Pay 21.99 USD' })).toBeInTheDocument();
    expect(screen.getByText('Order ID').nextSibling).toHaveTextContent(ORDER);
    expect(screen.getByText('Amount').nextSibling).toHaveTextContent('$21.99');
  });

  it('looks up the billing address by billsid and pays with it as billingId', async () => {
    const bodies = serveCreatePayment();
    const lookups: string[] = [];
    server.use(
      getGetBillingAddressMockHandler(({ params }) => {
        lookups.push(String(params.id));
        return {
          code: 200,
          msg: 'success',
          data: {
            id: 4101,
            firstName: 'Alex',
            lastName: 'Chen',
            phoneCode: '65',
            phoneNumber: '81234567',
            city: 'Singapore',
            country: 'SG',
            state: 'Central Region',
            zipCode: '238839',
            address1: '10 Scotts Road',
            email: 'alex.chen@example.com',
            type: 0,
            defaultAddress: '1',
          },
        };
      }),
    );
    renderPage('dropIn', { billsid: 4101 });
    expect(await screen.findByRole('button', { name: /^Pay/ })).toBeInTheDocument();
    expect(lookups).toEqual(['4101']);
    expect(bodies[0]).toMatchObject({ billingId: 4101 });
  });
});
