import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import {
  getGetEmailFlagMockHandler,
  getGetLoginConfigMockHandler,
} from '../../api/generated/auth/auth.msw';
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';
import { currentLocation, recordPost, renderAuth } from './auth-screens.test-utils';
import { advance, settleNow, settleUntil, useFakeClock } from './fake-clock.test-utils';

const REGISTER = '/api/auth/register';
const SEND_EMAIL_CODE = '/api/auth/sendEmailCode';
const SEND_PHONE_CODE = '/api/auth/sendPhoneCode';

const SIGNED_IN = { code: 200, msg: 'success', data: { access_token: 'tok.en.sig' } };
const CAPTCHA_REQUIRED = { code: 200, msg: 'success', data: 1 };
const CODE_SENT = { code: 200, msg: 'success', data: false };
/** The password field's hint, shown before any submit. */
const PASSWORD_RULE = '8-20 characters, with at least one letter and one digit';

async function openRegistration(state?: unknown) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) });
  const utils = renderAuth('/en/Registration', state);
  await screen.findByRole('heading', { level: 1, name: 'Sign up' });
  return { user, ...utils };
}

function emailPanel() {
  return within(screen.getByRole('tabpanel', { name: 'Email' }));
}
function mobilePanel() {
  return within(screen.getByRole('tabpanel', { name: 'Mobile' }));
}

async function fillEmailForm(
  user: ReturnType<typeof userEvent.setup>,
  { email = 'alex.chen@example.com', code = '482915', password = 'Topup2026', agree = true } = {},
) {
  const panel = emailPanel();
  await user.type(panel.getByRole('textbox', { name: 'Email' }), email);
  if (code) await user.type(await panel.findByRole('textbox', { name: 'Verification code' }), code);
  await user.type(panel.getByLabelText('Password'), password);
  if (agree) await user.click(panel.getByRole('checkbox', { name: /I have read and agree/ }));
}

async function fillPhoneForm(
  user: ReturnType<typeof userEvent.setup>,
  { phone = '81234567', code = '730164', password = 'Topup2026', agree = true } = {},
) {
  await user.click(screen.getByRole('tab', { name: 'Mobile' }));
  const panel = mobilePanel();
  // The IP lookup (Singapore in the contract's example) has preselected the area code.
  await panel.findByRole('button', { name: 'Area code: Singapore +65' });
  await user.type(panel.getByRole('textbox', { name: 'Mobile number' }), phone);
  if (code) await user.type(panel.getByRole('textbox', { name: 'Verification code' }), code);
  await user.type(panel.getByLabelText('Password'), password);
  if (agree) await user.click(panel.getByRole('checkbox', { name: /I have read and agree/ }));
}

beforeEach(() => {
  useFakeClock();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Registration: tabs', () => {
  it('opens on Email, and the chosen tab is remembered in a cookie', async () => {
    const { user, unmount } = await openRegistration();
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Email' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(readCookie(COOKIE.registrationTab)).toBe('mobile');
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    unmount();

    await openRegistration();
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Mobile' })).toBeVisible();
  });

  it('moves between tabs with the arrow keys and keeps what was typed in each', async () => {
    const { user } = await openRegistration();
    await user.type(emailPanel().getByRole('textbox', { name: 'Email' }), 'alex@x.co');
    screen.getByRole('tab', { name: 'Email' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(emailPanel().getByRole('textbox', { name: 'Email' })).toHaveValue('alex@x.co');
  });

  it('a remembered Email tab opens Email', async () => {
    writeCookie(COOKIE.registrationTab, 'email');
    await openRegistration();
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks the login configuration with type 0 for its third-party options', async () => {
    let type: string | null = null;
    server.use(
      getGetLoginConfigMockHandler(({ request }) => {
        type = new URL(request.url).searchParams.get('type');
        return {
          code: 200,
          msg: 'success',
          data: [{ loginType: 1, name: 'Line', enabled: true }],
        };
      }),
    );
    await openRegistration();
    expect(await screen.findByRole('button', { name: 'Continue with Line' })).toBeInTheDocument();
    expect(type).toBe('0');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });
});

describe('Registration: email, validation (seed 000 section 5)', () => {
  it('email (reg_ErrorText_4), code (reg_code_plahold) and password are required', async () => {
    const bodies = recordPost(REGISTER, [SIGNED_IN]);
    const { user } = await openRegistration();
    await emailPanel().findByRole('textbox', { name: 'Verification code' });
    await user.click(emailPanel().getByRole('button', { name: 'Sign up' }));
    expect(emailPanel().getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(
      emailPanel().getByRole('textbox', { name: 'Verification code' }),
    ).toHaveAccessibleDescription('Please enter the verification code');
    expect(emailPanel().getByLabelText('Password')).toHaveAccessibleDescription(
      `${PASSWORD_RULE} Please set a password`,
    );
    await user.type(emailPanel().getByRole('textbox', { name: 'Email' }), 'alex@example');
    await user.click(emailPanel().getByRole('button', { name: 'Sign up' }));
    expect(emailPanel().getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(bodies).toEqual([]);
  });

  it('the agreement dialog: Agree ticks the box and continues', async () => {
    const bodies = recordPost(REGISTER, [SIGNED_IN]);
    const { user } = await openRegistration();
    await fillEmailForm(user, { agree: false });
    await user.click(emailPanel().getByRole('button', { name: 'Sign up' }));
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(emailPanel().getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
  });

  it('without the code flag the code field is gone and not required; without the confirm flag confirm is 1', async () => {
    server.use(
      getGetEmailFlagMockHandler({
        code: 200,
        msg: 'success',
        data: { emailConfirm: false, emailCode: false },
      }),
    );
    const bodies = recordPost(REGISTER, [SIGNED_IN]);
    const { user } = await openRegistration();
    await waitFor(() => {
      expect(emailPanel().queryByRole('textbox', { name: 'Verification code' })).toBeNull();
    });
    await fillEmailForm(user, { code: '' });
    await user.click(emailPanel().getByRole('button', { name: 'Sign up' }));
    await waitFor(() => {
      expect(bodies).toEqual([
        { email: 'alex.chen@example.com', password: 'Topup2026', confirm: 1 },
      ]);
    });
  });
});

describe('Registration: email, the flow', () => {
  it('sends email, trimmed password, code and confirm 0 (and the cid), then signs in', async () => {
    writeCookie(COOKIE.cid, 'fb-ads-1120');
    const bodies = recordPost(REGISTER, [SIGNED_IN]);
    const { user } = await openRegistration();
    await fillEmailForm(user, { password: ' Topup2026 ' });
    await user.click(emailPanel().getByRole('button', { name: 'Sign up' }));
    // The clock stands still until the message shows: the 700 ms count from there.
    await settleUntil(() => bodies.length === 1);
    expect(bodies).toEqual([
      {
        email: 'alex.chen@example.com',
        password: 'Topup2026',
        code: '482915',
        confirm: 0,
        cid: 'fb-ads-1120',
      },
    ]);
    await settleUntil(() => screen.queryByText('Registration successful') !== null);
    expect(readCookie(COOKIE.signedIn)).toBe('1');
    // Seed 000 section 4 ("same pattern as login"): 700 ms of message, then the redirect.
    await advance(699);
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
    expect(currentLocation()).toBe('/en/Registration');
    await advance(1);
    await settleNow(() => currentLocation() === '/en');
    expect(screen.queryByText('Registration successful')).toBeNull();
  });

  it('the code button sends sendEmailCode with sendType 1, and only for a valid email', async () => {
    const codes = recordPost(SEND_EMAIL_CODE, [CODE_SENT]);
    const { user } = await openRegistration();
    const send = await emailPanel().findByRole('button', { name: 'Send Code' });
    await user.click(send);
    expect(emailPanel().getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(codes).toEqual([]);
    await waitFor(() => {
      expect(emailPanel().getByRole('button', { name: 'Send Code' })).toBeInTheDocument();
    });

    await user.type(emailPanel().getByRole('textbox', { name: 'Email' }), 'alex.chen@example.com');
    await user.click(emailPanel().getByRole('button', { name: 'Send Code' }));
    await waitFor(() => {
      expect(codes).toEqual([{ email: 'alex.chen@example.com', sendType: '1' }]);
    });
  });

  it('data 1: the slide captcha, then the same registration with captchaVerification', async () => {
    const bodies = recordPost(REGISTER, [CAPTCHA_REQUIRED, SIGNED_IN]);
    const { user } = await openRegistration();
    await fillEmailForm(user);
    await user.click(emailPanel().getByRole('button', { name: 'Sign up' }));
    const slider = await screen.findByRole('slider', { name: 'Puzzle piece position' });
    await waitFor(() => {
      expect(slider).not.toHaveAttribute('aria-disabled', 'true');
    });
    slider.focus();
    await user.keyboard('{End}{Enter}');
    // Seed 000 section 4: the pop-up closes after 1.5 s, and the registration is resent then.
    await settleUntil(() => screen.queryByText('Verification succeeded') !== null);
    await advance(1499);
    expect(bodies).toHaveLength(1);
    await advance(1);
    await settleNow(() => bodies.length === 2);
    expect(bodies[1]).toMatchObject({
      email: 'alex.chen@example.com',
      confirm: 0,
      captchaVerification: expect.any(String) as unknown,
    });
  });
});

describe('Registration: email, the error catalogue (seed 000 section 8)', () => {
  it('201: the email confirmation dialog; Edit refocuses the email and keeps everything', async () => {
    const bodies = recordPost(REGISTER, [
      { code: 201, msg: 'Please confirm that your email address is correct', data: null },
    ]);
    const { user } = await openRegistration();
    await fillEmailForm(user);
    await user.click(emailPanel().getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Is your email correct?' });
    expect(within(dialog).getByText('alex.chen@example.com')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const email = emailPanel().getByRole('textbox', { name: 'Email' });
    await waitFor(() => {
      expect(email).toHaveFocus();
    });
    expect(email).toHaveValue('alex.chen@example.com');
    expect(emailPanel().getByRole('textbox', { name: 'Verification code' })).toHaveValue('482915');
    expect(bodies).toHaveLength(1);
    // 201 is the screen's own: no toast.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('201 then Confirm: resent with confirm 1', async () => {
    const bodies = recordPost(REGISTER, [
      { code: 201, msg: 'Please confirm that your email address is correct', data: null },
      SIGNED_IN,
    ]);
    const { user } = await openRegistration();
    await fillEmailForm(user);
    await user.click(emailPanel().getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Is your email correct?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(bodies).toHaveLength(2);
    });
    expect(bodies[0]).toMatchObject({ confirm: 0 });
    expect(bodies[1]).toEqual({
      email: 'alex.chen@example.com',
      password: 'Topup2026',
      code: '482915',
      confirm: 1,
    });
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
  });

  it.each([
    [10005, 'Email', 'This email address cannot be used'],
    [10008, 'Verification code', 'Verification code error'],
    [10004, 'Password', 'Please set a password of 8-20 letters and digits'],
  ])('%i: the server msg under the %s field, nothing lost', async (code, _field, msg) => {
    recordPost(REGISTER, [{ code, msg, data: null }]);
    const { user } = await openRegistration();
    await fillEmailForm(user);
    await user.click(emailPanel().getByRole('button', { name: 'Sign up' }));
    const field =
      code === 10005
        ? emailPanel().getByRole('textbox', { name: 'Email' })
        : code === 10008
          ? emailPanel().getByRole('textbox', { name: 'Verification code' })
          : emailPanel().getByLabelText('Password');
    await waitFor(() => {
      // The password field also carries its rule as a hint.
      expect(field).toHaveAccessibleDescription(expect.stringContaining(msg));
    });
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(emailPanel().getByRole('textbox', { name: 'Email' })).toHaveValue(
      'alex.chen@example.com',
    );
    expect(emailPanel().getByLabelText('Password')).toHaveValue('Topup2026');
  });

  it("10006: the 'already registered, log in' dialog leads to login with the email prefilled", async () => {
    recordPost(REGISTER, [
      { code: 10006, msg: 'This email is already registered, please log in', data: null },
    ]);
    const { user } = await openRegistration();
    await fillEmailForm(user);
    await user.click(emailPanel().getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Already registered' });
    expect(dialog).toHaveTextContent('This email is already registered, please log in');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => {
      expect(currentLocation()).toBe('/en/login');
    });
    expect(screen.getByRole('textbox', { name: 'Email or phone number' })).toHaveValue(
      'alex.chen@example.com',
    );
  });

  it('500: the shared client shows the toast; the form is kept', async () => {
    recordPost(REGISTER, [{ code: 500, msg: 'The system is busy', data: null }]);
    const { user } = await openRegistration();
    await fillEmailForm(user);
    await user.click(emailPanel().getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The system is busy');
    expect(emailPanel().getByRole('textbox', { name: 'Email' })).toHaveValue(
      'alex.chen@example.com',
    );
  });
});

describe('Registration: mobile', () => {
  it('keeps digits only (commas and spaces removed), at most 16', async () => {
    const { user } = await openRegistration();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    const phone = mobilePanel().getByRole('textbox', { name: 'Mobile number' });
    await user.type(phone, '8123, 4567');
    expect(phone).toHaveValue('81234567');
    await user.clear(phone);
    await user.type(phone, '12345678901234567890');
    expect(phone).toHaveValue('1234567890123456');
  });

  it('phone, code and password are required', async () => {
    const bodies = recordPost(REGISTER, [SIGNED_IN]);
    const { user } = await openRegistration();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    await user.click(mobilePanel().getByRole('button', { name: 'Sign up' }));
    expect(
      mobilePanel().getByRole('textbox', { name: 'Mobile number' }),
    ).toHaveAccessibleDescription('Please enter your mobile number');
    expect(
      mobilePanel().getByRole('textbox', { name: 'Verification code' }),
    ).toHaveAccessibleDescription('Please enter the verification code');
    expect(mobilePanel().getByLabelText('Password')).toHaveAccessibleDescription(
      `${PASSWORD_RULE} Please set a password`,
    );
    expect(bodies).toEqual([]);
  });

  it('sends the code (type 2) and registers phone, area code, country, code and password', async () => {
    const codes = recordPost(SEND_PHONE_CODE, [CODE_SENT]);
    const bodies = recordPost(REGISTER, [SIGNED_IN]);
    const { user } = await openRegistration();
    await fillPhoneForm(user, { code: '' });
    await user.click(mobilePanel().getByRole('button', { name: 'Send Code' }));
    await waitFor(() => {
      expect(codes).toEqual([{ phone: '81234567', areaCode: '65', type: '2', countryCode: 'SG' }]);
    });
    await user.type(mobilePanel().getByRole('textbox', { name: 'Verification code' }), '730164');
    await user.click(mobilePanel().getByRole('button', { name: 'Sign up' }));
    await waitFor(() => {
      expect(bodies).toEqual([
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

  it.each([
    [500, 'Mobile number', 'This phone number is already registered'],
    [10008, 'Verification code', 'Verification code error'],
    [10004, 'Password', 'Please set a password of 8-20 letters and digits'],
  ])('%i: the msg under the %s field, no toast, nothing lost', async (code, _field, msg) => {
    recordPost(REGISTER, [{ code, msg, data: null }]);
    const { user } = await openRegistration();
    await fillPhoneForm(user);
    await user.click(mobilePanel().getByRole('button', { name: 'Sign up' }));
    const field =
      code === 500
        ? mobilePanel().getByRole('textbox', { name: 'Mobile number' })
        : code === 10008
          ? mobilePanel().getByRole('textbox', { name: 'Verification code' })
          : mobilePanel().getByLabelText('Password');
    await waitFor(() => {
      // The password field also carries its rule as a hint.
      expect(field).toHaveAccessibleDescription(expect.stringContaining(msg));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mobilePanel().getByRole('textbox', { name: 'Mobile number' })).toHaveValue('81234567');
    expect(mobilePanel().getByLabelText('Password')).toHaveValue('Topup2026');
  });
});

describe('Registration: password show/hide', () => {
  it('toggles the password between hidden and shown', async () => {
    const { user } = await openRegistration();
    const input = emailPanel().getByLabelText('Password');
    const toggle = emailPanel().getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('Registration: input guidance (issue 11 item 15)', () => {
  it('code fields keep digits only and ask for the numeric keypad', async () => {
    const { user } = await openRegistration();
    const code = await emailPanel().findByRole('textbox', { name: 'Verification code' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('pattern', '[0-9]*');
    await user.type(code, '48a2-9b15x77');
    expect(code).toHaveValue('48291577');
    await user.type(code, '3');
    expect(code).toHaveValue('48291577');
  });

  it('shows the password rule before any submit, and checks it on submit', async () => {
    const registrations = recordPost(REGISTER, [SIGNED_IN]);
    const { user } = await openRegistration();
    const password = emailPanel().getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(PASSWORD_RULE);
    await fillEmailForm(user, { password: 'onlyletters' });
    await user.click(emailPanel().getByRole('button', { name: 'Sign up' }));
    await waitFor(() => {
      expect(password).toHaveAccessibleDescription(/This password does not meet the rule/);
    });
    expect(registrations).toEqual([]);
  });

  it('a pasted +86 number switches the area code and keeps the national number', async () => {
    const { user } = await openRegistration();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    const panel = mobilePanel();
    await panel.findByRole('button', { name: 'Area code: Singapore +65' });
    const phone = panel.getByRole('textbox', { name: 'Mobile number' });
    await user.click(phone);
    await user.paste('+86 138 0013 8000');
    expect(phone).toHaveValue('13800138000');
    expect(panel.getByRole('button', { name: 'Area code: China +86' })).toBeInTheDocument();
  });
});
