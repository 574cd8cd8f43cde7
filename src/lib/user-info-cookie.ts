// The Userinfo cookie (seed 000 section 3: "After login the user info is fetched and stored
// in a cookie"). A cookie travels with every request and any script on the page reads it,
// so it holds only what a screen reads from it (issue 11 item 22): today the level name of
// goodsDetail's bottom bar. E-mail, phone, names and points stay in the user-info query,
// which the account pages read.
import { COOKIE, COOKIE_MAX_AGE_S, readCookie, writeCookie } from './cookies';

/** What the cookie keeps of the user info. */
export interface StoredUserInfo {
  level: { levelName: string };
}

/** Keeps of the user-info reply (getUserInfo's data) only what the cookie holds. */
export function storedUserInfo(info: StoredUserInfo): StoredUserInfo {
  return { level: { levelName: info.level.levelName } };
}

/** Stores the user info after sign-in, for as long as the token (1296000 s). */
export function writeUserInfoCookie(info: StoredUserInfo): void {
  writeCookie(COOKIE.userInfo, JSON.stringify(storedUserInfo(info)), COOKIE_MAX_AGE_S.token);
}

/** The stored user info, or undefined when the cookie is missing or unreadable. */
export function readUserInfoCookie(): Partial<StoredUserInfo> | undefined {
  const raw = readCookie(COOKIE.userInfo);
  if (!raw) return undefined;
  try {
    const info = JSON.parse(raw) as unknown;
    return typeof info === 'object' && info !== null ? info : undefined;
  } catch {
    return undefined;
  }
}
