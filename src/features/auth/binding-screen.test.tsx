import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import {
  getBindThirdPartyAccountMockHandler,
  getBindThirdPartyAccountResponseMock,
  getCheckAccountMockHandler,
  getGetIpCountryMockHandler,
  getSendEmailCodeMockHandler,
} from '../../api/generated/auth/auth.msw';
import type {
  BindingRequest,
  BindSession,
  BindThirdPartyAccountResponse,
  CheckAccountRequest,
  SendEmailCodeRequest,
} from '../../api/generated/model';
import { AppleRoute } from '../../app/routes/apple';
import { GoogleRoute } from '../../app/routes/google';
import { LineRoute } from '../../app/routes/line';
import { COOKIE, readCookie } from '../../lib/cookies';
import { rememberPurchase } from '../../lib/purchase-intent';
import { readBindSession, type BindProvider } from './bind-session';
import { advance, settleNow, settleUntil, useFakeClock } from './fake-clock.test-utils';

const EMAIL = 'alex.chen@example.com';
const BIZ_ID = 'g-5f2c9a7e41b3';

const ROUTES = { google: GoogleRoute, line: LineRoute, apple: AppleRoute } as const;

/** The provider's return sets the bind session (JSON, percent-encoded, as a server does). */
function setSession(provider: BindProvider, session: Partial<BindSession> = {}) {
  const value = JSON.stringify({ email: EMAIL, bindType: 1, bizId: BIZ_ID, ...session });
  document.cookie = `${provider}_huinca=${encodeURIComponent(value)}; path=/`;
}

function renderBinding(provider: BindProvider = 'google', path = `/en/${provider}`) {
  const Route = ROUTES[provider];
  return renderWithProviders(<Route />, path);
}

function recordBind(...replies: BindThirdPartyAccountResponse[]): { bodies: BindingRequest[] } {
  const bodies: BindingRequest[] = [];
  let call = 0;
  server.use(
    getBindThirdPartyAccountMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as BindingRequest);
      const reply = replies[Math.min(call, replies.length - 1)];
      call += 1;
      return reply ?? getBindThirdPartyAccountResponseMock();
    }),
  );
  return { bodies };
}

function recordCheck(data: 0 | 1) {
  const bodies: CheckAccountRequest[] = [];
  server.use(
    getCheckAccountMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as CheckAccountRequest);
      return { code: 200, msg: 'success', data };
    }),
  );
  return bodies;
}

const NEEDS_PASSWORD: BindThirdPartyAccountResponse = {
  code: 804,
  msg: 'This email is already registered, please enter its password to bind',
  data: { email: EMAIL, bindType: 2, bizId: BIZ_ID },
};
const NEEDS_CODE: BindThirdPartyAccountResponse = {
  code: 804,
  msg: 'Please verify your email with a code to bind',
  data: { email: EMAIL, bindType: 3, bizId: BIZ_ID },
};

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const passwordBox = () => screen.queryByLabelText('Password', { selector: 'input' });
const codeBox = () => screen.queryByRole('textbox', { name: 'Verification code' });
const submitButton = () => screen.getByRole('button', { name: /sign in/ });
const tab = (name: 'Password' | 'One-time code') => screen.getByRole('tab', { name });

// Fully fake timers: waitFor and findBy advance the fake clock while they wait.
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  useFakeClock();
  user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('binding screens: header', () => {
  it('has the home icon, the customer-service link and the other languages, query kept', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setSession('google');
    renderBinding('google', '/en/google?from=login');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Link your Google account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');

    const support = screen.getByRole('link', { name: /Customer service/ });
    expect(support).toHaveAttribute('target', '_blank');
    await user.click(support);
    expect(open).toHaveBeenCalledTimes(1);
    expect(String(open.mock.calls[0]?.[0])).toContain('lang=en');

    const languages = screen.getByRole('navigation', { name: 'Other languages' });
    const links = within(languages).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['简体中文', '/zh/google?from=login'],
      ['繁體中文', '/zh-hant/google?from=login'],
    ]);
    expect(within(languages).queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
  });

  it('speaks the route’s language, with the apple variant’s own title', () => {
    setSession('apple');
    renderBinding('apple', '/zh-hant/apple');
    expect(screen.getByRole('heading', { level: 1, name: '綁定 Apple 帳號' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '首頁' })).toHaveAttribute('href', '/zh-hant');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/apple');
  });
});

describe('binding screens: the bind session', () => {
  it.each(['google', 'line', 'apple'] as const)(
    'without a session cookie, %s explains and offers the way back to login',
    (provider) => {
      renderBinding(provider);
      expect(
        screen.getByRole('heading', { level: 2, name: 'Sign-in details not found' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/could not find your (Google|LINE|Apple) sign-in/),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
        'href',
        '/en/login',
      );
      expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    },
  );

  it('with a cookie that cannot be read, says so and offers login', () => {
    document.cookie = `google_huinca=${encodeURIComponent('{"email":')}; path=/`;
    renderBinding('google');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sign-in details could not be read' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
  });

  it('reads line’s and apple’s own cookies, not google_huinca', () => {
    setSession('google');
    renderBinding('line');
    expect(screen.getByRole('heading', { name: 'Sign-in details not found' })).toBeInTheDocument();
  });
});

describe('binding screens: bindType 0, new account', () => {
  it('shows the email only and sends it with loginType, bindType 0 and bizId', async () => {
    setSession('google', { bindType: 0 });
    const { bodies } = recordBind(getBindThirdPartyAccountResponseMock());
    renderBinding('google');
    expect(emailBox()).toHaveValue(EMAIL);
    expect(emailBox()).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(passwordBox()).not.toBeInTheDocument();
    expect(codeBox()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    await waitFor(() => {
      expect(bodies).toEqual([{ email: EMAIL, loginType: 0, bindType: 0, bizId: BIZ_ID }]);
    });
  });

  it('sends line’s loginType 1 and apple’s 2', async () => {
    setSession('line', { bindType: 0 });
    setSession('apple', { bindType: 0 });
    const { bodies } = recordBind(getBindThirdPartyAccountResponseMock());
    const line = renderBinding('line');
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    await waitFor(() => {
      expect(bodies[0]?.loginType).toBe(1);
    });
    line.unmount();
    renderBinding('apple');
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    await waitFor(() => {
      expect(bodies[1]?.loginType).toBe(2);
    });
  });
});

describe('binding screens: bindType 1, existing account', () => {
  it('offers both tabs, the password first; sends the email and the trimmed password', async () => {
    setSession('google', { bindType: 1 });
    const { bodies } = recordBind(getBindThirdPartyAccountResponseMock());
    renderBinding('google');
    expect(tab('Password')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One-time code')).toBeEnabled();
    expect(emailBox()).not.toHaveAttribute('readonly');

    await user.type(passwordBox()!, ' Topup2026 ');
    await user.click(submitButton());
    await waitFor(() => {
      expect(bodies).toEqual([
        { email: EMAIL, password: 'Topup2026', loginType: 0, bindType: 1, bizId: BIZ_ID },
      ]);
    });
  });

  it('switches to the one-time code tab, sends the code (sendType 3) and binds with it', async () => {
    setSession('line', { bindType: 1 });
    const { bodies } = recordBind(getBindThirdPartyAccountResponseMock());
    const sends: SendEmailCodeRequest[] = [];
    server.use(
      getSendEmailCodeMockHandler(async ({ request }) => {
        sends.push((await request.json()) as SendEmailCodeRequest);
        return { code: 200, msg: 'success', data: false };
      }),
    );
    renderBinding('line');
    await user.click(tab('One-time code'));
    expect(tab('One-time code')).toHaveAttribute('aria-selected', 'true');
    expect(passwordBox()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /send/i }));
    await waitFor(() => {
      expect(sends).toEqual([{ email: EMAIL, sendType: '3' }]);
    });
    await user.type(codeBox()!, '518203');
    await user.click(submitButton());
    await waitFor(() => {
      expect(bodies).toEqual([
        { email: EMAIL, code: '518203', loginType: 1, bindType: 1, bizId: BIZ_ID },
      ]);
    });
  });

  it('moves between the tabs with the arrow keys', async () => {
    setSession('google', { bindType: 1 });
    renderBinding('google');
    tab('Password').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('One-time code')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One-time code')).toHaveFocus();
  });

  it('binds by mobile number with the area code the IP lookup preselected', async () => {
    setSession('google', { bindType: 1 });
    const { bodies } = recordBind(getBindThirdPartyAccountResponseMock());
    renderBinding('google');
    await user.click(screen.getByRole('button', { name: 'Use a mobile number instead' }));
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    // The contract's example country is SG (+65).
    await waitFor(() => {
      expect(screen.getByText(/\+65/)).toBeInTheDocument();
    });
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '+65 8123,4567');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('6581234567');
    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '8123 4567');
    await user.type(passwordBox()!, 'Topup2026');
    await user.click(submitButton());
    await waitFor(() => {
      expect(bodies).toEqual([
        {
          phone: '81234567',
          areaCode: '65',
          password: 'Topup2026',
          loginType: 0,
          bindType: 1,
          bizId: BIZ_ID,
        },
      ]);
    });

    await user.click(screen.getByRole('button', { name: 'Use an email instead' }));
    expect(emailBox()).toHaveValue(EMAIL);
  });

  it('keeps the default area code (HK +852) silently when the IP lookup fails', async () => {
    setSession('google', { bindType: 1 });
    server.use(getGetIpCountryMockHandler({ code: 500, msg: 'The system is busy', data: null }));
    const { bodies } = recordBind(getBindThirdPartyAccountResponseMock());
    renderBinding('google');
    await user.click(screen.getByRole('button', { name: 'Use a mobile number instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '91234567');
    await user.type(passwordBox()!, 'Topup2026');
    await user.click(submitButton());
    await waitFor(() => {
      expect(bodies[0]).toMatchObject({ phone: '91234567', areaCode: '852' });
    });
    expect(screen.queryByText('The system is busy')).not.toBeInTheDocument();
  });
});

describe('binding screens: bindType 2 and 3, email fixed, tabs locked', () => {
  it('bindType 2: the session’s email read-only, Password locked; sends email and password', async () => {
    setSession('google', { bindType: 2 });
    const { bodies } = recordBind(getBindThirdPartyAccountResponseMock());
    renderBinding('google');
    expect(emailBox()).toHaveValue(EMAIL);
    expect(emailBox()).toHaveAttribute('readonly');
    expect(screen.getByText('The email of your Google account')).toBeInTheDocument();
    expect(tab('Password')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One-time code')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /mobile number/ })).not.toBeInTheDocument();

    await user.click(tab('One-time code'));
    expect(tab('Password')).toHaveAttribute('aria-selected', 'true');
    await user.type(passwordBox()!, 'Topup2026');
    await user.click(submitButton());
    await waitFor(() => {
      expect(bodies).toEqual([
        { email: EMAIL, password: 'Topup2026', loginType: 0, bindType: 2, bizId: BIZ_ID },
      ]);
    });
  });

  it.each(['google', 'apple'] as const)(
    'bindType 3 on %s: the intro asks to send a code, it does not say one was sent',
    (provider) => {
      setSession(provider, { bindType: 3 });
      renderBinding(provider);
      expect(screen.getByText(/^Tap Send Code to get a one-time code at this email/)).toBeVisible();
      expect(screen.queryByText(/code sent to/i)).toBeNull();
    },
  );

  it('bindType 3: One-time code locked; sends the session’s email and the code', async () => {
    setSession('apple', { bindType: 3 });
    const { bodies } = recordBind(getBindThirdPartyAccountResponseMock());
    renderBinding('apple');
    expect(emailBox()).toHaveAttribute('readonly');
    expect(screen.getByText('The email of your Apple ID')).toBeInTheDocument();
    expect(tab('One-time code')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Password')).toBeDisabled();
    expect(passwordBox()).not.toBeInTheDocument();

    await user.type(codeBox()!, '518203');
    await user.click(submitButton());
    await waitFor(() => {
      expect(bodies).toEqual([
        { email: EMAIL, code: '518203', loginType: 2, bindType: 3, bizId: BIZ_ID },
      ]);
    });
  });
});

describe('binding screens: reply 804 refreshes the bind session', () => {
  it('needsPassword804: the form becomes the password bind, with what was typed kept', async () => {
    setSession('google', { bindType: 1 });
    const { bodies } = recordBind(NEEDS_PASSWORD, getBindThirdPartyAccountResponseMock());
    renderBinding('google');
    await user.type(passwordBox()!, 'Topup2026');
    await user.click(submitButton());

    expect(await screen.findByText(NEEDS_PASSWORD.msg)).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('readonly');
    expect(tab('One-time code')).toBeDisabled();
    expect(passwordBox()).toHaveValue('Topup2026');
    // The form library moves the focus on its next tick.
    await waitFor(() => {
      expect(passwordBox()).toHaveFocus();
    });
    expect(readBindSession('google')).toEqual({
      kind: 'ok',
      session: { email: EMAIL, bindType: 2, bizId: BIZ_ID },
    });

    await user.click(submitButton());
    await waitFor(() => {
      expect(bodies[1]).toEqual({
        email: EMAIL,
        password: 'Topup2026',
        loginType: 0,
        bindType: 2,
        bizId: BIZ_ID,
      });
    });
  });

  it('needsCode804: the form becomes the code bind (tabs locked on the code)', async () => {
    setSession('line', { bindType: 1 });
    recordBind(NEEDS_CODE);
    renderBinding('line');
    await user.type(passwordBox()!, 'Topup2026');
    await user.click(submitButton());

    expect(await screen.findByText(NEEDS_CODE.msg)).toBeInTheDocument();
    expect(tab('One-time code')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Password')).toBeDisabled();
    // The form library moves the focus on its next tick.
    await waitFor(() => {
      expect(codeBox()).toHaveFocus();
    });
    expect(readCookie(COOKIE.lineBind)).toContain('"bindType":3');
  });
});

describe('binding screens: other failures show the msg under the password', () => {
  it.each([
    [10001, 'Incorrect account or password'],
    [500, 'The system is busy'],
    [10008, 'The verification code is wrong or has expired'],
  ])('%i: the msg under the password field, once (no toast), typing kept', async (code, msg) => {
    setSession('google', { bindType: 1 });
    recordBind({ code, msg, data: null });
    renderBinding('google');
    await user.type(passwordBox()!, 'wrong-one');
    await user.click(submitButton());

    const error = await screen.findByText(msg);
    expect(screen.getAllByText(msg)).toHaveLength(1);
    expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordBox()!.getAttribute('aria-describedby')).toContain(error.id);
    expect(passwordBox()).toHaveValue('wrong-one');
    expect(emailBox()).toHaveValue(EMAIL);

    // Typing again clears the message.
    await user.type(passwordBox()!, 'x');
    expect(screen.queryByText(msg)).not.toBeInTheDocument();
  });

  it('a network failure is explained there too, in the shopper’s language', async () => {
    setSession('google', { bindType: 2 });
    server.use(http.post('*/api/auth/authorize-login', () => HttpResponse.error()));
    renderBinding('google', '/zh/google');
    await user.type(screen.getByLabelText('密码', { selector: 'input' }), 'Topup2026');
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    const error = await screen.findByText(/网络/);
    expect(screen.getAllByText(/网络/)).toHaveLength(1);
    const password = screen.getByLabelText('密码', { selector: 'input' });
    expect(password.getAttribute('aria-describedby')).toContain(error.id);
    expect(password).toHaveValue('Topup2026');
  });

  it('shows a failure under the email when bindType 0 has no password', async () => {
    setSession('google', { bindType: 0 });
    recordBind({ code: 500, msg: 'The system is busy', data: null });
    renderBinding('google');
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    const error = await screen.findByText('The system is busy');
    expect(emailBox().getAttribute('aria-describedby')).toContain(error.id);
  });
});

describe('binding screens: success', () => {
  it('shows Binding_successful for 700 ms, then goes Home; the token is stored, the session cleared', async () => {
    setSession('google', { bindType: 2 });
    recordBind(getBindThirdPartyAccountResponseMock());
    renderBinding('google');
    await user.type(passwordBox()!, 'Topup2026');
    await user.click(submitButton());

    await settleUntil(() => screen.queryByText('Binding successful') !== null);
    expect(readCookie(COOKIE.signedIn)).toBe('1');
    expect(readCookie(COOKIE.userInfo)).toBeDefined();
    expect(readCookie(COOKIE.googleBind)).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Please wait…' })).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/google');

    // Seed 000 section 8: Binding_successful shows for 700 ms, counted from when it shows.
    await advance(699);
    expect(screen.getByTestId('location')).toHaveTextContent('/en/google');
    expect(screen.getByText('Binding successful')).toBeInTheDocument();
    await advance(1);
    await settleNow(() => screen.getByTestId('location').textContent === '/en');
    expect(screen.queryByText('Binding successful')).toBeNull();
  });

  it('follows the login redirect rule to the stored purchase (ConfirmOrder)', async () => {
    rememberPurchase({ itemId: 10101, num: 2 });
    setSession('line', { bindType: 0 });
    recordBind(getBindThirdPartyAccountResponseMock());
    renderBinding('line');
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    await settleUntil(() => screen.queryByText('Binding successful') !== null);
    await advance(700);
    await settleUntil(
      () =>
        screen.getByTestId('location').textContent === '/en/Tabs/ConfirmOrder?itemId=10101&num=2',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/en/Tabs/ConfirmOrder?itemId=10101&num=2',
    );
  });
});

describe('binding screens: the email-exists check on blur', () => {
  it('checks a valid email (t base64, b timestamp); data 0 makes it a new account', async () => {
    setSession('google', { bindType: 1 });
    const checks = recordCheck(0);
    renderBinding('google');
    await user.clear(emailBox());
    await user.type(emailBox(), 'sam.lee@example.com');
    await user.tab();

    await waitFor(() => {
      expect(passwordBox()).not.toBeInTheDocument();
    });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ t: btoa('sam.lee@example.com') });
    expect(typeof (checks[0] as { b: number }).b).toBe('number');
    expect(
      screen.getByText('No account uses this email yet: a new account will be created.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account and sign in' })).toBeInTheDocument();
  });

  it('data 1 turns a new account into an existing one (password)', async () => {
    setSession('google', { bindType: 0 });
    recordCheck(1);
    renderBinding('google');
    expect(passwordBox()).not.toBeInTheDocument();
    await user.click(emailBox());
    await user.tab();
    expect(await screen.findByLabelText('Password', { selector: 'input' })).toBeInTheDocument();
    expect(
      screen.getByText('This email already has an account: verify it to link it.'),
    ).toBeInTheDocument();
  });

  it('does not check an invalid email, nor the same email twice in a row', async () => {
    setSession('google', { bindType: 0, email: null });
    const checks = recordCheck(0);
    renderBinding('google');
    await user.type(emailBox(), 'sam.lee@example');
    await user.tab();
    await user.type(emailBox(), '.com');
    await user.tab();
    await user.click(emailBox());
    await user.tab();
    await waitFor(() => {
      expect(checks).toHaveLength(1);
    });
    expect(checks[0]).toMatchObject({ t: btoa('sam.lee@example.com') });
  });

  it('does not check a fixed email', async () => {
    setSession('google', { bindType: 2 });
    const checks = recordCheck(0);
    renderBinding('google');
    await user.click(emailBox());
    await user.tab();
    // A check would reach the mock at once (see the test above); a second is plenty.
    await advance(1_000);
    expect(checks).toHaveLength(0);
  });
});

describe('binding screens: validation (seed 000 section 5, Binding)', () => {
  it('shows each field’s placeholder message at the field and focuses the first', async () => {
    setSession('google', { bindType: 1, email: null });
    const { bodies } = recordBind(getBindThirdPartyAccountResponseMock());
    renderBinding('google');
    await user.click(submitButton());

    const emailError = screen.getByText('Please enter your email address', { selector: 'p' });
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox().getAttribute('aria-describedby')).toContain(emailError.id);
    expect(emailBox()).toHaveFocus();
    expect(screen.getByText('Please enter your password', { selector: 'p' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('an invalid email shows the placeholder message on google and AccountErrorText_2 on apple', async () => {
    setSession('google', { bindType: 0, email: null });
    setSession('apple', { bindType: 0, email: null });
    recordCheck(0);
    const google = renderBinding('google');
    await user.type(emailBox(), 'alex@example');
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    expect(
      screen.getByText('Please enter your email address', { selector: 'p' }),
    ).toBeInTheDocument();
    google.unmount();

    renderBinding('apple');
    await user.type(emailBox(), 'alex@example');
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    // The apple field takes an email only: its message does not mention a phone number.
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText(/phone/i)).toBeNull();
  });

  it('requires the code in code mode and the phone in phone mode', async () => {
    setSession('google', { bindType: 3 });
    const view = renderBinding('google');
    await user.click(submitButton());
    expect(
      screen.getByText('Please enter the verification code', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(codeBox()).toHaveFocus();
    view.unmount();

    setSession('google', { bindType: 1 });
    renderBinding('google');
    await user.click(screen.getByRole('button', { name: 'Use a mobile number instead' }));
    await user.type(passwordBox()!, 'Topup2026');
    await user.click(submitButton());
    expect(
      screen.getByText('Please enter your mobile number', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  });

  it('clears a field’s message when it is edited', async () => {
    setSession('google', { bindType: 2 });
    renderBinding('google');
    await user.click(submitButton());
    expect(screen.getByText('Please enter your password', { selector: 'p' })).toBeInTheDocument();
    await user.type(passwordBox()!, 'a');
    expect(
      screen.queryByText('Please enter your password', { selector: 'p' }),
    ).not.toBeInTheDocument();
  });
});
