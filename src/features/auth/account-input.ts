// What the account-entry fields keep of a keystroke and how a value is sent (seed 000
// section 5). The validation rules themselves live in each form's schema (login-form-rules,
// registration-form-rules, binding-rules), on top of the generated request schemas.
import { SendEmailCodeBody } from '../../api/generated/auth/auth.zod';
import { PHONE_MAX_DIGITS, phoneDigits } from '../../components/form/phone-digits';

export { PHONE_MAX_DIGITS, phoneDigits };

/** loginState of the login payload (seed 000 section 3: "0 email, 3 phone number"). */
export const LOGIN_STATE = { email: 0, phone: 3 } as const;

export type UsernameKind = 'email' | 'phone';

/**
 * True for a valid email address (trimmed first): the contract's Email schema, the seed's
 * pattern (section 5) and at most 255 characters (seed 001 section 5).
 */
export function isEmail(value: string): boolean {
  return SendEmailCodeBody.shape.email.safeParse(value.trim()).success;
}

/**
 * Seed 000 section 5: "If the username is not purely digits and spaces it must match the
 * email pattern". A '+' counts as part of a phone number (it is stripped, same section).
 */
export function isPhoneLike(value: string): boolean {
  const stripped = value.replace(/\+/g, '').trim();
  return stripped !== '' && /^[\d\s]+$/.test(stripped);
}

/** Which loginState a username is sent with: phone for digits and spaces, else email. */
export function usernameKind(value: string): UsernameKind {
  return isPhoneLike(value) ? 'phone' : 'email';
}

/** Keeps the first `max` digits of a string of digits and separators, separators kept. */
function capDigits(value: string, max: number): string {
  let digits = 0;
  let out = '';
  for (const char of value) {
    if (digits === max) break;
    if (/\d/.test(char)) digits += 1;
    out += char;
  }
  return out;
}

/**
 * What the login username field keeps of a keystroke: a digit-only username has its '+'
 * stripped and is cut at 16 digits (spaces kept for readability); anything else is kept as
 * typed (seed 000 section 5: "Digit-only usernames are limited to 16 characters and '+' is
 * stripped").
 */
export function normaliseUsernameInput(raw: string): string {
  if (!isPhoneLike(raw)) return raw;
  return capDigits(raw.replace(/\+/g, ''), PHONE_MAX_DIGITS);
}

/**
 * The username as sent: the trimmed email, or the phone's digits ('+' and spaces removed,
 * at most 16).
 */
export function usernameForRequest(value: string): string {
  return isPhoneLike(value) ? phoneDigits(value) : value.trim();
}

/** Seed 000 section 5: "Passwords are trimmed." */
export function trimPassword(value: string): string {
  return value.trim();
}
