// The cookies a render wrote (a guest's sign-in intent kept by a guard, a new device number)
// as Set-Cookie headers, with the attributes the browser code gives them (lib/cookies.ts:
// the whole site, SameSite=Lax, Secure over https) and js-cookie's encoding, so the browser
// code reads them back as it reads its own.
import Cookies from 'js-cookie';
import type { ScopedCookieWrite } from '../lib/server-scope';

export function setCookieHeader(write: ScopedCookieWrite, https: boolean): string {
  const name = encodeURIComponent(write.name);
  const attributes = ['Path=/', 'SameSite=Lax', ...(https ? ['Secure'] : [])];
  if (write.value === undefined) {
    return [`${name}=`, 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', ...attributes].join(
      '; ',
    );
  }
  const value = Cookies.converter.write(write.value, write.name);
  return [
    `${name}=${value}`,
    ...(write.maxAgeSeconds === undefined ? [] : [`Max-Age=${write.maxAgeSeconds}`]),
    ...attributes,
  ].join('; ');
}
