// The login form's rules (seed 000 section 5, "Login"), on top of the generated LoginBody:
// empty username -> usernameEmpty; a username that is not digits and spaces must be an email
// (the contract's Email: pattern and at most 255) -> AccountErrorText_2; empty password (after
// trimming) -> passwordEmpty. The agreement is checked once the fields are valid (a dialog,
// not a field message). Server codes: 10001 and 10002 under the password (seed 000 section 8;
// a phone user's 10001 opens the quick register instead).
import * as z from 'zod';
import { LoginBody, SendEmailCodeBody } from '../../api/generated/auth/auth.zod';
import { fitsContract } from '../../components/form/contract';
import { handledCodes, type ServerCodeTable } from '../../components/form/server-codes';
import { isPhoneLike } from './account-input';

export const LOGIN_MESSAGES = {
  usernameEmpty: 'auth:login.errors.usernameEmpty',
  usernameInvalid: 'auth:login.errors.AccountErrorText_2',
  passwordEmpty: 'auth:login.errors.passwordEmpty',
} as const;

const isContractEmail = fitsContract(SendEmailCodeBody.shape.email);

export const loginFormSchema = LoginBody.pick({ username: true, password: true }).extend({
  username: z
    .string()
    .trim()
    .min(1, { error: LOGIN_MESSAGES.usernameEmpty, abort: true })
    .refine(
      (value) => isPhoneLike(value) || isContractEmail(value),
      LOGIN_MESSAGES.usernameInvalid,
    ),
  // Seed 000 section 5: "Passwords are trimmed"; the contract's min 1 with the screen's message.
  password: z.string().trim().min(1, LOGIN_MESSAGES.passwordEmpty),
  agreed: z.boolean(),
});

export type LoginFormValues = z.input<typeof loginFormSchema>;
export type LoginFormOutput = z.output<typeof loginFormSchema>;

/** Seed 000 section 4: the agreement must be ticked, else its dialog opens. */
export function needsAgreement(values: { agreed: boolean }): boolean {
  return !values.agreed;
}

export const LOGIN_SERVER_CODES: ServerCodeTable<'password'> = {
  10001: { to: 'password', fallbackKey: 'auth:login.errors.wrongAccountOrPassword' },
  10002: { to: 'password', messageKey: 'auth:login.errors.passwordShowErrorText_2' },
};

export const LOGIN_HANDLED_CODES = handledCodes(LOGIN_SERVER_CODES);
