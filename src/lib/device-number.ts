// The device number sent as the deviceNumber header (seed 001 section 9: "The device number
// cookie lives one year. It is a random number from the current time plus 1000 to 9999").
// Inferred reading: the current time in milliseconds followed by a random 1000-9999, which
// keeps two devices created in the same millisecond apart.
import { COOKIE, COOKIE_MAX_AGE_S, readCookie, writeCookie } from './cookies';

export function createDeviceNumber(now: number = Date.now(), random: () => number = Math.random) {
  const suffix = 1000 + Math.floor(random() * 9000);
  return `${now}${suffix}`;
}

/** Reads the `equipment` cookie, creating it once (kept one year). */
export function getDeviceNumber(): string {
  const existing = readCookie(COOKIE.equipment);
  if (existing) return existing;
  const created = createDeviceNumber();
  writeCookie(COOKIE.equipment, created, COOKIE_MAX_AGE_S.equipment);
  return created;
}
