// The login form's rules, one test per rule (seed 000 section 5, Login): each fails if its
// rule breaks. Messages are i18n keys.
import { describe, expect, it } from 'vitest';
import { handledCodes } from '../../components/form/server-codes';
import {
  LOGIN_HANDLED_CODES,
  LOGIN_MESSAGES,
  LOGIN_SERVER_CODES,
  loginFormSchema,
  needsAgreement,
  type LoginFormValues,
} from './login-form-rules';

const valid: LoginFormValues = {
  username: 'alex.chen@example.com',
  password: 'Topup2026',
  agreed: true,
};

/** The message of each field that failed, by field. */
function errorsOf(values: LoginFormValues): Record<string, string> {
  const result = loginFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('the login form (seed 000 section 5)', () => {
  it('passes with a valid username and a password', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('an empty (or blank) username is usernameEmpty', () => {
    expect(errorsOf({ ...valid, username: '' })).toEqual({
      username: LOGIN_MESSAGES.usernameEmpty,
    });
    expect(errorsOf({ ...valid, username: '   ' }).username).toBe(LOGIN_MESSAGES.usernameEmpty);
    expect(LOGIN_MESSAGES.usernameEmpty).toBe('auth:login.errors.usernameEmpty');
  });

  it('a username of digits and spaces is a phone number and skips the email pattern', () => {
    expect(errorsOf({ ...valid, username: '8123 4567' })).toEqual({});
    expect(errorsOf({ ...valid, username: '+65 8123 4567' })).toEqual({});
  });

  it('anything else must be the contract email, else AccountErrorText_2', () => {
    expect(LOGIN_MESSAGES.usernameInvalid).toBe('auth:login.errors.AccountErrorText_2');
    for (const username of ['8123-4567', 'alex', 'alex@example', `${'a'.repeat(250)}@x.com`]) {
      expect(errorsOf({ ...valid, username }).username).toBe(LOGIN_MESSAGES.usernameInvalid);
    }
  });

  it('an empty (or blank) password is passwordEmpty; a password is sent trimmed', () => {
    expect(errorsOf({ ...valid, password: '' })).toEqual({
      password: LOGIN_MESSAGES.passwordEmpty,
    });
    expect(errorsOf({ ...valid, password: '   ' }).password).toBe(LOGIN_MESSAGES.passwordEmpty);
    expect(loginFormSchema.parse({ ...valid, password: ' x ' }).password).toBe('x');
  });

  it('reports both fields at once', () => {
    expect(Object.keys(errorsOf({ ...valid, username: '', password: ' ' }))).toEqual([
      'username',
      'password',
    ]);
  });

  it('the agreement is not a field message: its dialog opens when it is not ticked', () => {
    expect(errorsOf({ ...valid, agreed: false })).toEqual({});
    expect(needsAgreement({ agreed: false })).toBe(true);
    expect(needsAgreement({ agreed: true })).toBe(false);
  });
});

describe('the login server codes (seed 000 section 8)', () => {
  it('shows 10001 (server msg) and 10002 (passwordShowErrorText_2) under the password', () => {
    expect(LOGIN_SERVER_CODES[10001]).toEqual({
      to: 'password',
      fallbackKey: 'auth:login.errors.wrongAccountOrPassword',
    });
    expect(LOGIN_SERVER_CODES[10002]).toEqual({
      to: 'password',
      messageKey: 'auth:login.errors.passwordShowErrorText_2',
    });
  });

  it('tells the client it handles exactly the table’s codes', () => {
    expect(LOGIN_HANDLED_CODES).toEqual([10001, 10002]);
    expect(handledCodes(LOGIN_SERVER_CODES)).toEqual(LOGIN_HANDLED_CODES);
  });
});
