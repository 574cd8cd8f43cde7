// The app pages after start-up took client_secret out of the address bar (issue 23 item 4):
// the router sees an address without it, and the payment still confirms the intent with it;
// after a reload (no secret in memory) the page says it cannot continue and offers Close.
// The mock provider is wrapped, not replaced, to see what the page gives it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/utils/render-route';
import { adoptClientSecret, forgetClientSecret } from '../../lib/app-client-secret';
import type * as MockProviderModule from './provider/mock-provider';
import type { ConfirmRequest, ElementSpec } from './provider/types';
import { stubNativeChannel } from './payment-test-helpers';

const seen = vi.hoisted(() => ({ mounts: [] as unknown[], confirms: [] as unknown[] }));

vi.mock('./provider/mock-provider', async (importOriginal) => {
  const original = await importOriginal<typeof MockProviderModule>();
  return {
    ...original,
    createMockProvider: (...args: Parameters<typeof original.createMockProvider>) => {
      const provider = original.createMockProvider(...args);
      return {
        ...provider,
        mount: async (...mountArgs: Parameters<typeof provider.mount>) => {
          seen.mounts.push(mountArgs[1]);
          const mounted = await provider.mount(...mountArgs);
          return {
            ...mounted,
            confirm: (request: ConfirmRequest) => {
              seen.confirms.push(request);
              return mounted.confirm(request);
            },
          };
        },
      };
    },
  };
});

const posted = stubNativeChannel();
const SECRET = 'int_hkdmt5k1bw8r3y6p0qs_secret_Jw4nT7aHc1Ru';
const FAST_PAY =
  '/en/appFastPay?intent_id=int_hkdmt5k1bw8r3y6p0qs' +
  '&paymentConsentId=cst_1&price=21.99&currency=USD';
const APP_WALLET = '/en/appGooglepay?intent_id=int_hkdmt5k1bw8r3y6p0qs&currency=USD&orderId=O1';

/** Opens the app's address as the app does: start-up takes the secret out first. */
function openFromApp(withoutSecret: string) {
  const [path = '', query = ''] = withoutSecret.split('?');
  window.history.replaceState(null, '', `${path}?client_secret=${SECRET}&${query}`);
  adoptClientSecret();
  const address = `${window.location.pathname}${window.location.search}`;
  expect(address).toBe(withoutSecret);
  return renderRoute(address);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  forgetClientSecret();
  seen.mounts.length = 0;
  seen.confirms.length = 0;
});

describe('client_secret out of the address bar', () => {
  it('appFastPay confirms with the secret the address bar no longer has', async () => {
    const { router } = openFromApp(FAST_PAY);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Security code (test)' }),
      '123',
    );
    expect(screen.getByText('Amount').nextSibling).toHaveTextContent('$21.99');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => {
      expect(posted()).toEqual([expect.objectContaining({ result: 'success' })]);
    });
    expect(seen.confirms).toEqual([
      {
        intent: { id: 'int_hkdmt5k1bw8r3y6p0qs', clientSecret: SECRET, currency: '' },
        paymentConsentId: 'cst_1',
      },
    ]);
    expect(window.location.search).not.toContain('secret');
    expect(router.state.location.search).not.toContain('secret');
  });

  it('appGooglepay mounts the wallet on the intent with that secret', async () => {
    openFromApp(APP_WALLET);
    expect(await screen.findByRole('button', { name: /^Pay/ })).toBeInTheDocument();
    const [spec] = seen.mounts as ElementSpec[];
    expect(spec).toMatchObject({
      kind: 'googlePay',
      intent: { id: 'int_hkdmt5k1bw8r3y6p0qs', clientSecret: SECRET, currency: 'USD' },
    });
  });

  it.each([
    ['appFastPay', FAST_PAY],
    ['appGooglepay', APP_WALLET],
  ])(
    '%s after a reload says it cannot continue, and Close tells the app',
    async (page, address) => {
      window.history.replaceState(null, '', address);
      adoptClientSecret();
      renderRoute(address);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This payment page cannot continue after a reload.',
      );
      expect(seen.mounts).toEqual([]);
      expect(posted()).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(posted()).toEqual([expect.objectContaining({ page, result: 'close' })]);
    },
  );
});
