// Every rule of the billing address form with its exact message (seed 001 section 5).
import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  billingAddressSchema,
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
    expect(out).toMatchObject({ firstName: 'Alex', city: null, type: 0 });
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
    ['email', `${'a'.repeat(250)}@example.com`, BILLING_MESSAGES.emailInvalid],
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
    ['type', 1],
  ])('%s %j passes (boundary)', (field, value) => {
    expect(messages({ ...VALID, [field]: value })).toEqual({});
  });

  it('gives the exact texts in English', async () => {
    const { default: en } = await import('../../i18n/resources/en/cashier.json');
    expect(en.billing).toMatchObject({
      firstNameInvalid: 'First Name should be 1-45 letters or spaces',
      lastNameInvalid: 'Last Name should be 1-45 letters or spaces',
      phoneInvalid: 'Phone number should be a 6-15digit number',
      emailRequired: 'Please enter your email',
      emailInvalid: 'The email you entered is invalid',
      typeRequired: 'Please enter your type',
    });
  });
});
