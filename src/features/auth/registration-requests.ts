// The register and send-code payloads of seed 000 section 3 ("Email registration: email,
// password, code, confirm (0 or 1), optional cid, captchaVerification. Phone registration:
// phone, password, areaCode, countryCode, code, optional cid, captchaVerification") and
// section 7 (send email code sendType '1', send phone code type '2' for registration).
import type {
  EmailRegistrationRequest,
  EmailConfirm,
  PhoneRegistrationRequest,
  SendEmailCodeRequest,
  SendPhoneCodeRequest,
} from '../../api/generated/model';
import { COOKIE, readCookie } from '../../lib/cookies';
import { phoneDigits, trimPassword } from './account-input';

/** The channel id (`cid` cookie), sent only when the visitor came with one. */
function channel(): { cid?: string } {
  const cid = readCookie(COOKIE.cid);
  return cid ? { cid } : {};
}

function withCaptcha(captchaVerification: string | undefined) {
  return captchaVerification ? { captchaVerification } : {};
}

export interface PhoneRegistrationInput {
  phone: string;
  password: string;
  dialCode: string;
  country: string;
  code: string;
  captchaVerification?: string | undefined;
}

export function phoneRegistrationRequest(input: PhoneRegistrationInput): PhoneRegistrationRequest {
  return {
    phone: phoneDigits(input.phone),
    password: trimPassword(input.password),
    areaCode: input.dialCode,
    countryCode: input.country,
    code: input.code.trim(),
    ...channel(),
    ...withCaptcha(input.captchaVerification),
  };
}

export interface EmailRegistrationInput {
  email: string;
  password: string;
  code: string;
  confirm: EmailConfirm;
  captchaVerification?: string | undefined;
}

export function emailRegistrationRequest(input: EmailRegistrationInput): EmailRegistrationRequest {
  const code = input.code.trim();
  return {
    email: input.email.trim(),
    password: trimPassword(input.password),
    ...(code ? { code } : {}),
    confirm: input.confirm,
    ...channel(),
    ...withCaptcha(input.captchaVerification),
  };
}

/** Seed 000 section 7: "Send phone code: phone, areaCode, captchaVerification, type ('2' register ...), countryCode". */
export function registrationPhoneCodeRequest(
  phone: string,
  dialCode: string,
  country: string,
  captchaVerification?: string,
): SendPhoneCodeRequest {
  return {
    phone: phoneDigits(phone),
    areaCode: dialCode,
    type: '2',
    countryCode: country,
    ...withCaptcha(captchaVerification),
  };
}

/** Seed 000 section 7: "Send email code: email, captchaVerification, sendType ('1' register ...)". */
export function registrationEmailCodeRequest(
  email: string,
  captchaVerification?: string,
): SendEmailCodeRequest {
  return { email: email.trim(), sendType: '1', ...withCaptcha(captchaVerification) };
}
