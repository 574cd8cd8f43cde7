// The registration forms' rules, one test per rule (seed 000 section 5): each fails if its
// rule breaks. Messages are i18n keys.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  EMAIL_REGISTRATION_HANDLED_CODES,
  EMAIL_REGISTRATION_SERVER_CODES,
  emailRegistrationSchema,
  PHONE_REGISTRATION_HANDLED_CODES,
  PHONE_REGISTRATION_SERVER_CODES,
  phoneRegistrationSchema,
  QUICK_REGISTER_HANDLED_CODES,
  QUICK_REGISTER_SERVER_CODES,
  quickRegisterSchema,
  REGISTRATION_MESSAGES as M,
} from './registration-form-rules';

function errorsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('the new password rule: 8-20 characters, a letter and a digit', () => {
  const schema = emailRegistrationSchema({ codeRequired: false });
  const base = { email: 'alex.chen@example.com', code: '', agreed: true };
  const errors = (password: string) => errorsOf(schema, { ...base, password });

  it('accepts 8 and 20 characters with a letter and a digit (trimmed first)', () => {
    expect(errors('abcdefg1')).toEqual({});
    expect(errors(`${'a'.repeat(19)}1`)).toEqual({});
    expect(errors('  abcdefg1  ')).toEqual({});
    expect(errors('Topup 2026!')).toEqual({});
  });

  it('refuses 7 and 21 characters, no letter, no digit (passwordRule)', () => {
    expect(M.passwordRule).toBe('auth:registration.errors.passwordRule');
    expect(errors('abcdef1')).toEqual({ password: M.passwordRule });
    expect(errors(`${'a'.repeat(20)}1`)).toEqual({ password: M.passwordRule });
    expect(errors('12345678')).toEqual({ password: M.passwordRule });
    expect(errors('abcdefgh')).toEqual({ password: M.passwordRule });
  });

  it('the phone form has the same rule', () => {
    expect(
      errorsOf(phoneRegistrationSchema, {
        phone: '81234567',
        code: '730164',
        password: 'abcdefgh',
        agreed: true,
      }),
    ).toEqual({ password: M.passwordRule });
  });
});

describe('email registration (seed 000 section 5)', () => {
  const schema = emailRegistrationSchema({ codeRequired: true });
  const valid = {
    email: 'alex.chen@example.com',
    code: '482915',
    password: 'Topup2026',
    agreed: true,
  };

  it('passes when everything is there', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it('needs a valid email (reg_ErrorText_4): empty, no pattern, over 255', () => {
    expect(M.emailInvalid).toBe('auth:registration.errors.reg_ErrorText_4');
    expect(errorsOf(schema, { ...valid, email: '' })).toEqual({ email: M.emailInvalid });
    expect(errorsOf(schema, { ...valid, email: 'alex@x' })).toEqual({ email: M.emailInvalid });
    const long = `${'a'.repeat(244)}@example.com`;
    expect(errorsOf(schema, { ...valid, email: long.slice(1) })).toEqual({});
    expect(errorsOf(schema, { ...valid, email: long })).toEqual({ email: M.emailInvalid });
  });

  it('needs the code when the flag is on (reg_code_plahold), 4 to 8 digits as the contract says', () => {
    expect(M.codeEmpty).toBe('auth:registration.errors.reg_code_plahold');
    expect(errorsOf(schema, { ...valid, code: ' ' })).toEqual({ code: M.codeEmpty });
    expect(errorsOf(schema, { ...valid, code: 'abcd' })).toEqual({ code: M.codeEmpty });
    expect(errorsOf(schema, { ...valid, code: '123' })).toEqual({ code: M.codeEmpty });
    expect(errorsOf(schema, { ...valid, code: '123456789' })).toEqual({ code: M.codeEmpty });
    expect(errorsOf(schema, { ...valid, code: '1234' })).toEqual({});
  });

  it('does not ask for the code when the flag is off', () => {
    const noCode = emailRegistrationSchema({ codeRequired: false });
    expect(errorsOf(noCode, { ...valid, code: '' })).toEqual({});
  });

  it('needs a password (trimmed)', () => {
    expect(M.passwordEmpty).toBe('auth:registration.errors.passwordEmpty');
    expect(errorsOf(schema, { ...valid, password: '  ' })).toEqual({ password: M.passwordEmpty });
  });

  it('leaves the agreement to its dialog', () => {
    expect(errorsOf(schema, { ...valid, agreed: false })).toEqual({});
  });
});

describe('phone registration (seed 000 section 5)', () => {
  const valid = { phone: '81234567', code: '730164', password: 'Topup2026', agreed: true };

  it('passes when everything is there', () => {
    expect(errorsOf(phoneRegistrationSchema, valid)).toEqual({});
  });

  it('needs the phone (phoneEmpty), digits only, at most 16', () => {
    expect(M.phoneEmpty).toBe('auth:registration.errors.phoneEmpty');
    expect(errorsOf(phoneRegistrationSchema, { ...valid, phone: '' })).toEqual({
      phone: M.phoneEmpty,
    });
    expect(errorsOf(phoneRegistrationSchema, { ...valid, phone: '8123 4567' }).phone).toBe(
      M.phoneEmpty,
    );
    expect(errorsOf(phoneRegistrationSchema, { ...valid, phone: '1'.repeat(17) }).phone).toBe(
      M.phoneEmpty,
    );
  });

  it('needs the code (digits) and the password', () => {
    expect(errorsOf(phoneRegistrationSchema, { ...valid, code: '' })).toEqual({
      code: M.codeEmpty,
    });
    expect(errorsOf(phoneRegistrationSchema, { ...valid, code: '73o164' })).toEqual({
      code: M.codeEmpty,
    });
    expect(errorsOf(phoneRegistrationSchema, { ...valid, password: '' })).toEqual({
      password: M.passwordEmpty,
    });
  });
});

describe('quick register', () => {
  it('needs the code (digits)', () => {
    expect(errorsOf(quickRegisterSchema, { code: '' })).toEqual({ code: M.codeEmpty });
    expect(errorsOf(quickRegisterSchema, { code: 'x123' })).toEqual({ code: M.codeEmpty });
    expect(errorsOf(quickRegisterSchema, { code: '482915' })).toEqual({});
  });
});

describe('server codes (seed 000 section 8)', () => {
  it('email registration: 10005 email, 10008 code, 10004 password, 201 and 10006 dialogs', () => {
    expect(EMAIL_REGISTRATION_SERVER_CODES).toEqual({
      201: { to: 'dialog' },
      10004: { to: 'password' },
      10005: { to: 'email' },
      10006: { to: 'dialog' },
      10008: { to: 'code' },
    });
    expect(EMAIL_REGISTRATION_HANDLED_CODES).toEqual([201, 10004, 10005, 10006, 10008]);
  });

  it('phone registration: 500 phone, 10008 code, 10004 password', () => {
    expect(PHONE_REGISTRATION_SERVER_CODES[500]?.to).toBe('phone');
    expect(PHONE_REGISTRATION_SERVER_CODES[10008]?.to).toBe('code');
    expect(PHONE_REGISTRATION_SERVER_CODES[10004]?.to).toBe('password');
    expect(PHONE_REGISTRATION_HANDLED_CODES).toEqual([500, 10004, 10008]);
  });

  it('quick register: 10008 code, 10004 goes to Registration, 500 in the dialog', () => {
    expect(QUICK_REGISTER_SERVER_CODES[10008]?.to).toBe('code');
    expect(QUICK_REGISTER_SERVER_CODES[10004]?.to).toBe('dialog');
    expect(QUICK_REGISTER_SERVER_CODES[500]?.to).toBe('form');
    expect(QUICK_REGISTER_HANDLED_CODES).toEqual([500, 10004, 10008]);
  });
});
