// Which Registration tab opens (seed 000 section 2: "tabs Email and Mobile (the chosen tab
// is remembered in cookies)"): an account handed over by another screen decides first (a
// phone opens Mobile, an email opens Email), then the remembered choice, then Email.
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies';
import type { AccountPrefill } from './prefill';

export const REGISTRATION_TABS = ['email', 'mobile'] as const;
export type RegistrationTab = (typeof REGISTRATION_TABS)[number];

function isTab(value: string | undefined): value is RegistrationTab {
  return (REGISTRATION_TABS as readonly string[]).includes(value ?? '');
}

export function readRememberedTab(): RegistrationTab | undefined {
  const value = readCookie(COOKIE.registrationTab);
  return isTab(value) ? value : undefined;
}

/** Remembered for the browser session (the seed gives no lifetime). */
export function rememberTab(tab: RegistrationTab): void {
  writeCookie(COOKIE.registrationTab, tab);
}

export function initialTab(prefill: AccountPrefill): RegistrationTab {
  if (prefill.phone) return 'mobile';
  if (prefill.email) return 'email';
  return readRememberedTab() ?? 'email';
}
