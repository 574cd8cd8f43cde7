import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getBindPhoneMockHandler,
  getVerifyOldPhoneMockHandler,
} from '../../api/generated/account-security/account-security.msw';
import { getSendPhoneCodeMockHandler } from '../../api/generated/auth/auth.msw';
import type {
  BindPhoneRequest,
  BindPhoneResponse,
  SendCodeResponse,
  SendPhoneCodeRequest,
  VerifyOldPhoneRequest,
  VerifyOldPhoneResponse,
} from '../../api/generated/model';
import { COOKIE, readCookie } from '../../lib/cookies';
import { ALEX, openSignedIn } from '../account/account-test-helpers';
import { OK_EMPTY, recordCalls, SENT } from './security-test-helpers';

const KEY = '7f3e9a1c-2b4d-4e6f-8a10-5c9d3b7e2f41';

const recordVerifies = (reply: VerifyOldPhoneResponse = { code: 200, msg: 'success', data: KEY }) =>
  recordCalls<VerifyOldPhoneRequest, VerifyOldPhoneResponse>(getVerifyOldPhoneMockHandler, reply);
const recordBinds = (reply: BindPhoneResponse = OK_EMPTY) =>
  recordCalls<BindPhoneRequest, BindPhoneResponse>(getBindPhoneMockHandler, reply);
const recordSends = (reply: SendCodeResponse = SENT) =>
  recordCalls<SendPhoneCodeRequest, SendCodeResponse>(getSendPhoneCodeMockHandler, reply);

async function openPage(path = '/en/Tabs/changetiePhone', user = ALEX) {
  const utils = openSignedIn(path, user);
  await screen.findByText(/Step 1 of 2|第 1 步/);
  return { ...utils, user: userEvent.setup() };
}

const code = () => screen.getByRole('textbox', { name: 'Verification code' });
const newPhone = () => screen.getByRole('textbox', { name: 'New mobile number' });
const sendButton = () => screen.getByRole('button', { name: /Send Code|Sent|Resend/ });
const next = () => screen.getByRole('button', { name: 'Next' });
const confirmChange = () => screen.getByRole('button', { name: 'Confirm Change' });

/** Step 1 done: the old phone verified with its code. */
async function toStepTwo(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('form', { name: 'Verify your current mobile number' });
  await user.type(code(), '518342');
  await user.click(next());
  await screen.findByRole('form', { name: 'Your new mobile number' });
  await screen.findByRole('button', { name: 'Country code: Singapore +65' });
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('changetiePhone step 1: the current phone', () => {
  it('shows the current phone; Next is disabled until the code is non-empty', async () => {
    const { user } = await openPage();
    expect(await screen.findByText('+65 812***67')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(code(), '5');
    expect(next()).toBeEnabled();
    await user.clear(code());
    expect(next()).toBeDisabled();
  });

  it("sends the code to the current phone with type '1' only", async () => {
    const sends = recordSends();
    const { user } = await openPage();
    await screen.findByText('+65 812***67');
    await user.click(sendButton());
    await waitFor(() => {
      expect(sends).toEqual([{ type: '1' }]);
    });
  });

  it("a code too short for the contract: 'Please enter your Verification Code'", async () => {
    const verifies = recordVerifies();
    const { user } = await openPage();
    await screen.findByText('+65 812***67');
    await user.type(code(), '123');
    await user.click(next());
    expect(code()).toHaveAccessibleDescription('Please enter your Verification Code');
    expect(verifies).toEqual([]);
  });

  it.each([
    [10008, 'The verification code is incorrect or has expired'],
    [500, 'Service is busy, please try again later'],
  ])('verify %i: the msg as a toast; step 1 keeps its code', async (status, msg) => {
    recordVerifies({ code: status, msg, data: null });
    const { user } = await openPage();
    await screen.findByText('+65 812***67');
    await user.type(code(), '111111');
    await user.click(next());
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(code()).toHaveValue('111111');
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('verify 401: clears the session and goes to login', async () => {
    recordVerifies({ code: 401, msg: 'Token expired', data: null });
    const { user, router } = await openPage();
    await screen.findByText('+65 812***67');
    await user.type(code(), '518342');
    await user.click(next());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });

  it('without a bound phone it offers to bind one', async () => {
    await openPage(undefined, { ...ALEX, mobile: { mobile: null, code: null, status: 1 } });
    expect(await screen.findByRole('link', { name: 'Bind a mobile number' })).toHaveAttribute(
      'href',
      '/en/Tabs/bindCellphone',
    );
  });
});

describe('changetiePhone step 2: the new phone', () => {
  it('Confirm Change is disabled until phone and code are both filled', async () => {
    recordVerifies();
    const { user } = await openPage();
    await toStepTwo(user);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(code()).toHaveValue('');
    expect(confirmChange()).toBeDisabled();
    await user.type(newPhone(), '61234567');
    expect(confirmChange()).toBeDisabled();
    await user.type(code(), '305716');
    expect(confirmChange()).toBeEnabled();
  });

  it("the send-code button asks for the phone ('Please enter your phone number'), then sends type '1' with it", async () => {
    recordVerifies();
    const sends = recordSends();
    const { user } = await openPage();
    await toStepTwo(user);
    await user.click(sendButton());
    expect(newPhone()).toHaveAccessibleDescription('Please enter your phone number');
    expect(sends).toEqual([]);
    await user.type(newPhone(), '61234567');
    await user.click(sendButton());
    await waitFor(() => {
      expect(sends).toEqual([{ phone: '61234567', areaCode: '65', countryCode: 'SG', type: '1' }]);
    });
  });

  it("binds with the key and type '1'; Binding successful; back one page", async () => {
    const verifies = recordVerifies();
    const binds = recordBinds();
    const { user, router } = await openPage();
    await toStepTwo(user);
    expect(verifies).toEqual([{ code: '518342' }]);
    await user.type(newPhone(), '61234567');
    await user.type(code(), '305716');
    await user.click(confirmChange());
    expect(await screen.findByText('Binding successful')).toBeInTheDocument();
    expect(binds).toEqual([
      { phone: '61234567', areCode: '65', code: '305716', countryCode: 'SG', key: KEY, type: '1' },
    ]);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Tabs/User');
    });
  });

  it('goes back to the page it came from', async () => {
    recordVerifies();
    recordBinds();
    const utils = openSignedIn('/en/Tabs/User');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /Mobile number/ }));
    await toStepTwo(user);
    await user.type(newPhone(), '61234567');
    await user.type(code(), '305716');
    await user.click(confirmChange());
    await screen.findByRole('navigation', { name: 'Security settings' });
    // Back one page: the hub's history entry, not a new one.
    expect(utils.router.state.historyAction).toBe('POP');
  });

  it.each([
    [10008, 'The verification code is incorrect or has expired'],
    [500, 'This phone number is already bound to another account'],
  ])('bind %i: the msg as a toast; step 2 keeps phone and code', async (status, msg) => {
    recordVerifies();
    recordBinds({ code: status, msg, data: null });
    const { user, router } = await openPage();
    await toStepTwo(user);
    await user.type(newPhone(), '61234567');
    await user.type(code(), '111111');
    await user.click(confirmChange());
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(newPhone()).toHaveValue('61234567');
    expect(code()).toHaveValue('111111');
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/Tabs/changetiePhone');
  });

  it('zh-hant: the new phone and code messages', async () => {
    recordVerifies();
    const { user } = await openPage('/zh-hant/Tabs/changetiePhone');
    await screen.findByText('+65 812***67');
    await user.type(screen.getByRole('textbox', { name: '驗證碼' }), '518342');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const phoneBox = await screen.findByRole('textbox', { name: '新的手機號碼' });
    await user.type(phoneBox, '6');
    await user.type(screen.getByRole('textbox', { name: '驗證碼' }), '12');
    await user.click(screen.getByRole('button', { name: '確認更換' }));
    expect(await screen.findByText('請輸入驗證碼')).toBeInTheDocument();
  });
});

describe('changetiePhone: the help list', () => {
  it('lists the SMS hints and a checked customer service link', async () => {
    await openPage();
    const help = screen.getByRole('region', { name: 'Not receiving the verification code?' });
    expect(
      within(help)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Check that your network connection is working.',
      'Check that the number is correct and that your phone can receive SMS messages.',
      'Codes requested too often may be held back: do not request another code within 5 minutes.',
      'Still nothing? Contact customer service Customer service',
    ]);
    expect(within(help).getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      'https://support.topuplive.example/chat?lang=en',
    );
  });
});
