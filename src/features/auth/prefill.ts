// What one account screen hands to the next through the router's location state (never the
// URL, so an address does not end up in history or logs):
// - login 10001 quick register answered 10004 -> Registration with the account prefilled;
// - Registration 10006 'already registered, log in' -> login with the email prefilled;
// - login 10001 with no such account -> Registration with the email prefilled.
export interface AccountPrefill {
  email?: string;
  /** A phone number (digits) with its country (ISO 3166-1 alpha-2). */
  phone?: string;
  country?: string;
  /** A server message to show under the password on arrival (quick register 10004). */
  passwordMessage?: string;
}

export interface PrefillState {
  prefill: AccountPrefill;
}

export function prefillState(prefill: AccountPrefill): PrefillState {
  return { prefill };
}

export function readPrefill(state: unknown): AccountPrefill {
  if (typeof state !== 'object' || state === null || !('prefill' in state)) return {};
  const value = state.prefill;
  if (typeof value !== 'object' || value === null) return {};
  const { email, phone, country, passwordMessage } = value as Record<string, unknown>;
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof phone === 'string' ? { phone } : {}),
    ...(typeof country === 'string' ? { country } : {}),
    ...(typeof passwordMessage === 'string' ? { passwordMessage } : {}),
  };
}
