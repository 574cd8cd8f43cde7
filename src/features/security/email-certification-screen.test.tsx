import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getBindEmailMockHandler } from '../../api/generated/account-security/account-security.msw';
import { getSendEmailCodeMockHandler } from '../../api/generated/auth/auth.msw';
import type {
  BindEmailRequest,
  BindEmailResponse,
  SendCodeResponse,
  SendEmailCodeRequest,
} from '../../api/generated/model';
import { COOKIE, readCookie } from '../../lib/cookies';
import { ALEX, openSignedIn } from '../account/account-test-helpers';
import { OK_EMPTY, recordCalls, SENT } from './security-test-helpers';

const recordBinds = (reply: BindEmailResponse = OK_EMPTY) =>
  recordCalls<BindEmailRequest, BindEmailResponse>(getBindEmailMockHandler, reply);
const recordSends = (reply: SendCodeResponse = SENT) =>
  recordCalls<SendEmailCodeRequest, SendCodeResponse>(getSendEmailCodeMockHandler, reply);

async function openPage(path = '/en/Tabs/emailCertification', email = ALEX.email) {
  const utils = openSignedIn(path, { ...ALEX, email });
  await screen.findByRole('form');
  return { ...utils, user: userEvent.setup() };
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const code = () => screen.getByRole('textbox', { name: 'Verification code' });
const sendButton = () => screen.getByRole('button', { name: /Send Code|Sent|Resend/ });
const confirm = () => screen.getByRole('button', { name: 'Confirm' });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('emailCertification: the fields', () => {
  it("starts with the account's email", async () => {
    await openPage();
    expect(email()).toHaveValue('alex.chen@example.com');
  });

  it("asks for the email ('Please enter your Email') and the code ('Enter Verification Code')", async () => {
    const bodies = recordBinds();
    const { user } = await openPage(undefined, { email: null, status: 1 });
    await user.click(confirm());
    expect(email()).toHaveAccessibleDescription('Please enter your Email');
    expect(code()).toHaveAccessibleDescription('Enter Verification Code');
    expect(email()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it("refuses a malformed email ('Please enter the correct email number')", async () => {
    const { user } = await openPage(undefined, { email: null, status: 1 });
    await user.type(email(), 'alex.chen@example');
    await user.type(code(), '739204');
    await user.click(confirm());
    expect(email()).toHaveAccessibleDescription('Please enter the correct email number');
  });

  it('zh-hant messages', async () => {
    const utils = openSignedIn('/zh-hant/Tabs/emailCertification', {
      ...ALEX,
      email: { email: null, status: 1 },
    });
    await screen.findByRole('form');
    await userEvent.setup().click(screen.getByRole('button', { name: '確認' }));
    expect(await screen.findByText('請輸入您的電子郵件')).toBeInTheDocument();
    expect(screen.getByText('請輸入驗證碼')).toBeInTheDocument();
    utils.unmount();
  });
});

describe('emailCertification: the send-code button', () => {
  it("sends the email with sendType '2' and counts down", async () => {
    const sends = recordSends();
    const { user } = await openPage();
    await user.click(sendButton());
    await waitFor(() => {
      expect(sendButton()).toHaveTextContent('Sent 60s');
    });
    expect(sends).toEqual([{ email: 'alex.chen@example.com', sendType: '2' }]);
  });

  it('sends nothing for an empty email and says why', async () => {
    const sends = recordSends();
    const { user } = await openPage(undefined, { email: null, status: 1 });
    await user.click(sendButton());
    expect(email()).toHaveAccessibleDescription('Please enter your Email');
    expect(sendButton()).toHaveTextContent('Send Code');
    expect(sends).toEqual([]);
  });

  it('data 1 opens the click-word captcha before any code is sent', async () => {
    recordSends({ code: 200, msg: 'success', data: 1 });
    const { user } = await openPage();
    await user.click(sendButton());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    [500, 'Too many requests, please try again later'],
    [10008, 'Verification code could not be sent'],
  ])('%i: the msg as an error toast, the button back to Send Code', async (status, msg) => {
    recordSends({ code: status, msg, data: null });
    const { user } = await openPage();
    await user.click(sendButton());
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent('Send Code');
  });
});

describe('emailCertification: confirm', () => {
  it("binds email, code and sendType '2'; Binding successful; back to the hub", async () => {
    const bodies = recordBinds();
    const { user, router } = await openPage();
    await user.type(code(), '739204');
    await user.click(confirm());
    expect(await screen.findByText('Binding successful')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'alex.chen@example.com', code: '739204', sendType: '2' }]);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/Tabs/User');
    });
  });

  it.each([
    [10008, 'The verification code is incorrect or has expired'],
    [500, 'This email is already used by another account'],
  ])('%i: the msg as an error toast, the fields keep what was typed', async (status, msg) => {
    recordBinds({ code: status, msg, data: null });
    const { user, router } = await openPage();
    await user.clear(email());
    await user.type(email(), 'alex@example.org');
    await user.type(code(), '111111');
    await user.click(confirm());
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(email()).toHaveValue('alex@example.org');
    expect(code()).toHaveValue('111111');
    expect(screen.queryByText('Binding successful')).toBeNull();
    expect(router.state.location.pathname).toBe('/en/Tabs/emailCertification');
  });

  it('401: clears the session and goes to login', async () => {
    recordBinds({ code: 401, msg: 'Token expired', data: null });
    const { user, router } = await openPage();
    await user.type(code(), '739204');
    await user.click(confirm());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });
});

describe("emailCertification: the 'not receiving' help", () => {
  it('lists the network, the spam folder and a checked customer service link', async () => {
    await openPage();
    const help = screen.getByRole('region', { name: 'Not receiving the verification code?' });
    const items = within(help)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Check that your network connection is working.',
      'Check your spam or junk mail folder.',
      'Still nothing? Contact customer service Customer service',
    ]);
    const link = within(help).getByRole('link', { name: 'Customer service' });
    expect(new URL(link.getAttribute('href')!).host).toBe('support.topuplive.example');
    expect(new URL(link.getAttribute('href')!).searchParams.get('lang')).toBe('en');
  });
});
