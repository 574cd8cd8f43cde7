import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources';
import {
  bindMobileFormSchema,
  bindPhoneRequest,
  canConfirmNewPhone,
  canSubmitPassword,
  canVerifyOldPhone,
  emailCodeRequest,
  emailFormSchema,
  newPhoneFormSchema,
  oldPhoneFormSchema,
  passwordFormSchema,
  phoneCodeRequest,
  SECURITY_HANDLED_CODES,
} from './security-form-rules';

/** The text of an i18n key ('security:password.mismatch') in `lang`, read from the resources. */
function text(lang: keyof typeof resources, key: string): string {
  const [ns = '', path = ''] = key.split(':');
  let node: unknown = (resources[lang] as Record<string, unknown>)[ns];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

/** The messages of a parse, by field, translated in `lang`. */
function messages(
  schema: {
    safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  values: unknown,
  lang: 'en' | 'zh' | 'zh-hant' = 'en',
) {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const field = String(issue.path[0]);
    out[field] ??= text(lang, issue.message);
  }
  return out;
}

const GOOD = { password: 'Topup2026', newPassword: 'Alex_secure88', confirm: 'Alex_secure88' };

describe('change password rules (seed 001 section 5)', () => {
  it('sends only the original and the new password', () => {
    expect(passwordFormSchema.parse(GOOD)).toEqual({
      password: 'Topup2026',
      newPassword: 'Alex_secure88',
    });
  });

  it('asks for each empty field', () => {
    expect(messages(passwordFormSchema, { password: '', newPassword: '', confirm: '' })).toEqual({
      password: 'Please enter your original password',
      newPassword: 'Please enter a new password',
      confirm: 'Please enter the new password again',
    });
  });

  it.each([
    ['7 characters', 'abcde12'],
    ['21 characters', 'abcdefghij1234567890x'],
    ['no digit', 'abcdefghij'],
    ['no letter', '1234567890'],
    ['a space', 'abcd 1234'],
    ['a non-word character', 'abcd-1234'],
    ['a non-ASCII letter', 'pässwort12'],
  ])('refuses a new password with %s', (_case, value) => {
    expect(messages(passwordFormSchema, { ...GOOD, newPassword: value, confirm: value })).toEqual({
      newPassword:
        'The password must be 8-20 characters, with at least one letter and one digit (letters, digits and _ only)',
      confirm:
        'The password must be 8-20 characters, with at least one letter and one digit (letters, digits and _ only)',
    });
  });

  it.each([
    ['8 characters', 'abcdef12'],
    ['20 characters', 'abcdefghij123456789_'],
    ['an underscore', 'a_1_b_2_c'],
  ])('accepts %s', (_case, value) => {
    expect(
      passwordFormSchema.safeParse({ ...GOOD, newPassword: value, confirm: value }).success,
    ).toBe(true);
  });

  it('the original password must be valid too', () => {
    expect(messages(passwordFormSchema, { ...GOOD, password: 'short1' })).toEqual({
      password: 'The original password is 8-20 characters, with at least one letter and one digit',
    });
  });

  it.each([
    ['en', 'The two passwords do not match'],
    ['zh', '两次输入密码不一致'],
    ['zh-hant', '兩次輸入密碼不一致'],
  ] as const)('a different confirm shows the mismatch message in %s', (lang, text) => {
    expect(messages(passwordFormSchema, { ...GOOD, confirm: 'Alex_secure89' }, lang)).toEqual({
      confirm: text,
    });
  });

  it('confirm is enabled only when the new and the confirm passwords are valid', () => {
    expect(canSubmitPassword({ newPassword: '', confirm: '' })).toBe(false);
    expect(canSubmitPassword({ newPassword: 'Alex_secure88', confirm: 'short1' })).toBe(false);
    expect(canSubmitPassword({ newPassword: 'short1', confirm: 'Alex_secure88' })).toBe(false);
    // Two valid passwords enable it even when they differ: the mismatch shows on submit.
    expect(canSubmitPassword({ newPassword: 'Alex_secure88', confirm: 'Alex_secure89' })).toBe(
      true,
    );
  });
});

describe('email certification rules (seed 001 section 5)', () => {
  it.each([
    [
      'en',
      'Please enter your Email',
      'Please enter the correct email number',
      'Enter Verification Code',
    ],
    ['zh', '请输入您的邮箱', '请输入正确的邮箱', '请输入验证码'],
    ['zh-hant', '請輸入您的電子郵件', '請輸入正確的電子郵件', '請輸入驗證碼'],
  ] as const)('messages in %s', (lang, required, invalid, code) => {
    expect(messages(emailFormSchema, { email: ' ', code: '' }, lang)).toEqual({
      email: required,
      code,
    });
    expect(messages(emailFormSchema, { email: 'alex.chen@', code: '1234' }, lang)).toEqual({
      email: invalid,
    });
  });

  it('a code shorter than the contract allows is asked for again', () => {
    expect(messages(emailFormSchema, { email: 'alex.chen@example.com', code: '123' })).toEqual({
      code: 'Enter Verification Code',
    });
  });

  it("binds with sendType '2', the email trimmed", () => {
    expect(emailFormSchema.parse({ email: ' alex.chen@example.com ', code: '739204' })).toEqual({
      email: 'alex.chen@example.com',
      code: '739204',
      sendType: '2',
    });
    expect(emailCodeRequest(' alex.chen@example.com')).toEqual({
      email: 'alex.chen@example.com',
      sendType: '2',
    });
    expect(emailCodeRequest('a@b.co', 'v')).toEqual({
      email: 'a@b.co',
      sendType: '2',
      captchaVerification: 'v',
    });
  });
});

describe('bind mobile rules (seed 001 section 5)', () => {
  it.each([
    ['en', 'Please enter your mobile number', 'Please enter the verification code'],
    ['zh', '请输入手机号', '请输入验证码'],
    ['zh-hant', '請輸入手機號碼', '請輸入驗證碼'],
  ] as const)('reg_ErrorText_1 and reg_ErrorText_5 in %s', (lang, phone, code) => {
    expect(messages(bindMobileFormSchema, { phone: '', code: '' }, lang)).toEqual({ phone, code });
  });

  it("sends phone, areCode, code, countryCode; the code request is type '3'", () => {
    const area = { dialCode: '65', country: 'SG' };
    expect(bindPhoneRequest({ phone: '8123 4567', code: '482913' }, area)).toEqual({
      phone: '81234567',
      areCode: '65',
      code: '482913',
      countryCode: 'SG',
    });
    expect(phoneCodeRequest('3', { number: '81234567', area })).toEqual({
      phone: '81234567',
      areaCode: '65',
      countryCode: 'SG',
      type: '3',
    });
  });
});

describe('phone change rules (seed 001 sections 4 and 5)', () => {
  it.each([
    ['en', 'Please enter your phone number', 'Please enter your Verification Code'],
    ['zh', '请输入手机号', '请输入验证码'],
    ['zh-hant', '請輸入手機號碼', '請輸入驗證碼'],
  ] as const)('new phone and code messages in %s', (lang, phone, code) => {
    expect(messages(newPhoneFormSchema, { phone: '', code: '' }, lang)).toEqual({ phone, code });
    expect(messages(oldPhoneFormSchema, { code: '' }, lang)).toEqual({ code });
  });

  it('Next needs a non-empty code; Confirm Change needs phone and code', () => {
    expect(canVerifyOldPhone('')).toBe(false);
    expect(canVerifyOldPhone(' ')).toBe(false);
    expect(canVerifyOldPhone('5')).toBe(true);
    expect(canConfirmNewPhone({ phone: '61234567', code: '' })).toBe(false);
    expect(canConfirmNewPhone({ phone: '', code: '305716' })).toBe(false);
    expect(canConfirmNewPhone({ phone: '61234567', code: '305716' })).toBe(true);
  });

  it("step 1 sends only the type '1' code request; step 2 binds with the key and type '1'", () => {
    const area = { dialCode: '852', country: 'HK' };
    expect(phoneCodeRequest('1', undefined)).toEqual({ type: '1' });
    expect(phoneCodeRequest('1', { number: '61234567', area }, 'v')).toEqual({
      phone: '61234567',
      areaCode: '852',
      countryCode: 'HK',
      type: '1',
      captchaVerification: 'v',
    });
    expect(bindPhoneRequest({ phone: '61234567', code: '305716' }, area, 'k-1')).toEqual({
      phone: '61234567',
      areCode: '852',
      code: '305716',
      countryCode: 'HK',
      key: 'k-1',
      type: '1',
    });
  });

  it('500 and 10008 are the shared toast: the screens handle no code themselves', () => {
    expect(SECURITY_HANDLED_CODES).toEqual([]);
  });
});
