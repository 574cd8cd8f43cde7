// The phone-verification popup of OrderDetail (seed 001 section 5: "Phone verification
// needs a phone and a code"): its schema from the generated phone-binding body, its
// server codes and its requests (send code type '3', seed 001 section 7: "Send SMS code
// (mobile bind): phone, areaCode, captchaVerification, type '3', countryCode").
import * as z from 'zod';
import { BindPhoneBody } from '../../api/generated/account-security/account-security.zod';
import type { BindPhoneRequest, SendPhoneCodeRequest } from '../../api/generated/model';
import { fitsContract } from '../../components/form/contract';
import { handledCodes, type ServerCodeTable } from '../../components/form/server-codes';

export const PHONE_VERIFY_MESSAGES = {
  phoneRequired: 'orderDetail:phone.phoneRequired',
  codeRequired: 'orderDetail:phone.codeRequired',
} as const;

const phone = z
  .string()
  .min(1, { error: PHONE_VERIFY_MESSAGES.phoneRequired, abort: true })
  .refine(fitsContract(BindPhoneBody.shape.phone), PHONE_VERIFY_MESSAGES.phoneRequired);

export const phoneVerifySchema = BindPhoneBody.pick({ phone: true, code: true }).extend({
  phone,
  code: z
    .string()
    .trim()
    .min(1, { error: PHONE_VERIFY_MESSAGES.codeRequired, abort: true })
    .refine(fitsContract(BindPhoneBody.shape.code), PHONE_VERIFY_MESSAGES.codeRequired),
});

export type PhoneVerifyValues = z.input<typeof phoneVerifySchema>;

/** The phone field alone: the send-code button checks it before sending. */
export const phoneVerifyPhoneSchema = phone;

/** Seed 001 section 8: 10008 (wrong or expired code) under the code; 500 stays the toast. */
export const PHONE_VERIFY_SERVER_CODES: ServerCodeTable<'phone' | 'code'> = {
  10008: { to: 'code' },
};
export const PHONE_VERIFY_HANDLED_CODES = handledCodes(PHONE_VERIFY_SERVER_CODES);

/**
 * Seed 001 section 9: "Phone in forms: max 16 digits with commas and spaces removed" (the
 * field keeps digits only, as the account-entry phone fields do).
 */
export function phoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 16);
}

export interface Area {
  dialCode: string;
  value: string;
}

export function phoneVerifyCodeRequest(
  phoneNumber: string,
  area: Area,
  captchaVerification?: string,
): SendPhoneCodeRequest {
  return {
    phone: phoneNumber,
    areaCode: area.dialCode,
    type: '3',
    countryCode: area.value,
    ...(captchaVerification ? { captchaVerification } : {}),
  };
}

export function phoneVerifyRequest(
  values: { phone: string; code: string },
  area: Area,
): BindPhoneRequest {
  return {
    phone: values.phone,
    areCode: area.dialCode,
    code: values.code,
    countryCode: area.value,
  };
}
