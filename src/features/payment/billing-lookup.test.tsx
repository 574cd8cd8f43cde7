// The billing address lookup of the payment pages (seed 001 section 7: "Billing lookup by
// billsid returns the address fields. App payments send billingApp_id and read the address
// and email."), every code its contract lists: 200, 401, 500 and 801. The Airwallex route
// follows the shared catalogue (401 login, 500 toast, 801 not found); the app's drop-in
// reports a rejected token to the app and, without an address, lets the drop-in ask for it.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderRoute } from '../../../tests/utils/render-route';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { getGetBillingAddressMockHandler } from '../../api/generated/account-security/account-security.msw';
import type { BillingAddressResponse } from '../../api/generated/model';
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';
import { setNavigator } from '../../lib/navigation';
import { AppHostedPage } from './app-payment-pages';
import { serveCreatePayment, stubNativeChannel } from './payment-test-helpers';

const ORDER = 'TL2026112000010';
const EXPIRED = { code: 401, msg: 'Token expired', data: null } as const;
const BUSY = { code: 500, msg: 'The system is busy, please try again later', data: null } as const;
const GONE = { code: 801, msg: 'The address does not exist', data: null } as const;

function serveLookup(reply: BillingAddressResponse) {
  const ids: string[] = [];
  server.use(
    getGetBillingAddressMockHandler(({ params }) => {
      ids.push(String(params.id));
      return reply;
    }),
  );
  return ids;
}

describe('Airwallex: the lookup by billsid', () => {
  const PAGE = `/en/Airwallex?orderId=${ORDER}&billsid=4102&shift_money=21.99`;

  function openPage() {
    serveCreatePayment();
    writeCookie(COOKIE.signedIn, '1');
    window.history.replaceState(null, '', PAGE);
    const utils = renderRoute(PAGE);
    setNavigator((href, options) => void utils.router.navigate(href, options));
    return utils;
  }

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('500: the msg as a toast; the drop-in is offered without the address', async () => {
    const ids = serveLookup(BUSY);
    openPage();
    expect(await screen.findByText(BUSY.msg)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Pay/ })).toBeInTheDocument();
    expect(ids).toEqual(['4102']);
  });

  it('801: goes to the not-found route', async () => {
    serveLookup(GONE);
    const { router } = openPage();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/404');
    });
  });

  it('401: clears the session and goes to login', async () => {
    serveLookup(EXPIRED);
    const { router } = openPage();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });
});

describe('appAirwallex: the lookup by billingApp_id', () => {
  const posted = stubNativeChannel();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The drop-in, the shared client's navigation wired to its router. */
  function renderDropIn() {
    const utils = renderWithProviders(
      <AppHostedPage
        kind="dropIn"
        intent={{ id: 'int_1', clientSecret: 'int_1_secret', currency: 'USD' }}
        orderId={ORDER}
        price="21.99"
        billingId={4102}
      />,
      '/en/appAirwallex',
    );
    setNavigator((href, options) => void utils.router.navigate(href, options));
    return utils;
  }

  it('200: looks the address up by its id and offers the drop-in', async () => {
    const ids = serveLookup({
      code: 200,
      msg: 'success',
      data: {
        id: 4102,
        firstName: 'Alex',
        lastName: 'Chen',
        phoneCode: '852',
        phoneNumber: '61234567',
        email: 'alex.chen@example.com',
        city: 'Hong Kong',
        country: 'HK',
        state: 'Kowloon',
        zipCode: '999077',
        address1: 'Flat 18B, 8 Canton Road',
        type: 1,
        defaultAddress: '0',
      },
    });
    renderDropIn();
    expect(await screen.findByRole('button', { name: /^Pay/ })).toBeInTheDocument();
    expect(ids).toEqual(['4102']);
    expect(posted()).toEqual([]);
  });

  it('401: reports a failure to the app and stays on the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveLookup(EXPIRED);
    renderDropIn();
    await waitFor(() => {
      expect(posted()).toEqual([
        expect.objectContaining({ page: 'appAirwallex', result: 'failure', orderId: ORDER }),
      ]);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/en/appAirwallex');
  });

  it.each([
    ['801', GONE],
    ['500', BUSY],
  ] as const)(
    '%s: the drop-in is offered without the address, nothing posted',
    async (_code, reply) => {
      serveLookup(reply);
      renderDropIn();
      expect(await screen.findByRole('button', { name: /^Pay/ })).toBeInTheDocument();
      expect(posted()).toEqual([]);
      expect(screen.getByTestId('location')).toHaveTextContent('/en/appAirwallex');
    },
  );
});
