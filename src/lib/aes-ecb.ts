// AES in ECB mode with PKCS#7 padding, base64 out: what the AJ-Captcha protocol uses to hide
// the captcha answer (seed 000 section 7: "pointJson (encrypted with the secret key when one
// is given)"). @noble/ciphers is audited and maintained; ECB is weak in general, but the
// protocol fixes it, and the key is a per-challenge secret chosen by the server.
import { ecb } from '@noble/ciphers/aes.js';
import { utf8ToBytes } from '@noble/ciphers/utils.js';
import { bytesToBase64 } from './base64';

/** AES key lengths in bytes (AES-128, AES-192, AES-256). */
const KEY_BYTES = new Set([16, 24, 32]);

export function isAesKey(key: string): boolean {
  return KEY_BYTES.has(utf8ToBytes(key).length);
}

/** Encrypts UTF-8 text with the UTF-8 key (AES-ECB, PKCS#7) and returns base64. */
export function encryptAesEcb(plainText: string, key: string): string {
  if (!isAesKey(key)) throw new RangeError('The AES key must be 16, 24 or 32 bytes long.');
  return bytesToBase64(ecb(utf8ToBytes(key)).encrypt(utf8ToBytes(plainText)));
}
