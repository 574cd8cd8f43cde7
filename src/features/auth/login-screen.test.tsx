import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import {
  getGetIpCountryMockHandler,
  getGetLoginConfigMockHandler,
} from '../../api/generated/auth/auth.msw';
import type { LoginConfigResponse } from '../../api/generated/model';
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';
import * as navigation from '../../lib/navigation';
import { currentLocation, recordPost, renderAuth } from './auth-screens.test-utils';
import { advance, settleNow, settleUntil, useFakeClock } from './fake-clock.test-utils';

vi.mock('../../lib/navigation', async (importActual) => {
  const actual = await importActual<typeof import('../../lib/navigation')>();
  // Following a provider URL would leave the page: record the call and answer with the
  // real check's decision instead.
  const { checkUrl } = await import('../../lib/safe-url');
  return {
    ...actual,
    followServerUrl: vi.fn(
      (raw: string, purpose: Parameters<typeof checkUrl>[1]) =>
        checkUrl(raw, purpose).kind !== 'refused',
    ),
  };
});

const LOGIN = '/api/language/token/login-c';
const CHECK = '/api/service/home/account/check';
const REGISTER = '/api/auth/register';
const SEND_PHONE_CODE = '/api/auth/sendPhoneCode';
const AUTHORIZE = '/api/auth/authorize';

const SIGNED_IN = { code: 200, msg: 'success', data: { access_token: 'tok.en.sig' } };
const CAPTCHA_REQUIRED = { code: 200, msg: 'success', data: 1 };
const WRONG_10001 = { code: 10001, msg: 'Incorrect account or password', data: null };

async function openLogin(path = '/en/login', state?: unknown) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) });
  const utils = renderAuth(path, state);
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  return { user, ...utils };
}

function username() {
  return screen.getByRole('textbox', { name: 'Email or phone number' });
}
function password() {
  return screen.getByLabelText('Password');
}
function agreement() {
  return screen.getByRole('checkbox', { name: /I have read and agree/ });
}
function loginButton() {
  return screen.getByRole('button', { name: 'Log in' });
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  pass: string,
  agree = true,
) {
  await user.type(username(), name);
  await user.type(password(), pass);
  if (agree) await user.click(agreement());
}

beforeEach(() => {
  useFakeClock();
  vi.mocked(navigation.followServerUrl).mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('login: the screen', () => {
  it('has the fields, the agreement, the button and the links of the seed', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await openLogin();
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('type', 'password');
    expect(agreement()).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute(
      'href',
      '/en/NewsDetail?articleId=7',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/en/NewsDetail?articleId=6',
    );
    expect(loginButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/en/Registration',
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');

    // Forgot password and help both open the support chat in the shopper's language.
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[0]?.[0]).toContain('lang=en');
    expect(open.mock.calls[1]?.[0]).toContain('lang=en');
  });

  it('shows the third-party icons the login configuration (type 1) enables, Douyin and WeChat inert', async () => {
    let type: string | null = null;
    server.use(
      getGetLoginConfigMockHandler(({ request }) => {
        type = new URL(request.url).searchParams.get('type');
        return {
          code: 200,
          msg: 'success',
          data: [
            { loginType: 0, name: 'Google', enabled: true },
            { loginType: 1, name: 'Line', enabled: false },
            { loginType: 2, name: 'Apple', enabled: true },
          ],
        } satisfies LoginConfigResponse;
      }),
    );
    await openLogin();
    const section = screen.getByRole('region', { name: 'Or continue with' });
    await within(section).findByRole('button', { name: 'Continue with Google' });
    expect(type).toBe('1');
    expect(within(section).getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
    expect(within(section).queryByRole('button', { name: 'Continue with Line' })).toBeNull();
    expect(
      within(section).getByRole('button', { name: 'Douyin sign-in is not available' }),
    ).toBeDisabled();
    expect(
      within(section).getByRole('button', { name: 'WeChat sign-in is not available' }),
    ).toBeDisabled();
  });

  it('prefills the email handed over by Registration (10006 already registered)', async () => {
    await openLogin('/en/login', { prefill: { email: 'alex.chen@example.com' } });
    expect(username()).toHaveValue('alex.chen@example.com');
  });
});

describe('login: validation (seed 000 section 5)', () => {
  it('an empty username and password are errors at their fields; nothing is sent', async () => {
    const bodies = recordPost(LOGIN, [SIGNED_IN]);
    const { user } = await openLogin();
    await user.click(loginButton());
    expect(username()).toHaveAccessibleDescription('Please enter your email or phone number');
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(username()).toHaveFocus();
    expect(password()).toHaveAccessibleDescription('Please enter your password');
    expect(bodies).toEqual([]);
  });

  it('a username that is not digits and spaces must be an email (AccountErrorText_2)', async () => {
    const bodies = recordPost(LOGIN, [SIGNED_IN]);
    const { user } = await openLogin();
    await fillIn(user, 'alex@example', 'Topup2026');
    await user.click(loginButton());
    expect(username()).toHaveAccessibleDescription(
      'Please enter a valid email address or phone number',
    );
    expect(username()).toHaveValue('alex@example');
    expect(bodies).toEqual([]);
  });

  it("a phone number shows the area code, has '+' stripped and stops at 16 digits", async () => {
    const { user } = await openLogin();
    expect(screen.queryByRole('button', { name: /^Area code/ })).toBeNull();
    await user.type(username(), '+12345678901234567890');
    expect(username()).toHaveValue('1234567890123456');
    expect(
      await screen.findByRole('button', { name: 'Area code: Singapore +65' }),
    ).toBeInTheDocument();
  });

  it('a password of spaces is empty', async () => {
    const { user } = await openLogin();
    await fillIn(user, 'alex.chen@example.com', '   ');
    await user.click(loginButton());
    expect(password()).toHaveAccessibleDescription('Please enter your password');
    expect(password()).toHaveFocus();
  });
});

describe('login: the agreement', () => {
  it('unticked: Think again closes the dialog and sends nothing', async () => {
    const bodies = recordPost(LOGIN, [SIGNED_IN]);
    const { user } = await openLogin();
    await fillIn(user, 'alex.chen@example.com', 'Topup2026', false);
    await user.click(loginButton());
    const dialog = screen.getByRole('dialog', { name: 'User Agreement and Privacy Policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Think again' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(agreement()).not.toBeChecked();
    expect(bodies).toEqual([]);
  });

  it('unticked: Agree ticks the box and continues the login', async () => {
    const bodies = recordPost(LOGIN, [SIGNED_IN]);
    const { user } = await openLogin();
    await fillIn(user, 'alex.chen@example.com', 'Topup2026', false);
    await user.click(loginButton());
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(agreement()).toBeChecked();
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
  });
});

describe('login: the flow (seed 000 section 4)', () => {
  it('sends the trimmed password and loginState 0 for an email, then signs in and goes Home', async () => {
    const bodies = recordPost(LOGIN, [SIGNED_IN]);
    const { user } = await openLogin();
    await fillIn(user, 'alex.chen@example.com', '  Topup2026 ');
    await user.click(loginButton());
    // The clock stands still until the message shows: the 700 ms count from there.
    await settleUntil(() => bodies.length === 1);
    expect(bodies[0]).toMatchObject({
      username: 'alex.chen@example.com',
      password: 'Topup2026',
      loginState: 0,
    });
    await settleUntil(() => screen.queryByText('Login successful') !== null);
    expect(readCookie(COOKIE.signedIn)).toBe('1');
    // Seed 000 section 4: the success message shows for 700 ms, then the redirect.
    await advance(699);
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(currentLocation()).toBe('/en/login');
    await advance(1);
    await settleNow(() => currentLocation() === '/en');
    expect(screen.queryByText('Login successful')).toBeNull();
  });

  it('sends a phone number as digits with loginState 3 and the area code of the IP lookup', async () => {
    server.use(
      getGetIpCountryMockHandler({
        code: 200,
        msg: 'success',
        data: { country: 'MY', areaCode: '60' },
      }),
    );
    const bodies = recordPost(LOGIN, [SIGNED_IN]);
    const { user } = await openLogin();
    await fillIn(user, '+60 1234 5678', 'Topup2026');
    await screen.findByRole('button', { name: 'Area code: Malaysia +60' });
    await user.click(loginButton());
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(bodies[0]).toEqual({
      username: '6012345678',
      password: 'Topup2026',
      loginState: 3,
      areaCode: '60',
    });
  });

  it('data 1: solves the slide captcha, then resends with captchaVerification', async () => {
    const bodies = recordPost(LOGIN, [CAPTCHA_REQUIRED, SIGNED_IN]);
    const { user } = await openLogin();
    await fillIn(user, 'alex.chen@example.com', 'Topup2026');
    await user.click(loginButton());
    const slider = await screen.findByRole('slider', { name: 'Puzzle piece position' });
    await waitFor(() => {
      expect(slider).not.toHaveAttribute('aria-disabled', 'true');
    });
    slider.focus();
    await user.keyboard('{End}{Enter}');
    // Seed 000 section 4: the pop-up closes after 1.5 s, and the login is resent then.
    await settleUntil(() => screen.queryByText('Verification succeeded') !== null);
    await advance(1499);
    expect(bodies).toHaveLength(1);
    await advance(1);
    await settleNow(() => bodies.length === 2);
    expect(bodies[0]).not.toHaveProperty('captchaVerification');
    expect(bodies[1]).toMatchObject({
      username: 'alex.chen@example.com',
      captchaVerification: expect.any(String) as unknown,
    });
    expect((bodies[1] as { captchaVerification: string }).captchaVerification).not.toBe('');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });
});

describe('login: the error catalogue (seed 000 section 8)', () => {
  it('10001, email user: the server msg under the password, then the account check (t, b)', async () => {
    recordPost(LOGIN, [WRONG_10001]);
    const checks = recordPost(CHECK, [{ code: 200, msg: 'success', data: 1 }]);
    const { user } = await openLogin();
    await fillIn(user, 'alex.chen@example.com', 'Topup2026');
    await user.click(loginButton());
    await waitFor(() => {
      expect(password()).toHaveAccessibleDescription('Incorrect account or password');
    });
    await waitFor(() => {
      expect(checks).toHaveLength(1);
    });
    expect(checks[0]).toEqual({ t: 'YWxleC5jaGVuQGV4YW1wbGUuY29t', b: expect.any(Number) });
    // A registered account: no extra message; everything typed is still there.
    expect(screen.queryByText('No account is registered with this email address.')).toBeNull();
    expect(username()).toHaveValue('alex.chen@example.com');
    expect(password()).toHaveValue('Topup2026');
    expect(agreement()).toBeChecked();
  });

  it('10001, email user, account check data 0: says there is no such account and offers sign-up', async () => {
    recordPost(LOGIN, [WRONG_10001]);
    recordPost(CHECK, [{ code: 200, msg: 'success', data: 0 }]);
    const { user } = await openLogin();
    await fillIn(user, 'alex.chen@example.com', 'Topup2026');
    await user.click(loginButton());
    await waitFor(() => {
      expect(username()).toHaveAccessibleDescription(
        'No account is registered with this email address.',
      );
    });
    await user.click(screen.getByRole('link', { name: 'Sign up with this email' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue(
      'alex.chen@example.com',
    );
  });

  it('10002: passwordShowErrorText_2 under the password', async () => {
    recordPost(LOGIN, [{ code: 10002, msg: 'Password error', data: null }]);
    const { user } = await openLogin();
    await fillIn(user, 'alex.chen@example.com', 'Topup2026');
    await user.click(loginButton());
    await waitFor(() => {
      expect(password()).toHaveAccessibleDescription('Incorrect password');
    });
    expect(password()).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('500 and 10008: the shared client shows msg as a toast; the form is kept', async () => {
    recordPost(LOGIN, [
      { code: 500, msg: 'The system is busy', data: null },
      { code: 10008, msg: 'Verification code error', data: null },
    ]);
    const { user } = await openLogin();
    await fillIn(user, 'alex.chen@example.com', 'Topup2026');
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The system is busy');
    await user.click(loginButton());
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(username()).toHaveValue('alex.chen@example.com');
    expect(password()).toHaveValue('Topup2026');
  });

  it('801 goes to the not-found route', async () => {
    // The client reads the language from the address bar.
    window.history.replaceState(null, '', '/en/login');
    recordPost(LOGIN, [{ code: 801, msg: 'Not found', data: null }]);
    const { user } = await openLogin();
    await fillIn(user, 'alex.chen@example.com', 'Topup2026');
    await user.click(loginButton());
    await waitFor(() => {
      expect(currentLocation()).toBe('/en/404');
    });
  });

  it('401 clears the session cookies and stays on login', async () => {
    window.history.replaceState(null, '', '/en/login');
    writeCookie(COOKIE.userInfo, '{}');
    recordPost(LOGIN, [{ code: 401, msg: 'Unauthorized', data: null }]);
    const { user } = await openLogin();
    await fillIn(user, 'alex.chen@example.com', 'Topup2026');
    await user.click(loginButton());
    await waitFor(() => {
      expect(readCookie(COOKIE.userInfo)).toBeUndefined();
    });
    expect(currentLocation()).toBe('/en/login');
  });
});

describe('login: the area code (issue 11 item 15)', () => {
  it('an email login sends no area code', async () => {
    const logins = recordPost(LOGIN, [SIGNED_IN]);
    const { user } = await openLogin();
    await fillIn(user, 'alex.chen@example.com', 'Topup2026');
    await user.click(loginButton());
    await waitFor(() => {
      expect(logins).toHaveLength(1);
    });
    expect(logins[0]).toEqual({
      username: 'alex.chen@example.com',
      password: 'Topup2026',
      loginState: 0,
    });
  });

  it('a pasted +86 number picks China and sends the national number with areaCode 86', async () => {
    const logins = recordPost(LOGIN, [SIGNED_IN]);
    const { user } = await openLogin();
    await screen.findByText('Or continue with');
    await user.click(username());
    await user.paste('+86 138 0013 8000');
    expect(username()).toHaveValue('13800138000');
    expect(screen.getByRole('button', { name: 'Area code: China +86' })).toBeInTheDocument();
    await user.type(password(), 'Topup2026');
    await user.click(agreement());
    await user.click(loginButton());
    await waitFor(() => {
      expect(logins).toHaveLength(1);
    });
    expect(logins[0]).toMatchObject({ username: '13800138000', areaCode: '86', loginState: 3 });
  });
});

describe('login: 10001 for a phone user, quick register', () => {
  async function failPhoneLogin() {
    recordPost(LOGIN, [WRONG_10001]);
    const opened = await openLogin();
    await fillIn(opened.user, '81234567', 'Topup2026');
    // The IP lookup (Singapore in the contract's example) has preselected the area code.
    await screen.findByRole('button', { name: 'Area code: Singapore +65' });
    await opened.user.click(loginButton());
    const dialog = await screen.findByRole('dialog', { name: "Couldn't log in" });
    return { ...opened, dialog };
  }

  it('offers quick register or cancel; cancel closes it and keeps the form', async () => {
    const { user, dialog } = await failPhoneLogin();
    expect(within(dialog).getByRole('button', { name: 'Quick register' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(username()).toHaveValue('81234567');
    expect(password()).toHaveValue('Topup2026');
  });

  it('10001 means account or password: the dialog never says the number is unregistered', async () => {
    const { dialog } = await failPhoneLogin();
    expect(dialog).toHaveTextContent('The account or password is incorrect.');
    expect(dialog).not.toHaveTextContent(/not registered/i);
  });

  it('after Cancel the server msg shows under the password, as for an email user', async () => {
    const { user, dialog } = await failPhoneLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(password()).toHaveAccessibleDescription('Incorrect account or password');
    });
  });

  it('quick register needs the SMS code, then registers the phone with the typed password', async () => {
    const codes = recordPost(SEND_PHONE_CODE, [{ code: 200, msg: 'success', data: false }]);
    const registrations = recordPost(REGISTER, [SIGNED_IN]);
    const { user, dialog } = await failPhoneLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Quick register' }));
    const code = within(dialog).getByRole('textbox', { name: 'Verification code' });
    expect(code).toHaveAccessibleDescription('Please enter the verification code');
    expect(registrations).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    await waitFor(() => {
      expect(codes).toEqual([{ phone: '81234567', areaCode: '65', type: '2', countryCode: 'SG' }]);
    });
    await user.type(code, '730164');
    await user.click(within(dialog).getByRole('button', { name: 'Quick register' }));
    await waitFor(() => {
      expect(registrations).toEqual([
        {
          phone: '81234567',
          password: 'Topup2026',
          areaCode: '65',
          countryCode: 'SG',
          code: '730164',
        },
      ]);
    });
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
  });

  it('quick register 10008: the msg under the code; 500: the msg in the dialog, no toast', async () => {
    recordPost(REGISTER, [
      { code: 10008, msg: 'Verification code error', data: null },
      { code: 500, msg: 'This phone number is already registered', data: null },
    ]);
    const { user, dialog } = await failPhoneLogin();
    const code = within(dialog).getByRole('textbox', { name: 'Verification code' });
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Quick register' }));
    await waitFor(() => {
      expect(code).toHaveAccessibleDescription('Verification code error');
    });
    await user.click(within(dialog).getByRole('button', { name: 'Quick register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This phone number is already registered',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(code).toHaveValue('000000');
  });

  it('quick register 10004: goes to Registration with the account prefilled and the msg under the password', async () => {
    recordPost(REGISTER, [
      { code: 10004, msg: 'Please set a password of 8-20 letters and digits', data: null },
    ]);
    const { user, dialog } = await failPhoneLogin();
    await user.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '730164');
    await user.click(within(dialog).getByRole('button', { name: 'Quick register' }));
    await waitFor(() => {
      expect(currentLocation()).toBe('/en/Registration');
    });
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Mobile' });
    expect(within(panel).getByRole('textbox', { name: 'Mobile number' })).toHaveValue('81234567');
    expect(within(panel).getByLabelText('Password')).toHaveAccessibleDescription(
      '8-20 characters, with at least one letter and one digit Please set a password of 8-20 letters and digits',
    );
  });
});

describe('login: third-party sign-in', () => {
  const allEnabled = () => {
    server.use(
      getGetLoginConfigMockHandler({
        code: 200,
        msg: 'success',
        data: [0, 1, 2].map((t) => ({ loginType: t as 0 | 1 | 2, enabled: true })),
      }),
    );
  };

  it.each([
    ['Google', 0, 'https://accounts.google.com/o/oauth2/v2/auth?x=1', 'google-login'],
    ['Line', 1, 'https://access.line.me/oauth2/v2.1/authorize?x=1', 'line-login'],
    ['Apple', 2, 'https://appleid.apple.com/auth/authorize?x=1', 'apple-login'],
  ])(
    '%s asks for the URL with loginType %i and follows it to its own sign-in host',
    async (name, loginType, url, purpose) => {
      allEnabled();
      const bodies = recordPost(AUTHORIZE, [{ code: 200, msg: 'success', data: url }]);
      const { user } = await openLogin();
      await user.click(await screen.findByRole('button', { name: `Continue with ${name}` }));
      await waitFor(() => {
        expect(navigation.followServerUrl).toHaveBeenCalledWith(url, purpose);
      });
      expect(bodies).toEqual([{ loginType }]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it.each([
    ['Google', 'https://evil.example/login'],
    ['Google', 'https://checkout.airwallex.com/pay?x=1'],
    ['Google', 'https://access.line.me/oauth2/v2.1/authorize?x=1'],
    ['Line', 'https://accounts.google.com/o/oauth2/v2/auth?x=1'],
    ['Apple', 'https://pay.useepay.com/checkout'],
  ])('a %s reply to %s goes nowhere and says so', async (name, url) => {
    allEnabled();
    recordPost(AUTHORIZE, [{ code: 200, msg: 'success', data: url }]);
    const { user } = await openLogin();
    await user.click(await screen.findByRole('button', { name: `Continue with ${name}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in option is not available right now',
    );
    expect(currentLocation()).toBe('/en/login');
  });
});
