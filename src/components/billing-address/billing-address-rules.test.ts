// Every rule of the billing address form with its exact message (seed 001 section 5), in
// the three languages.
import { describe, expect, it } from 'vitest';
import { UpdateBillingAddressBody } from '../../api/generated/account-security/account-security.zod';
import type { BillingAddress } from '../../api/generated/model';
import en from '../../i18n/resources/en/billing.json';
import zhHant from '../../i18n/resources/zh-hant/billing.json';
import zh from '../../i18n/resources/zh/billing.json';
import {
  BILLING_MESSAGES,
  billingAddressSchema,
  billingAddressValues,
  emptyBillingAddress,
} from './billing-address-rules';

const VALID = {
  ...emptyBillingAddress(0, '65'),
  firstName: 'Alex',
  lastName: 'Chen',
  phoneNumber: '81234567',
  email: 'alex.chen@example.com',
};

function messages(values: Record<string, unknown>): Record<string, string | undefined> {
  const result = billingAddressSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('billing address rules', () => {
  it('accepts a complete address, trimmed, empty lines as null', () => {
    const out = billingAddressSchema.parse({ ...VALID, firstName: ' Alex ', city: '  ' });
    expect(out).toMatchObject({ firstName: 'Alex', city: null, type: 0, defaultAddress: '0' });
  });

  it('starts an edit from the saved address, and its output with the id is an update', () => {
    const saved: BillingAddress = {
      id: 4102,
      firstName: 'Alex',
      lastName: 'Chen',
      phoneCode: '852',
      phoneNumber: '61234567',
      email: 'alex.chen@example.com',
      city: 'Hong Kong',
      country: null,
      state: null,
      zipCode: null,
      address1: 'Flat 18B',
      type: 1,
      defaultAddress: '1',
    };
    const values = billingAddressValues(saved);
    expect(values).toMatchObject({ country: '', state: '', zipCode: '', type: 1 });
    const { id, ...fields } = saved;
    const update = { ...billingAddressSchema.parse(values), id };
    expect(update).toEqual({ ...fields, id });
    expect(UpdateBillingAddressBody.safeParse(update).success).toBe(true);
  });

  it.each([
    ['firstName', '', BILLING_MESSAGES.firstNameInvalid],
    ['firstName', 'Alex3', BILLING_MESSAGES.firstNameInvalid],
    ['firstName', 'Zoë', BILLING_MESSAGES.firstNameInvalid],
    ['firstName', 'A'.repeat(46), BILLING_MESSAGES.firstNameInvalid],
    ['lastName', '', BILLING_MESSAGES.lastNameInvalid],
    ['lastName', 'Chen-Li', BILLING_MESSAGES.lastNameInvalid],
    ['lastName', 'C'.repeat(46), BILLING_MESSAGES.lastNameInvalid],
    ['phoneNumber', '', BILLING_MESSAGES.phoneInvalid],
    ['phoneNumber', '12345', BILLING_MESSAGES.phoneInvalid],
    ['phoneNumber', '1'.repeat(16), BILLING_MESSAGES.phoneInvalid],
    ['phoneNumber', '8123 4567', BILLING_MESSAGES.phoneInvalid],
    ['email', '', BILLING_MESSAGES.emailRequired],
    ['email', '   ', BILLING_MESSAGES.emailRequired],
    ['email', 'alex.chen', BILLING_MESSAGES.emailInvalid],
    ['email', 'alex@example', BILLING_MESSAGES.emailInvalid],
    ['email', `${'a'.repeat(244)}@example.com`, BILLING_MESSAGES.emailInvalid],
    ['type', undefined, BILLING_MESSAGES.typeRequired],
  ])('%s %j -> %s', (field, value, message) => {
    expect(messages({ ...VALID, [field]: value })[field]).toBe(message);
  });

  it.each([
    ['firstName', 'Mary Ann'],
    ['firstName', 'A'.repeat(45)],
    ['lastName', 'C'.repeat(45)],
    ['phoneNumber', '123456'],
    ['phoneNumber', '1'.repeat(15)],
    ['email', `${'a'.repeat(243)}@example.com`],
    ['type', 1],
  ])('%s %j passes (boundary)', (field, value) => {
    expect(messages({ ...VALID, [field]: value })).toEqual({});
  });

  it("gives the seed's exact texts in English", () => {
    expect(en).toMatchObject({
      firstNameInvalid: 'First Name should be 1-45 letters or spaces',
      lastNameInvalid: 'Last Name should be 1-45 letters or spaces',
      phoneInvalid: 'Phone number should be a 6-15digit number',
      emailRequired: 'Please enter your email',
      emailInvalid: 'The email you entered is invalid',
      typeRequired: 'Please enter your type',
    });
  });

  it.each([
    [
      'zh',
      zh,
      ['名应为1-45个字母或空格', '姓应为1-45个字母或空格', '手机号码应为6-15位数字'],
      ['请输入您的邮箱', '您输入的邮箱无效', '请选择类型'],
    ],
    [
      'zh-hant',
      zhHant,
      ['名應為1-45個字母或空格', '姓應為1-45個字母或空格', '手機號碼應為6-15位數字'],
      ['請輸入您的郵箱', '您輸入的郵箱無效', '請選擇類型'],
    ],
  ])(
    'gives every message in %s',
    (_lng, texts, [first, last, phone], [required, invalid, type]) => {
      expect(texts).toMatchObject({
        firstNameInvalid: first,
        lastNameInvalid: last,
        phoneInvalid: phone,
        emailRequired: required,
        emailInvalid: invalid,
        typeRequired: type,
      });
    },
  );
});
