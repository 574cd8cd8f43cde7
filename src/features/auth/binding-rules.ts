// The rules of the google, line and apple binding form as pure functions (seed 000 sections 3,
// 4 "Binding" and 5 "Binding"): which fields a bindType shows, how the tabs behave, the
// validation messages and the binding payload.
//
// bindType 0 new account: the email only (no password, no code, no tabs).
// bindType 1 existing account: the email (or a mobile number) with the Password tab, or the
//   email with the One-time code tab; the shopper picks the tab.
// bindType 2 email fixed, Password tab; bindType 3 email fixed, One-time code tab (tabs locked).
import * as z from 'zod';
import { BindThirdPartyAccountBody } from '../../api/generated/auth/auth.zod';
import type { BindingRequest, BindSession, BindType } from '../../api/generated/model';
import { fitsContract } from '../../components/form/contract';
import { phoneDigits, trimPassword } from './account-input';
import { BIND_LOGIN_TYPE, type BindProvider } from './bind-session';
// Zod's JIT off before this module's schemas parse (lib/zod-jitless.ts: strict CSP).
import '../../lib/zod-jitless';

export type BindTab = 'password' | 'code';
export type BindContact = 'email' | 'phone';
export type BindField = 'email' | 'phone' | 'password' | 'code';

export interface BindValues {
  email: string;
  phone: string;
  password: string;
  code: string;
}

/** What the shopper chose; the bindType decides how much of it applies. */
export interface BindChoice {
  bindType: BindType;
  tab: BindTab;
  contact: BindContact;
}

export interface BindLayout {
  /** The Password / One-time code tabs are shown (every bindType but 0). */
  showTabs: boolean;
  /** bindType 2 and 3 lock the tabs on their own tab. */
  tabsLocked: boolean;
  /** The secret field shown: the password, the emailed code, or none (bindType 0). */
  tab: BindTab | null;
  /** The email comes from the bind session and cannot be changed (2 and 3). */
  emailFixed: boolean;
  /** Email or mobile number: the mobile number is offered only to bind an existing account with its password. */
  contact: BindContact;
  phoneModeAvailable: boolean;
}

export function isTabsLocked(bindType: BindType): boolean {
  return bindType === 2 || bindType === 3;
}

export function bindLayout(choice: BindChoice, session: BindSession): BindLayout {
  const { bindType } = choice;
  const tab: BindTab | null =
    bindType === 0 ? null : bindType === 2 ? 'password' : bindType === 3 ? 'code' : choice.tab;
  const phoneModeAvailable = bindType === 1 && tab === 'password';
  return {
    showTabs: bindType !== 0,
    tabsLocked: isTabsLocked(bindType),
    tab,
    // Without an email from the provider there is nothing to fix: the shopper types it.
    emailFixed: isTabsLocked(bindType) && session.email !== null,
    contact: phoneModeAvailable ? choice.contact : 'email',
    phoneModeAvailable,
  };
}

/**
 * i18n keys of the messages: each field's placeholder text (seed 000 section 5), and for the
 * apple variant's invalid email AccountErrorText_2 (the seed names the key). The binding has
 * its own text under that key: the login screen's mentions a phone number, which the apple
 * email field does not take.
 */
export const APPLE_EMAIL_ERROR_KEY = 'binding:AccountErrorText_2';

export const BIND_MESSAGES = {
  email: 'binding:fields.email.placeholder',
  phone: 'binding:fields.phone.placeholder',
  password: 'binding:fields.password.placeholder',
  code: 'binding:fields.code.placeholder',
} as const;

export type BindErrorKey = (typeof BIND_MESSAGES)[BindField] | typeof APPLE_EMAIL_ERROR_KEY;

export type BindErrors = Partial<Record<BindField, BindErrorKey>>;

export interface BindingFormContext {
  layout: BindLayout;
  provider: BindProvider;
}

/**
 * The binding form's schema, on top of the generated BindThirdPartyAccountBody (seed 000
 * section 5, "Binding: email required and valid (apple variant uses AccountErrorText_2); phone
 * required when the phone mode is used; password required when bindType is not 0; code
 * required in code mode. Messages are the placeholder messages of each field."). A field the
 * layout does not show is not checked; the email and the code must fit the contract (pattern,
 * at most 255; 4 to 8 digits).
 */
export function bindingFormSchema({ layout, provider }: BindingFormContext) {
  const body = BindThirdPartyAccountBody;
  const any = z.string();
  const checksEmail = layout.contact === 'email' && !layout.emailFixed;
  return body.pick({ email: true, phone: true, password: true, code: true }).extend({
    email: checksEmail
      ? z
          .string()
          .trim()
          .min(1, { error: BIND_MESSAGES.email, abort: true })
          .refine(
            fitsContract(body.shape.email),
            provider === 'apple' ? APPLE_EMAIL_ERROR_KEY : BIND_MESSAGES.email,
          )
      : any,
    phone:
      layout.contact === 'phone'
        ? z.string().refine((value) => phoneDigits(value) !== '', BIND_MESSAGES.phone)
        : any,
    password: layout.tab === 'password' ? z.string().trim().min(1, BIND_MESSAGES.password) : any,
    code:
      layout.tab === 'code'
        ? z
            .string()
            .trim()
            .min(1, { error: BIND_MESSAGES.code, abort: true })
            .refine(fitsContract(body.shape.code), BIND_MESSAGES.code)
        : any,
  });
}

/** The messages of the schema for these values, one per field (the first rule that fails). */
export function validateBinding(
  values: BindValues,
  layout: BindLayout,
  provider: BindProvider,
): BindErrors {
  const result = bindingFormSchema({ layout, provider }).safeParse(values);
  const errors: BindErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as BindField;
    errors[field] ??= issue.message as BindErrorKey;
  }
  return errors;
}

/** The email the request carries: the session's when fixed, else what was typed. */
export function bindEmail(values: BindValues, layout: BindLayout, session: BindSession): string {
  return layout.emailFixed && session.email !== null ? session.email : values.email.trim();
}

/** A dial code as the contract sends it: digits only, no '+'. */
export function dialDigits(dialCode: string): string {
  return dialCode.replace(/\D/g, '');
}

/**
 * Seed 000 section 3: "Binding payload: email (or phone plus areaCode), password or code,
 * loginType, bindType, bizId." The bindType sent is the form's (the session's, or 0/1 as the
 * email check adapted it); passwords are trimmed (seed 000 section 5).
 */
export function bindingRequest(input: {
  provider: BindProvider;
  session: BindSession;
  bindType: BindType;
  layout: BindLayout;
  values: BindValues;
  dialCode: string | undefined;
}): BindingRequest {
  const { provider, session, bindType, layout, values, dialCode } = input;
  const contact =
    layout.contact === 'phone'
      ? { phone: phoneDigits(values.phone), areaCode: dialDigits(dialCode ?? '') }
      : { email: bindEmail(values, layout, session) };
  const secret =
    layout.tab === 'password'
      ? { password: trimPassword(values.password) }
      : layout.tab === 'code'
        ? { code: values.code.trim() }
        : {};
  return {
    ...contact,
    ...secret,
    loginType: BIND_LOGIN_TYPE[provider],
    bindType,
    bizId: session.bizId,
  };
}

/**
 * The email-exists check (seed 000 section 4: "runs when a valid email loses focus (data 0
 * means new)") adapts a form whose email the shopper may change: 0 makes it a new account
 * (email only), 1 an existing one (password). The locked kinds (2, 3) stay as the server set
 * them.
 */
export function bindTypeAfterCheck(current: BindType, exists: boolean): BindType {
  if (isTabsLocked(current)) return current;
  return exists ? 1 : 0;
}
