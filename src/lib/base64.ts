// Base64 of bytes and of text as UTF-8: btoa alone takes only Latin-1 characters and
// throws on others (a Chinese username, say), so text is encoded as UTF-8 first.

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function utf8ToBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}
