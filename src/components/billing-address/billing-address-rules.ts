// The billing address form's rules (seed 001 section 5), one module for every place the
// form shows (the billingaddress screen, ConfirmOrder and GoPay), on top of the generated
// create billing address payload (its patterns and lengths are the contract's):
// - first and last name required, letters and spaces only, max 45 ('First Name should be
//   1-45 letters or spaces', the same for Last Name);
// - phone required, 6-15 digits ('Phone number should be a 6-15digit number');
// - email required ('Please enter your email'), an address ('The email you entered is
//   invalid'), max 255;
// - type required ('Please enter your type'); the selector shows only in some contexts.
// Values are trimmed; the optional address lines are sent as null when empty. An edit sends
// the same fields with the address's id (the update payload is the create payload plus id).
import * as z from 'zod';
import { CreateBillingAddressBody } from '../../api/generated/account-security/account-security.zod';
import type { BillingAddress } from '../../api/generated/model';
import { fitsContract } from '../form/contract';

export const BILLING_MESSAGES = {
  firstNameInvalid: 'billing:firstNameInvalid',
  lastNameInvalid: 'billing:lastNameInvalid',
  phoneInvalid: 'billing:phoneInvalid',
  emailRequired: 'billing:emailRequired',
  emailInvalid: 'billing:emailInvalid',
  typeRequired: 'billing:typeRequired',
} as const;

const contract = CreateBillingAddressBody.shape;

const optionalLine = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value));

export const billingAddressSchema = CreateBillingAddressBody.extend({
  firstName: z
    .string()
    .trim()
    .refine(fitsContract(contract.firstName), BILLING_MESSAGES.firstNameInvalid),
  lastName: z
    .string()
    .trim()
    .refine(fitsContract(contract.lastName), BILLING_MESSAGES.lastNameInvalid),
  phoneCode: z
    .string()
    .trim()
    .refine(fitsContract(contract.phoneCode), BILLING_MESSAGES.phoneInvalid),
  phoneNumber: z
    .string()
    .trim()
    .refine(fitsContract(contract.phoneNumber), BILLING_MESSAGES.phoneInvalid),
  email: z
    .string()
    .trim()
    .min(1, { error: BILLING_MESSAGES.emailRequired, abort: true })
    .refine(fitsContract(contract.email), BILLING_MESSAGES.emailInvalid),
  type: z.literal([0, 1], { error: BILLING_MESSAGES.typeRequired }),
  city: optionalLine,
  country: optionalLine,
  state: optionalLine,
  zipCode: optionalLine,
  address1: optionalLine,
  defaultAddress: z.enum(['1', '0']),
});

export type BillingAddressValues = Omit<z.input<typeof billingAddressSchema>, 'type'> & {
  type: 0 | 1 | undefined;
};
export type BillingAddressOutput = z.output<typeof billingAddressSchema>;

/** A new address: `type` from the payment option, or undefined for the selector to ask. */
export function emptyBillingAddress(
  type: 0 | 1 | undefined,
  phoneCode: string,
): BillingAddressValues {
  return {
    firstName: '',
    lastName: '',
    phoneCode,
    phoneNumber: '',
    email: '',
    type,
    city: '',
    country: '',
    state: '',
    zipCode: '',
    address1: '',
    defaultAddress: '0',
  };
}

/** A saved address as the edit form's starting values (absent lines as empty text). */
export function billingAddressValues(address: BillingAddress): BillingAddressValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    phoneCode: address.phoneCode,
    phoneNumber: address.phoneNumber,
    email: address.email,
    type: address.type,
    city: address.city ?? '',
    country: address.country ?? '',
    state: address.state ?? '',
    zipCode: address.zipCode ?? '',
    address1: address.address1 ?? '',
    defaultAddress: address.defaultAddress,
  };
}
