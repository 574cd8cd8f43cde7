import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderRoute } from '../../../tests/utils/render-route';
import { getBindPhoneMockHandler } from '../../api/generated/account-security/account-security.msw';
import type { BindPhoneRequest } from '../../api/generated/model';
import { COOKIE, writeCookie } from '../../lib/cookies';
import { clearToasts } from '../../lib/toast-store';
import { order, serveOrder } from './order-test-helpers';

beforeEach(() => {
  writeCookie(COOKIE.signedIn, '1');
});

afterEach(() => {
  clearToasts();
});

async function openWithCheck(needPhoneVerify: boolean) {
  serveOrder(order({ status: '1' }), needPhoneVerify);
  renderRoute('/en/Tabs/OrderDetail?orderId=TL2026112000001');
  await screen.findByRole('heading', { level: 2, name: 'Product details' });
}

function recordBind() {
  const bodies: BindPhoneRequest[] = [];
  server.use(
    getBindPhoneMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as BindPhoneRequest);
      return { code: 200, msg: 'success', data: null };
    }),
  );
  return bodies;
}

describe('OrderDetail: phone verification', () => {
  it('does not open when the member detail check does not ask for it', async () => {
    await openWithCheck(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens prefilled with the bound phone and its area code, and verifies', async () => {
    const bodies = recordBind();
    await openWithCheck(true);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your phone' });
    expect(within(dialog).getByRole('textbox', { name: 'Mobile number' })).toHaveValue('81234567');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Verification code' }),
      '123456',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await screen.findByText('Verification successful');
    expect(bodies).toEqual([
      { phone: '81234567', areCode: '65', code: '123456', countryCode: 'SG' },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it.each([
    ['', '123456', 'Please enter your phone number'],
    ['81234567', '', 'Please enter your Verification Code'],
  ])('phone %j and code %j: "%s", no call', async (phone, code, message) => {
    const bodies = recordBind();
    await openWithCheck(true);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your phone' });
    const phoneBox = within(dialog).getByRole('textbox', { name: 'Mobile number' });
    await userEvent.clear(phoneBox);
    if (phone) await userEvent.type(phoneBox, phone);
    if (code) {
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Verification code' }),
        code,
      );
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows a 10008 reply under the code and stays open', async () => {
    server.use(
      http.post('*/api/auth/authenticationPhone', () =>
        HttpResponse.json({ code: 10008, msg: 'Wrong code', data: null }),
      ),
    );
    await openWithCheck(true);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your phone' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Verification code' }),
      '1111',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Wrong code')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Verify your phone' })).toBeInTheDocument();
  });
});
