// The membership level shown on the bottom bar when no coupon applies: levelName from the
// Userinfo cookie written at login (seed 000 section 3: "user info ... stored in a cookie:
// level (with levelName)"). Nothing shows when the cookie is missing or unreadable.
import { COOKIE, readCookie } from '../../lib/cookies';

export function readMemberLevelName(): string | undefined {
  const raw = readCookie(COOKIE.userInfo);
  if (!raw) return undefined;
  try {
    const info = JSON.parse(raw) as { level?: { levelName?: unknown } } | null;
    const name = info?.level?.levelName;
    return typeof name === 'string' && name.trim() !== '' ? name : undefined;
  } catch {
    return undefined;
  }
}
