// The card form: every message appears on blur and clears on focus; the payer prefill
// fills it; Pay proceeds only when the fields pass and the provider's card is complete,
// then create payment carries the trimmed payer and the result page follows.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { getGetCardPayerPrefillMockHandler } from '../../api/generated/payments/payments.msw';
import { handOffIntent } from '../../lib/payment-handoff';
import { CardPaymentPage } from './card-payment-page';
import { serveCreatePayment, serveCreatePaymentWithKeys } from './payment-test-helpers';
import { MOCK_OUTCOME_KEY } from './provider/mock-outcome';

const ORDER = 'TL2026112000010';
const PATH = `/en/Tabs/Cardpayment?shift_money=21.99&orderId=${ORDER}`;

function servePrefill(email: string | null, givenName: string | null, surname: string | null) {
  server.use(
    getGetCardPayerPrefillMockHandler({
      code: 200,
      msg: 'success',
      data: { email, givenName, surname },
    }),
  );
}

function renderCardPage() {
  return renderWithProviders(
    <CardPaymentPage orderId={ORDER} shiftMoney="21.99" paymentMethod={undefined} />,
    PATH,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const location = () => screen.getByTestId('location').textContent;

/** Types the mock provider's card, taps Pay Now and waits for the payment result. */
async function payWithTestCard() {
  await userEvent.type(
    await screen.findByRole('textbox', { name: 'Card number (test)' }),
    '4242424242424242',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => {
    expect(location()).toBe(`/en/Tabs/Pop-up?orderId=${ORDER}`);
  });
}

afterEach(() => {
  sessionStorage.removeItem(MOCK_OUTCOME_KEY);
});

describe('the card form messages', () => {
  it.each([
    ['Email', '', 'Email is required'],
    ['Email', '   ', 'Email is required'],
    ['Email', 'alex.chen', 'Email is invalid'],
    ['First Name', ' ', 'First Name is required'],
    ['Last Name', '', 'Last Name is required'],
  ])('%s %j shows %j on blur and clears it on focus', async (name, value, message) => {
    servePrefill(null, null, null);
    renderCardPage();
    const input = field(name);
    await userEvent.click(input);
    if (value) await userEvent.type(input, value);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    fireEvent.blur(input);
    await waitFor(() => {
      expect(input).toHaveAccessibleDescription(message);
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.focus(input);
    await waitFor(() => {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    });
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows every message on Pay with empty fields, and pays nothing', async () => {
    servePrefill(null, null, null);
    const bodies = serveCreatePayment();
    renderCardPage();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});

describe('paying by card', () => {
  it('fills the form from the payer prefill', async () => {
    servePrefill('alex.chen@example.com', 'Alex', 'Chen');
    renderCardPage();
    await waitFor(() => {
      expect(field('Email')).toHaveValue('alex.chen@example.com');
    });
    expect(field('First Name')).toHaveValue('Alex');
    expect(field('Last Name')).toHaveValue('Chen');
  });

  it('does not pay while the provider says the card is incomplete', async () => {
    servePrefill('alex.chen@example.com', 'Alex', 'Chen');
    const bodies = serveCreatePayment();
    renderCardPage();
    await waitFor(() => {
      expect(field('Last Name')).toHaveValue('Chen');
    });
    await screen.findByRole('textbox', { name: 'Card number (test)' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Please complete the card details')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('pays with the trimmed payer once all pass, then shows the result', async () => {
    servePrefill(null, null, null);
    const bodies = serveCreatePayment();
    renderCardPage();
    await userEvent.type(field('Email'), '  alex.chen@example.com ');
    await userEvent.type(field('First Name'), ' Alex ');
    await userEvent.type(field('Last Name'), ' Chen');
    await payWithTestCard();
    expect(bodies).toEqual([
      {
        orderId: ORDER,
        paymentMethod: 22,
        billingId: null,
        useepayMsg: { email: 'alex.chen@example.com', firstName: 'Alex', lastName: 'Chen' },
      },
    ]);
  });

  it('sends one Idempotency-Key per attempt: the retry after no connection reuses it', async () => {
    servePrefill('alex.chen@example.com', 'Alex', 'Chen');
    const { keys } = serveCreatePaymentWithKeys(true);
    renderCardPage();
    await waitFor(() => {
      expect(field('Email')).toHaveValue('alex.chen@example.com');
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Card number (test)' }),
      '4242424242424242',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => {
      expect(location()).toBe(`/en/Tabs/Pop-up?orderId=${ORDER}`);
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('pays with the intent GoPay handed over, without creating the payment again', async () => {
    servePrefill('alex.chen@example.com', 'Alex', 'Chen');
    const bodies = serveCreatePayment();
    handOffIntent(ORDER, 22, { id: 'int_handed', clientSecret: 'int_handed_s', currency: 'USD' });
    renderCardPage();
    await waitFor(() => {
      expect(field('Email')).toHaveValue('alex.chen@example.com');
    });
    await payWithTestCard();
    expect(bodies).toEqual([]);
  });
});
