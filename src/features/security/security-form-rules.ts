// The forms of the account security pages (seed 001 section 5), each schema starting from the
// generated request schema of the call it sends, with the seed's messages (i18n keys):
// - Passwords (old, new, confirm): 8-20 characters, at least one letter and one digit, word
//   characters only; new and confirm must match (zh-hant 兩次輸入密碼不一致); the original
//   must be valid. Submit is enabled only when the new and the confirm passwords are valid.
// - Email binding: required ('Please enter your Email'), a basic pattern ('Please enter the
//   correct email number'), code required ('Enter Verification Code').
// - Bind mobile: phone required (reg_ErrorText_1), code required (reg_ErrorText_5).
// - Phone change: new phone required ('Please enter your phone number'), code required
//   ('Please enter your Verification Code'); Next is disabled until the old code is
//   non-empty, Confirm until phone and code are both filled.
// Passwords are sent as typed (the pattern admits no space) and never stored.
import * as z from 'zod';
import {
  BindEmailBody,
  BindPhoneBody,
  ChangePasswordBody,
  VerifyOldPhoneBody,
} from '../../api/generated/account-security/account-security.zod';
import type {
  BindEmailRequest,
  BindPhoneRequest,
  ChangePasswordRequest,
  SendEmailCodeRequest,
  SendPhoneCodeRequest,
  VerifyOldPhoneRequest,
} from '../../api/generated/model';
import { fitsContract } from '../../components/form/contract';
import { handledCodes, type ServerCodeTable } from '../../components/form/server-codes';
import { phoneDigits } from '../../components/form/phone-digits';

export const PASSWORD_MESSAGES = {
  originalEmpty: 'security:password.originalEmpty',
  originalInvalid: 'security:password.originalInvalid',
  newEmpty: 'security:password.newEmpty',
  confirmEmpty: 'security:password.confirmEmpty',
  invalid: 'security:password.invalid',
  mismatch: 'security:password.mismatch',
} as const;

export const EMAIL_MESSAGES = {
  required: 'security:email.required',
  invalid: 'security:email.invalid',
  codeRequired: 'security:email.codeRequired',
} as const;

export const BIND_MOBILE_MESSAGES = {
  phone: 'security:bindMobile.reg_ErrorText_1',
  code: 'security:bindMobile.reg_ErrorText_5',
} as const;

export const CHANGE_PHONE_MESSAGES = {
  phone: 'security:changePhone.phoneRequired',
  code: 'security:changePhone.codeRequired',
} as const;

/** The contract's Password (8-20, a letter and a digit, word characters only). */
export const isValidPassword = fitsContract(ChangePasswordBody.shape.newPassword);

function passwordField(emptyKey: string, invalidKey: string) {
  return z.string().min(1, { error: emptyKey, abort: true }).refine(isValidPassword, invalidKey);
}

/** A code as the shopper typed it: required, then it must fit the contract (4-8 digits). */
function codeField(schema: z.ZodType, messageKey: string) {
  return z
    .string()
    .trim()
    .min(1, { error: messageKey, abort: true })
    .refine(fitsContract(schema), messageKey);
}

export interface PasswordFormValues {
  password: string;
  newPassword: string;
  confirm: string;
}

export const PASSWORD_FORM_DEFAULTS: PasswordFormValues = {
  password: '',
  newPassword: '',
  confirm: '',
};

export const passwordFormSchema = ChangePasswordBody.extend({
  password: passwordField(PASSWORD_MESSAGES.originalEmpty, PASSWORD_MESSAGES.originalInvalid),
  newPassword: passwordField(PASSWORD_MESSAGES.newEmpty, PASSWORD_MESSAGES.invalid),
  confirm: passwordField(PASSWORD_MESSAGES.confirmEmpty, PASSWORD_MESSAGES.invalid),
})
  .refine((values) => values.newPassword === values.confirm, {
    path: ['confirm'],
    error: PASSWORD_MESSAGES.mismatch,
  })
  .transform(({ password, newPassword }): ChangePasswordRequest => ({ password, newPassword }));

/** Seed 001 section 5: "The confirm button is enabled only when the new and confirm passwords are valid." */
export function canSubmitPassword(values: Pick<PasswordFormValues, 'newPassword' | 'confirm'>) {
  return isValidPassword(values.newPassword) && isValidPassword(values.confirm);
}

export interface EmailFormValues {
  email: string;
  code: string;
}

/** The email as the send-code button and the form check it. */
export const emailAddressSchema = z
  .string()
  .trim()
  .min(1, { error: EMAIL_MESSAGES.required, abort: true })
  .refine(fitsContract(BindEmailBody.shape.email), EMAIL_MESSAGES.invalid);

export const emailFormSchema = BindEmailBody.pick({ email: true, code: true })
  .extend({
    email: emailAddressSchema,
    code: codeField(BindEmailBody.shape.code, EMAIL_MESSAGES.codeRequired),
  })
  .transform(({ email, code }): BindEmailRequest => ({ email, code, sendType: '2' }));

/** Seed 001 section 7: "Send email code (binding): email, captchaVerification, sendType '2'." */
export function emailCodeRequest(
  email: string,
  captchaVerification?: string,
): SendEmailCodeRequest {
  return {
    email: email.trim(),
    sendType: '2',
    ...(captchaVerification ? { captchaVerification } : {}),
  };
}

export interface PhoneFormValues {
  phone: string;
  code: string;
}

export const PHONE_FORM_DEFAULTS: PhoneFormValues = { phone: '', code: '' };

/** A national number: required, digits only (what PhoneField keeps). */
export function phoneNumberSchema(messageKey: string) {
  return z
    .string()
    .transform(phoneDigits)
    .refine((value) => value !== '', messageKey);
}

function phoneFormSchema(messages: { phone: string; code: string }) {
  return BindPhoneBody.pick({ phone: true, code: true }).extend({
    phone: phoneNumberSchema(messages.phone),
    code: codeField(BindPhoneBody.shape.code, messages.code),
  });
}

export const bindMobileFormSchema = phoneFormSchema(BIND_MOBILE_MESSAGES);
export const newPhoneFormSchema = phoneFormSchema(CHANGE_PHONE_MESSAGES);

export const oldPhoneFormSchema = VerifyOldPhoneBody.extend({
  code: codeField(VerifyOldPhoneBody.shape.code, CHANGE_PHONE_MESSAGES.code),
});

export const OLD_PHONE_FORM_DEFAULTS: VerifyOldPhoneRequest = { code: '' };

/** Seed 001 section 5: "Next is disabled until the old code is non-empty." */
export function canVerifyOldPhone(code: string): boolean {
  return code.trim() !== '';
}

/** Seed 001 section 5: "Confirm is disabled until phone and code are both filled." */
export function canConfirmNewPhone(values: PhoneFormValues): boolean {
  return phoneDigits(values.phone) !== '' && values.code.trim() !== '';
}

export interface AreaChoice {
  /** Dial code digits ('65'). */
  dialCode: string;
  /** ISO 3166-1 alpha-2 ('SG'). */
  country: string;
}

/**
 * Seed 001 section 7: "Phone binding: phone, areCode, code, countryCode." and "Bind new
 * phone: areCode, phone, code, key, type '1', countryCode."
 */
export function bindPhoneRequest(
  values: PhoneFormValues,
  area: AreaChoice,
  key?: string,
): BindPhoneRequest {
  return {
    phone: phoneDigits(values.phone),
    areCode: area.dialCode,
    code: values.code.trim(),
    countryCode: area.country,
    ...(key === undefined ? {} : { key, type: '1' as const }),
  };
}

/**
 * Seed 001 section 7: "Send SMS code (mobile bind): phone, areaCode, captchaVerification,
 * type '3', countryCode." and "Send phone code: captchaVerification, type '1'. For a new
 * phone it also carries phone, areaCode, countryCode."
 */
export function phoneCodeRequest(
  type: '1' | '3',
  phone: { number: string; area: AreaChoice } | undefined,
  captchaVerification?: string,
): SendPhoneCodeRequest {
  return {
    ...(phone
      ? {
          phone: phoneDigits(phone.number),
          areaCode: phone.area.dialCode,
          countryCode: phone.area.country,
        }
      : {}),
    type,
    ...(captchaVerification ? { captchaVerification } : {}),
  };
}

/**
 * The codes of these calls (seed 001 section 8 and the contract): 401 signs out and 500 /
 * 10008 are the shared error toast with the server's msg; the form keeps what was typed.
 */
export const SECURITY_SERVER_CODES: ServerCodeTable<string> = {
  500: { to: 'toast' },
  10008: { to: 'toast' },
};
export const SECURITY_HANDLED_CODES = handledCodes(SECURITY_SERVER_CODES);
