import { describe, expect, it } from 'vitest';
import { registerBodyOneEmailRegExp } from '../../api/generated/auth/auth.zod';
import {
  isEmail,
  isPhoneLike,
  normaliseUsernameInput,
  phoneDigits,
  trimPassword,
  usernameForRequest,
  usernameKind,
} from './account-input';

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
    expect(registerBodyOneEmailRegExp.source).toBe(
      '^[A-Za-z0-9\\u4e00-\\u9fa5._%+-]+@([A-Za-z0-9-]+\\.)+[A-Za-z]{2,}$',
    );
  });

  it('refuses more than 255 characters, as the contract does', () => {
    const domain = '@example.com';
    const fits = `${'a'.repeat(255 - domain.length)}${domain}`;
    expect(fits).toHaveLength(255);
    expect(isEmail(fits)).toBe(true);
    expect(isEmail(`a${fits}`)).toBe(false);
  });
});

describe('login username rules', () => {
  it('a username of digits and spaces is a phone number and skips the email pattern', () => {
    expect(isPhoneLike('8123 4567')).toBe(true);
    expect(isPhoneLike('+65 8123 4567')).toBe(true);
    expect(usernameKind('81234567')).toBe('phone');
  });

  it('anything else is an email username', () => {
    expect(isPhoneLike('8123-4567')).toBe(false);
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
});

describe('phone numbers (registration)', () => {
  it('keep digits only: commas and spaces (and anything else) removed', () => {
    expect(phoneDigits('8123, 4567')).toBe('81234567');
    expect(phoneDigits('+65 8123-4567')).toBe('6581234567');
  });

  it('stop at 16 digits', () => {
    expect(phoneDigits('1234567890123456789')).toBe('1234567890123456');
  });
});
