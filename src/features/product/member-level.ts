// The membership level shown on the bottom bar when no coupon applies: levelName from the
// Userinfo cookie written at login (seed 000 section 3: "user info ... stored in a cookie:
// level (with levelName)"). Nothing shows when the cookie is missing or unreadable.
import { readUserInfoCookie } from '../../lib/user-info-cookie';

export function readMemberLevelName(): string | undefined {
  const name: unknown = readUserInfoCookie()?.level?.levelName;
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}
