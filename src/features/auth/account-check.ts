// The account check after a 10001 login failure of an email user (seed 000 section 4, Login
// flow 4, and section 7: "account check (t is base64 of the username or email, b
// timestamp)"). The username is encoded as UTF-8 first, so Chinese characters (allowed
// before the @) survive; b is milliseconds since the epoch (the contract's inferred unit).
import type { AccountCheckRequest } from '../../api/generated/model';
import { utf8ToBase64 } from '../../lib/base64';

export function accountCheckPayload(
  username: string,
  now: number = Date.now(),
): AccountCheckRequest {
  return { t: utf8ToBase64(username.trim()), b: now };
}

/** Seed 000 section 4: "data 0 means new" (no account uses this username). */
export const ACCOUNT_NEW = 0;
