// The account-entry validation rules of seed 000 section 5, as pure functions shared by the
// login, Registration and binding screens. They answer with a reason (never a text): each
// screen maps a reason to its own message (login AccountErrorText_2, registration
// reg_ErrorText_4, binding the field's placeholder message ...).

/**
 * Seed 000 section 5: "letters, digits and Chinese characters with ._%+- before the @, then a
 * dotted domain with a suffix of 2 or more letters." The same pattern as the contract's
 * Email schema (openapi/components/common.yaml).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9\u4e00-\u9fa5._%+-]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

/** Seed 000 section 9: "phone and digit-only username maximum 16 digits". */
export const PHONE_MAX_DIGITS = 16;

/** loginState of the login payload (seed 000 section 3: "0 email, 3 phone number"). */
export const LOGIN_STATE = { email: 0, phone: 3 } as const;

export type UsernameKind = 'email' | 'phone';
export type RequiredError = 'empty';
export type EmailError = 'empty' | 'invalid';

/** True for a valid email address (the value is trimmed first). */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
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

/** The login username rules: empty, then the email pattern unless digits and spaces. */
export function validateUsername(value: string): EmailError | undefined {
  if (value.trim() === '') return 'empty';
  if (isPhoneLike(value)) return undefined;
  return isEmail(value) ? undefined : 'invalid';
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

/** Seed 000 section 5: "Empty password is an error" (after trimming). */
export function validatePassword(value: string): RequiredError | undefined {
  return trimPassword(value) === '' ? 'empty' : undefined;
}

/** Email fields of registration and binding: required and valid. */
export function validateEmail(value: string): EmailError | undefined {
  if (value.trim() === '') return 'empty';
  return isEmail(value) ? undefined : 'invalid';
}

/** A code or any other required text field (trimmed). */
export function validateRequired(value: string): RequiredError | undefined {
  return value.trim() === '' ? 'empty' : undefined;
}

/**
 * Seed 000 section 5: phone numbers are "digits only, up to 16 (commas and spaces
 * removed)". Every non-digit (commas, spaces, '+', dashes) is dropped, then the first 16
 * digits kept. Used as the phone field's input filter and for the request.
 */
export function phoneDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/** A phone field: required (digits only by construction). */
export function validatePhone(value: string): RequiredError | undefined {
  return phoneDigits(value) === '' ? 'empty' : undefined;
}

// ---- whole forms ----

export interface LoginFields {
  username: string;
  password: string;
  agreed: boolean;
}

export interface LoginCheck {
  username?: EmailError;
  password?: RequiredError;
  /** The fields are fine but the agreement is not ticked: show the agreement dialog. */
  needsAgreement: boolean;
}

/** Seed 000 section 5, login: username, password, then the agreement. */
export function checkLoginForm({ username, password, agreed }: LoginFields): LoginCheck {
  const usernameError = validateUsername(username);
  const passwordError = validatePassword(password);
  const fieldsOk = !usernameError && !passwordError;
  return {
    ...(usernameError ? { username: usernameError } : {}),
    ...(passwordError ? { password: passwordError } : {}),
    needsAgreement: fieldsOk && !agreed,
  };
}

export interface EmailRegistrationFields {
  email: string;
  code: string;
  password: string;
  agreed: boolean;
  /** getEmailFlag's emailCode: the code field is shown and required. */
  codeRequired: boolean;
}

export interface EmailRegistrationCheck {
  email?: EmailError;
  code?: RequiredError;
  password?: RequiredError;
  needsAgreement: boolean;
}

/**
 * Seed 000 section 5: "Email registration: email required and valid (reg_ErrorText_4); code
 * required when the flag is on (reg_code_plahold); password required; agreement required."
 */
export function checkEmailRegistration(fields: EmailRegistrationFields): EmailRegistrationCheck {
  const email = validateEmail(fields.email);
  const code = fields.codeRequired ? validateRequired(fields.code) : undefined;
  const password = validatePassword(fields.password);
  return {
    ...(email ? { email } : {}),
    ...(code ? { code } : {}),
    ...(password ? { password } : {}),
    needsAgreement: !email && !code && !password && !fields.agreed,
  };
}

export interface PhoneRegistrationFields {
  phone: string;
  code: string;
  password: string;
  agreed: boolean;
}

export interface PhoneRegistrationCheck {
  phone?: RequiredError;
  code?: RequiredError;
  password?: RequiredError;
  needsAgreement: boolean;
}

/**
 * Seed 000 section 5: "Phone registration: digits only, up to 16 (commas and spaces
 * removed); code and password required; agreement required."
 */
export function checkPhoneRegistration(fields: PhoneRegistrationFields): PhoneRegistrationCheck {
  const phone = validatePhone(fields.phone);
  const code = validateRequired(fields.code);
  const password = validatePassword(fields.password);
  return {
    ...(phone ? { phone } : {}),
    ...(code ? { code } : {}),
    ...(password ? { password } : {}),
    needsAgreement: !phone && !code && !password && !fields.agreed,
  };
}

/** True when a form check found no field error (the agreement aside). */
export function fieldsValid(check: { needsAgreement: boolean } & object): boolean {
  return Object.keys(check).every((key) => key === 'needsAgreement');
}
