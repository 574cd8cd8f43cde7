import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance, runTimersUntil } from '../../../tests/utils/fake-time';
import { getBindPhoneMockHandler } from '../../api/generated/account-security/account-security.msw';
import { getSendPhoneCodeMockHandler } from '../../api/generated/auth/auth.msw';
import type {
  BindPhoneRequest,
  BindPhoneResponse,
  SendCodeResponse,
  SendPhoneCodeRequest,
} from '../../api/generated/model';
import { COOKIE, readCookie } from '../../lib/cookies';
import { ALEX, openSignedIn } from '../account/account-test-helpers';
import { OK_EMPTY, recordCalls, SENT } from './security-test-helpers';

const NOT_BOUND = { ...ALEX, mobile: { mobile: null, code: null, status: 1 as const } };

const recordBinds = (reply: BindPhoneResponse = OK_EMPTY) =>
  recordCalls<BindPhoneRequest, BindPhoneResponse>(getBindPhoneMockHandler, reply);
const recordSends = (reply: SendCodeResponse = SENT) =>
  recordCalls<SendPhoneCodeRequest, SendCodeResponse>(getSendPhoneCodeMockHandler, reply);

async function openPage(path = '/en/Tabs/bindCellphone') {
  const utils = openSignedIn(path, NOT_BOUND);
  await screen.findByRole('form');
  return { ...utils, user: userEvent.setup() };
}

const phone = () => screen.getByRole('textbox', { name: 'Mobile number' });
const code = () => screen.getByRole('textbox', { name: 'Verification code' });
const sendButton = () => screen.getByRole('button', { name: /Send Code|Sent|Resend/ });
const bind = () => screen.getByRole('button', { name: 'Bind' });
const areaButton = () => screen.findByRole('button', { name: 'Area code: Singapore +65' });
const search = () =>
  screen.getByRole('combobox', { name: 'Search by country, region or area code' });

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('bindCellphone: the area code', () => {
  it("an empty search shows 'This area code has not been found yet'", async () => {
    const { user } = await openPage();
    await user.click(await areaButton());
    await user.type(search(), 'Atlantis');
    expect(
      within(screen.getByRole('dialog')).getByText('This area code has not been found yet'),
    ).toBeInTheDocument();
  });

  it('the chosen country goes with the code request and the binding', async () => {
    const sends = recordSends();
    const binds = recordBinds();
    const { user } = await openPage();
    await user.click(await areaButton());
    await user.type(search(), 'hk');
    await user.click(within(screen.getByRole('listbox')).getAllByRole('option')[0]!);
    await user.type(phone(), '6123 4567');
    await user.click(sendButton());
    await waitFor(() => {
      expect(sends).toEqual([{ phone: '61234567', areaCode: '852', countryCode: 'HK', type: '3' }]);
    });
    await user.type(code(), '482913');
    await user.click(bind());
    await waitFor(() => {
      expect(binds).toEqual([
        { phone: '61234567', areCode: '852', code: '482913', countryCode: 'HK' },
      ]);
    });
  });
});

describe('bindCellphone: the rules', () => {
  it('phone (reg_ErrorText_1) and code (reg_ErrorText_5) are required', async () => {
    const binds = recordBinds();
    const { user } = await openPage();
    await user.click(bind());
    expect(phone()).toHaveAccessibleDescription('Please enter your mobile number');
    expect(code()).toHaveAccessibleDescription('Please enter the verification code');
    expect(phone()).toHaveFocus();
    expect(binds).toEqual([]);
  });

  it('zh-hant messages', async () => {
    openSignedIn('/zh-hant/Tabs/bindCellphone', NOT_BOUND);
    await screen.findByRole('form');
    await userEvent.setup().click(screen.getByRole('button', { name: '綁定' }));
    expect(await screen.findByText('請輸入手機號碼')).toBeInTheDocument();
    expect(screen.getByText('請輸入驗證碼')).toBeInTheDocument();
  });

  it('the send-code button sends nothing without a phone and says why', async () => {
    const sends = recordSends();
    const { user } = await openPage();
    await user.click(sendButton());
    expect(phone()).toHaveAccessibleDescription('Please enter your mobile number');
    expect(sendButton()).toHaveTextContent('Send Code');
    expect(sends).toEqual([]);
  });
});

describe('bindCellphone: the calls', () => {
  it("type '3' with the area code; the countdown starts", async () => {
    const sends = recordSends();
    const { user } = await openPage();
    await areaButton();
    await user.type(phone(), '81234567');
    await user.click(sendButton());
    await waitFor(() => {
      expect(sendButton()).toHaveTextContent('Sent 60s');
    });
    expect(sends).toEqual([{ phone: '81234567', areaCode: '65', countryCode: 'SG', type: '3' }]);
  });

  it('data 1: the captcha opens first', async () => {
    recordSends({ code: 200, msg: 'success', data: 1 });
    const { user } = await openPage();
    await user.type(phone(), '81234567');
    await user.click(sendButton());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    [500, 'Too many requests, please try again later'],
    [10008, 'Verification code could not be sent'],
  ])('send code %i: the msg as a toast, the button back to Send Code', async (status, msg) => {
    recordSends({ code: status, msg, data: null });
    const { user } = await openPage();
    await user.type(phone(), '81234567');
    await user.click(sendButton());
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent('Send Code');
    expect(phone()).toHaveValue('81234567');
  });

  it('binds; Binding successful; back to the hub', async () => {
    const binds = recordBinds();
    const { user, router } = await openPage();
    await areaButton();
    await user.type(phone(), '81234567');
    await user.type(code(), '482913');
    await user.click(bind());
    expect(await screen.findByText('Binding successful')).toBeInTheDocument();
    expect(binds).toEqual([
      { phone: '81234567', areCode: '65', code: '482913', countryCode: 'SG' },
    ]);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Tabs/User');
    });
  });

  it('Binding successful shows for 700 ms', async () => {
    recordBinds();
    const { user } = await openPage();
    await areaButton();
    await user.type(phone(), '81234567');
    await user.type(code(), '482913');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(bind());
    await runTimersUntil(() => screen.queryByText('Binding successful') !== null);
    advance(699);
    expect(screen.getByText('Binding successful')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Binding successful')).toBeNull();
  });

  it.each([
    [10008, 'The verification code is incorrect or has expired'],
    [500, 'This phone number is already bound to another account'],
  ])('bind %i: the msg as a toast; phone and code stay', async (status, msg) => {
    recordBinds({ code: status, msg, data: null });
    const { user, router } = await openPage();
    await user.type(phone(), '81234567');
    await user.type(code(), '111111');
    await user.click(bind());
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(phone()).toHaveValue('81234567');
    expect(code()).toHaveValue('111111');
    expect(router.state.location.pathname).toBe('/en/Tabs/bindCellphone');
  });

  it('bind 401: clears the session and goes to login', async () => {
    recordBinds({ code: 401, msg: 'Token expired', data: null });
    const { user, router } = await openPage();
    await user.type(phone(), '81234567');
    await user.type(code(), '482913');
    await user.click(bind());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });
});
