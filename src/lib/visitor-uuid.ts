// The visitor's `uuid` cookie (seed 000 section 3 "Cookies: uuid"; section 9 "uuid 31536000 s
// (1 year)"): sent as uid with the home data and the hot products (seed 000 section 7 "Home
// data (uid for recharge list)", "Home hot products: uid"). Created on first need.
import { useState } from 'react';
import { COOKIE, COOKIE_MAX_AGE_S, readCookie, writeCookie } from './cookies';

/** A random (version 4) UUID; getRandomValues covers pages served outside a secure context. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Reads the `uuid` cookie, creating it (kept one year) when it is missing. */
export function ensureVisitorUuid(): string {
  const existing = readCookie(COOKIE.uuid);
  if (existing) return existing;
  const created = randomUuid();
  writeCookie(COOKIE.uuid, created, COOKIE_MAX_AGE_S.uuid);
  return created;
}

/** The visitor uuid for this screen, read (or created) once. */
export function useVisitorUuid(): string {
  const [uuid] = useState(ensureVisitorUuid);
  return uuid;
}
