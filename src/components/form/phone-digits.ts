// What a phone field keeps and sends (seed 000 section 5: phone numbers are "digits only, up
// to 16 (commas and spaces removed)"; seed 001 section 9: "Phone in forms: max 16 digits
// with commas and spaces removed"). Shared by the account entry and the account pages.

/** Seed 000 section 9: "phone and digit-only username maximum 16 digits". */
export const PHONE_MAX_DIGITS = 16;

/**
 * Every non-digit (commas, spaces, '+', dashes) is dropped, then the first 16 digits kept.
 * Used as the phone field's input filter and for the request.
 */
export function phoneDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}
