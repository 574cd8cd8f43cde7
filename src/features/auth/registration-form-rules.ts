// The registration forms' rules (seed 000 section 5) on top of the generated RegisterBody
// (email and phone variants), and their server codes (section 8), one table per form.
// - Email: email required and valid, the contract's Email (pattern, at most 255) ->
//   reg_ErrorText_4; code required when getEmailFlag's emailCode is on, 4 to 8 digits as the
//   contract says -> reg_code_plahold; password required (trimmed) -> passwordEmpty, then
//   8-20 characters with a letter and a digit -> passwordRule (also its hint).
// - Phone: digits only, up to 16 (the field keeps nothing else) -> phoneEmpty when empty;
//   code and password as above.
// - Quick register: the code as above (the phone and password come from the login screen).
// The agreement (email and phone) is checked once the fields are valid: a dialog.
import * as z from 'zod';
import { RegisterBody } from '../../api/generated/auth/auth.zod';
import { fitsContract } from '../../components/form/contract';
import { handledCodes, type ServerCodeTable } from '../../components/form/server-codes';

const [emailBody, phoneBody] = RegisterBody.options;

export const REGISTRATION_MESSAGES = {
  emailInvalid: 'auth:registration.errors.reg_ErrorText_4',
  codeEmpty: 'auth:registration.errors.reg_code_plahold',
  passwordEmpty: 'auth:registration.errors.passwordEmpty',
  /** The rule itself is the password field's hint (registration.passwordRule), shown before any submit. */
  passwordRule: 'auth:registration.errors.passwordRule',
  phoneEmpty: 'auth:registration.errors.phoneEmpty',
} as const;

const email = z
  .string()
  .trim()
  .min(1, { error: REGISTRATION_MESSAGES.emailInvalid, abort: true })
  .refine(fitsContract(emailBody.shape.email), REGISTRATION_MESSAGES.emailInvalid);

/** A required code that fits the contract's code pattern (4 to 8 digits). */
const code = z
  .string()
  .trim()
  .min(1, { error: REGISTRATION_MESSAGES.codeEmpty, abort: true })
  .refine(fitsContract(phoneBody.shape.code), REGISTRATION_MESSAGES.codeEmpty);

/**
 * The new password: required, then 8 to 20 characters with a letter and a digit (the rule the
 * server's 10004 states, "Please set a password of 8-20 letters and digits"; the seeds' rule
 * for passwords, seed 001 section 5), so the shopper learns it before sending.
 */
const password = z
  .string()
  .trim()
  .min(1, { error: REGISTRATION_MESSAGES.passwordEmpty, abort: true })
  .refine(isNewPassword, REGISTRATION_MESSAGES.passwordRule);

/** 8 to 20 characters with at least one letter and one digit. */
export function isNewPassword(value: string): boolean {
  return value.length >= 8 && value.length <= 20 && /[A-Za-z]/.test(value) && /\d/.test(value);
}

/** The email field alone: the send-code button checks it before sending. */
export const registrationEmailSchema = email;

export interface EmailRegistrationContext {
  /** getEmailFlag's emailCode: the code field is shown and required. */
  codeRequired: boolean;
}

export function emailRegistrationSchema({ codeRequired }: EmailRegistrationContext) {
  return emailBody.pick({ email: true, password: true, code: true }).extend({
    email,
    code: codeRequired ? code : z.string(),
    password,
    agreed: z.boolean(),
  });
}

export type EmailRegistrationValues = z.input<ReturnType<typeof emailRegistrationSchema>>;
export type EmailRegistrationOutput = z.output<ReturnType<typeof emailRegistrationSchema>>;

export const phoneRegistrationSchema = phoneBody
  .pick({ phone: true, code: true, password: true })
  .extend({
    phone: z
      .string()
      .min(1, { error: REGISTRATION_MESSAGES.phoneEmpty, abort: true })
      .refine(fitsContract(phoneBody.shape.phone), REGISTRATION_MESSAGES.phoneEmpty),
    code,
    password,
    agreed: z.boolean(),
  });

export type PhoneRegistrationValues = z.input<typeof phoneRegistrationSchema>;
export type PhoneRegistrationOutput = z.output<typeof phoneRegistrationSchema>;

/** The phone field alone: the send-code button checks it before sending. */
export const registrationPhoneSchema = phoneRegistrationSchema.shape.phone;

export const quickRegisterSchema = phoneBody.pick({ code: true }).extend({ code });

export type QuickRegisterValues = z.input<typeof quickRegisterSchema>;
export type QuickRegisterOutput = z.output<typeof quickRegisterSchema>;

type EmailField = 'email' | 'code' | 'password';

/** Seed 000 section 8, email registration (500 stays the shared toast). */
export const EMAIL_REGISTRATION_SERVER_CODES: ServerCodeTable<EmailField> = {
  201: { to: 'dialog' }, // 'is your email correct'
  10004: { to: 'password' },
  10005: { to: 'email' },
  10006: { to: 'dialog' }, // 'already registered, log in'
  10008: { to: 'code' },
};

/** Seed 000 section 8, phone registration. */
export const PHONE_REGISTRATION_SERVER_CODES: ServerCodeTable<'phone' | 'code' | 'password'> = {
  500: { to: 'phone', fallbackKey: 'common:errors.unknown' },
  10004: { to: 'password' },
  10008: { to: 'code' },
};

/** Seed 000 section 8, quick register: 10004 continues on Registration; 500 in the dialog. */
export const QUICK_REGISTER_SERVER_CODES: ServerCodeTable<'code'> = {
  500: { to: 'form', fallbackKey: 'common:errors.unknown' },
  10004: { to: 'dialog' },
  10008: { to: 'code', fallbackKey: 'auth:registration.errors.codeRejected' },
};

export const EMAIL_REGISTRATION_HANDLED_CODES = handledCodes(EMAIL_REGISTRATION_SERVER_CODES);
export const PHONE_REGISTRATION_HANDLED_CODES = handledCodes(PHONE_REGISTRATION_SERVER_CODES);
export const QUICK_REGISTER_HANDLED_CODES = handledCodes(QUICK_REGISTER_SERVER_CODES);
