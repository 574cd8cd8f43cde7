import { describe, expect, it } from 'vitest';
import {
  checkEmailRegistration,
  checkLoginForm,
  checkPhoneRegistration,
  EMAIL_PATTERN,
  isEmail,
  isPhoneLike,
  normaliseUsernameInput,
  phoneDigits,
  trimPassword,
  usernameForRequest,
  usernameKind,
  validateEmail,
  validatePassword,
  validatePhone,
  validateRequired,
  validateUsername,
} from './validation';

describe('the email pattern (seed 000 section 5)', () => {
  it.each([
    'alex.chen@example.com',
    'a_b%c+d-e@mail.example.co',
    'ALEX99@EXAMPLE.COM',
    '陈亚历@example.com',
    'x@sub.domain.example.org',
  ])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    ['no @', 'alex.example.com'],
    ['no dotted domain', 'alex@localhost'],
    ['a one-letter suffix', 'alex@example.c'],
    ['a digit suffix', 'alex@example.123'],
    ['a character outside ._%+- before the @', 'alex!chen@example.com'],
    ['a space inside', 'alex chen@example.com'],
    ['nothing before the @', '@example.com'],
    ['an underscore in the domain', 'alex@exa_mple.com'],
  ])('rejects %s', (_why, value) => {
    expect(isEmail(value)).toBe(false);
  });

  it('is the contract Email schema pattern', () => {
    expect(EMAIL_PATTERN.source).toBe(
      '^[A-Za-z0-9\\u4e00-\\u9fa5._%+-]+@([A-Za-z0-9-]+\\.)+[A-Za-z]{2,}$',
    );
  });
});

describe('login username rules', () => {
  it('an empty username is an error', () => {
    expect(validateUsername('')).toBe('empty');
    expect(validateUsername('   ')).toBe('empty');
  });

  it('a username of digits and spaces is a phone number and skips the email pattern', () => {
    expect(isPhoneLike('8123 4567')).toBe(true);
    expect(isPhoneLike('+65 8123 4567')).toBe(true);
    expect(validateUsername('8123 4567')).toBeUndefined();
    expect(usernameKind('81234567')).toBe('phone');
  });

  it('anything else must match the email pattern, else AccountErrorText_2 (invalid)', () => {
    expect(validateUsername('8123-4567')).toBe('invalid');
    expect(validateUsername('alex')).toBe('invalid');
    expect(validateUsername('alex@example')).toBe('invalid');
    expect(validateUsername('alex.chen@example.com')).toBeUndefined();
    expect(usernameKind('alex.chen@example.com')).toBe('email');
  });

  it("a digit-only username has '+' stripped and stops at 16 digits", () => {
    expect(normaliseUsernameInput('+6581234567')).toBe('6581234567');
    expect(normaliseUsernameInput('12345678901234567890')).toBe('1234567890123456');
    // Spaces are kept for reading but do not count towards the 16.
    expect(normaliseUsernameInput('1234 5678 9012 3456 78')).toBe('1234 5678 9012 3456');
  });

  it('an email username is kept as typed', () => {
    expect(normaliseUsernameInput('a+b@example.com')).toBe('a+b@example.com');
    expect(normaliseUsernameInput('Alex@Example.com ')).toBe('Alex@Example.com ');
  });

  it('the username is sent as the trimmed email or the bare digits', () => {
    expect(usernameForRequest('  alex.chen@example.com ')).toBe('alex.chen@example.com');
    expect(usernameForRequest('+65 8123 4567')).toBe('6581234567');
  });
});

describe('passwords', () => {
  it('are trimmed', () => {
    expect(trimPassword('  Topup2026 \t')).toBe('Topup2026');
  });

  it('empty (or only spaces) is an error', () => {
    expect(validatePassword('')).toBe('empty');
    expect(validatePassword('   ')).toBe('empty');
    expect(validatePassword(' x ')).toBeUndefined();
  });
});

describe('phone numbers (registration)', () => {
  it('keep digits only: commas and spaces (and anything else) removed', () => {
    expect(phoneDigits('8123, 4567')).toBe('81234567');
    expect(phoneDigits('+65 8123-4567')).toBe('6581234567');
  });

  it('stop at 16 digits', () => {
    expect(phoneDigits('1234567890123456789')).toBe('1234567890123456');
  });

  it('are required', () => {
    expect(validatePhone('')).toBe('empty');
    expect(validatePhone(' , ')).toBe('empty');
    expect(validatePhone('81234567')).toBeUndefined();
  });
});

describe('single fields', () => {
  it('an email field is required and valid', () => {
    expect(validateEmail('')).toBe('empty');
    expect(validateEmail('alex@')).toBe('invalid');
    expect(validateEmail(' alex.chen@example.com ')).toBeUndefined();
  });

  it('a required field is not blank', () => {
    expect(validateRequired(' ')).toBe('empty');
    expect(validateRequired('482915')).toBeUndefined();
  });
});

describe('the login form', () => {
  const valid = { username: 'alex.chen@example.com', password: 'Topup2026', agreed: true };

  it('passes with a valid username, a password and the agreement', () => {
    expect(checkLoginForm(valid)).toEqual({ needsAgreement: false });
  });

  it('reports the username and password problems', () => {
    expect(checkLoginForm({ ...valid, username: '', password: ' ' })).toEqual({
      username: 'empty',
      password: 'empty',
      needsAgreement: false,
    });
    expect(checkLoginForm({ ...valid, username: 'alex' }).username).toBe('invalid');
  });

  it('asks for the agreement only once the fields are fine', () => {
    expect(checkLoginForm({ ...valid, agreed: false }).needsAgreement).toBe(true);
    expect(checkLoginForm({ ...valid, password: '', agreed: false }).needsAgreement).toBe(false);
  });
});

describe('email registration', () => {
  const valid = {
    email: 'alex.chen@example.com',
    code: '482915',
    password: 'Topup2026',
    agreed: true,
    codeRequired: true,
  };

  it('passes when everything is there', () => {
    expect(checkEmailRegistration(valid)).toEqual({ needsAgreement: false });
  });

  it('needs a valid email (reg_ErrorText_4)', () => {
    expect(checkEmailRegistration({ ...valid, email: '' }).email).toBe('empty');
    expect(checkEmailRegistration({ ...valid, email: 'alex@x' }).email).toBe('invalid');
  });

  it('needs the code only when the flag is on (reg_code_plahold)', () => {
    expect(checkEmailRegistration({ ...valid, code: '' }).code).toBe('empty');
    expect(checkEmailRegistration({ ...valid, code: '', codeRequired: false })).toEqual({
      needsAgreement: false,
    });
  });

  it('needs a password and the agreement', () => {
    expect(checkEmailRegistration({ ...valid, password: '  ' }).password).toBe('empty');
    expect(checkEmailRegistration({ ...valid, agreed: false }).needsAgreement).toBe(true);
  });
});

describe('phone registration', () => {
  const valid = { phone: '81234567', code: '730164', password: 'Topup2026', agreed: true };

  it('passes when everything is there', () => {
    expect(checkPhoneRegistration(valid)).toEqual({ needsAgreement: false });
  });

  it('needs the phone, the code, the password and the agreement', () => {
    expect(checkPhoneRegistration({ ...valid, phone: '' }).phone).toBe('empty');
    expect(checkPhoneRegistration({ ...valid, code: '' }).code).toBe('empty');
    expect(checkPhoneRegistration({ ...valid, password: '' }).password).toBe('empty');
    expect(checkPhoneRegistration({ ...valid, agreed: false }).needsAgreement).toBe(true);
  });
});
