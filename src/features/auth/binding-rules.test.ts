import { describe, expect, it } from 'vitest';
import type { BindSession, BindType } from '../../api/generated/model';
import {
  bindingRequest,
  bindLayout,
  bindTypeAfterCheck,
  validateBinding,
  type BindChoice,
  type BindValues,
} from './binding-rules';

const SESSION: BindSession = {
  email: 'alex.chen@example.com',
  bindType: 1,
  bizId: 'g-5f2c9a7e41b3',
};
const EMPTY: BindValues = { email: '', phone: '', password: '', code: '' };

function choice(bindType: BindType, over: Partial<BindChoice> = {}): BindChoice {
  return { bindType, tab: 'password', contact: 'email', ...over };
}

describe('bindLayout (seed 000 section 4, Binding)', () => {
  it('bindType 0: the email only, no tabs, no password or code', () => {
    expect(bindLayout(choice(0, { tab: 'code', contact: 'phone' }), SESSION)).toEqual({
      showTabs: false,
      tabsLocked: false,
      tab: null,
      emailFixed: false,
      contact: 'email',
      phoneModeAvailable: false,
    });
  });

  it('bindType 1: free tabs, the email editable, the mobile number offered with the password', () => {
    expect(bindLayout(choice(1), SESSION)).toMatchObject({
      showTabs: true,
      tabsLocked: false,
      tab: 'password',
      emailFixed: false,
      phoneModeAvailable: true,
    });
    expect(bindLayout(choice(1, { contact: 'phone' }), SESSION).contact).toBe('phone');
    const code = bindLayout(choice(1, { tab: 'code', contact: 'phone' }), SESSION);
    expect(code).toMatchObject({ tab: 'code', phoneModeAvailable: false, contact: 'email' });
  });

  it('bindType 2: the email fixed, tabs locked on Password whatever was chosen', () => {
    expect(bindLayout(choice(2, { tab: 'code', contact: 'phone' }), SESSION)).toEqual({
      showTabs: true,
      tabsLocked: true,
      tab: 'password',
      emailFixed: true,
      contact: 'email',
      phoneModeAvailable: false,
    });
  });

  it('bindType 3: the email fixed, tabs locked on One-time code', () => {
    expect(bindLayout(choice(3), SESSION)).toMatchObject({
      tabsLocked: true,
      tab: 'code',
      emailFixed: true,
    });
  });

  it('leaves the email editable when the provider gave none, even for 2 and 3', () => {
    expect(bindLayout(choice(2), { ...SESSION, email: null }).emailFixed).toBe(false);
  });
});

describe('validateBinding (seed 000 section 5, Binding)', () => {
  const layout = (bindType: BindType, over: Partial<BindChoice> = {}, session = SESSION) =>
    bindLayout(choice(bindType, over), session);

  it('requires the email, with the email placeholder message', () => {
    expect(validateBinding(EMPTY, layout(0), 'google')).toEqual({
      email: 'binding:fields.email.placeholder',
    });
  });

  it('requires a valid email: the placeholder message on google and line, AccountErrorText_2 on apple', () => {
    const values = { ...EMPTY, email: 'alex.chen@example' };
    expect(validateBinding(values, layout(0), 'google').email).toBe(
      'binding:fields.email.placeholder',
    );
    expect(validateBinding(values, layout(0), 'line').email).toBe(
      'binding:fields.email.placeholder',
    );
    expect(validateBinding(values, layout(0), 'apple').email).toBe('binding:AccountErrorText_2');
    expect(validateBinding(EMPTY, layout(0), 'apple').email).toBe(
      'binding:fields.email.placeholder',
    );
  });

  it('accepts the seed’s email pattern, Chinese characters included', () => {
    expect(
      validateBinding({ ...EMPTY, email: ' 陈.alex+1@mail.example.com ' }, layout(0), 'apple'),
    ).toEqual({});
  });

  it('asks nothing but the email for bindType 0', () => {
    expect(
      validateBinding({ ...EMPTY, email: 'alex.chen@example.com' }, layout(0), 'google'),
    ).toEqual({});
  });

  it('requires the password when bindType is not 0 (trimmed), with its placeholder message', () => {
    const values = { ...EMPTY, email: 'alex.chen@example.com', password: '   ' };
    expect(validateBinding(values, layout(1), 'google')).toEqual({
      password: 'binding:fields.password.placeholder',
    });
    expect(validateBinding(values, layout(2), 'line')).toEqual({
      password: 'binding:fields.password.placeholder',
    });
  });

  it('requires the code in code mode, not the password', () => {
    const values = { ...EMPTY, email: 'alex.chen@example.com', password: '' };
    expect(validateBinding(values, layout(3), 'google')).toEqual({
      code: 'binding:fields.code.placeholder',
    });
    expect(validateBinding(values, layout(1, { tab: 'code' }), 'apple')).toEqual({
      code: 'binding:fields.code.placeholder',
    });
    expect(validateBinding({ ...values, code: '518203' }, layout(3), 'google')).toEqual({});
  });

  it('does not check a fixed email', () => {
    const fixed = layout(2, {}, { ...SESSION, email: 'alex.chen@example.com' });
    expect(validateBinding({ ...EMPTY, password: 'x' }, fixed, 'apple')).toEqual({});
  });

  it('requires the phone in phone mode instead of the email', () => {
    const phone = layout(1, { contact: 'phone' });
    expect(validateBinding({ ...EMPTY, password: 'Topup2026' }, phone, 'line')).toEqual({
      phone: 'binding:fields.phone.placeholder',
    });
    expect(validateBinding({ ...EMPTY, phone: ' , ', password: 'x' }, phone, 'line')).toEqual({
      phone: 'binding:fields.phone.placeholder',
    });
    expect(validateBinding({ ...EMPTY, phone: '81234567', password: 'x' }, phone, 'line')).toEqual(
      {},
    );
  });
});

describe('bindingRequest (seed 000 section 3, Binding payload)', () => {
  const values: BindValues = {
    email: ' alex.chen@example.com ',
    phone: '8123 4567',
    password: ' Topup2026 ',
    code: ' 518203 ',
  };
  const request = (
    provider: 'google' | 'line' | 'apple',
    bindType: BindType,
    over: Partial<BindChoice> = {},
    session: BindSession = { ...SESSION, bindType },
  ) =>
    bindingRequest({
      provider,
      session,
      bindType,
      layout: bindLayout(choice(bindType, over), session),
      values,
      dialCode: '65',
    });

  it('bindType 0 sends the email only', () => {
    expect(request('google', 0)).toEqual({
      email: 'alex.chen@example.com',
      loginType: 0,
      bindType: 0,
      bizId: 'g-5f2c9a7e41b3',
    });
  });

  it('bindType 1 sends the email and the trimmed password, with the provider’s loginType', () => {
    expect(request('line', 1)).toEqual({
      email: 'alex.chen@example.com',
      password: 'Topup2026',
      loginType: 1,
      bindType: 1,
      bizId: 'g-5f2c9a7e41b3',
    });
  });

  it('bindType 1 in phone mode sends the phone digits and the area code instead of the email', () => {
    expect(request('apple', 1, { contact: 'phone' })).toEqual({
      phone: '81234567',
      areaCode: '65',
      password: 'Topup2026',
      loginType: 2,
      bindType: 1,
      bizId: 'g-5f2c9a7e41b3',
    });
  });

  it('bindType 1 on the code tab sends the code instead of the password', () => {
    expect(request('google', 1, { tab: 'code' })).toEqual({
      email: 'alex.chen@example.com',
      code: '518203',
      loginType: 0,
      bindType: 1,
      bizId: 'g-5f2c9a7e41b3',
    });
  });

  it('bindType 2 and 3 send the session’s email, not what was typed', () => {
    const session = { email: 'sam.lee@example.com', bindType: 2 as const, bizId: 'g-9' };
    expect(request('google', 2, {}, session)).toEqual({
      email: 'sam.lee@example.com',
      password: 'Topup2026',
      loginType: 0,
      bindType: 2,
      bizId: 'g-9',
    });
    expect(request('google', 3, {}, { ...session, bindType: 3 })).toEqual({
      email: 'sam.lee@example.com',
      code: '518203',
      loginType: 0,
      bindType: 3,
      bizId: 'g-9',
    });
  });
});

describe('the email-exists check', () => {
  it('makes 0 a new account and 1 an existing one, but leaves the locked kinds alone', () => {
    expect(bindTypeAfterCheck(0, true)).toBe(1);
    expect(bindTypeAfterCheck(1, false)).toBe(0);
    expect(bindTypeAfterCheck(1, true)).toBe(1);
    expect(bindTypeAfterCheck(2, false)).toBe(2);
    expect(bindTypeAfterCheck(3, true)).toBe(3);
  });
});
