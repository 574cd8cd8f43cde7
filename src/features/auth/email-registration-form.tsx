// Email registration (seed 000 sections 3, 4 "Registration", 5 and 8): email, code (shown
// and required when the 'is email flag' query says so; its button sends sendEmailCode
// sendType '1'), password with show/hide, agreement. With the confirm step on, the first
// submit carries confirm 0 and a 201 reply opens 'is your email correct': Edit refocuses the
// email, Confirm resends with confirm 1. Errors: 10005 under the email, 10006 the 'already
// registered, log in' dialog, 10008 under the code, 10004 under the password.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isBusinessCode } from '../../api/api-error';
import { useGetEmailFlag, useRegister, useSendEmailCode } from '../../api/generated/auth/auth';
import type { EmailConfirm } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { Dialog } from '../../components/dialog';
import { VerificationCodeButton } from '../../components/verification-code/verification-code-button';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { AgreementCheckbox, AgreementDialog } from './agreement';
import { InvalidFieldError } from './invalid-field-error';
import styles from './auth.module.css';
import { PasswordField } from './password-field';
import { prefillState } from './prefill';
import { emailRegistrationRequest, registrationEmailCodeRequest } from './registration-requests';
import { REGISTRATION_SUCCESS_KEY } from './sign-in';
import { TextField } from './text-field';
import { useFieldErrors } from './use-field-errors';
import { useSignInRequest } from './use-sign-in-request';
import { checkEmailRegistration, validateEmail } from './validation';

/** Codes shown at the fields or in a dialog (seed 000 section 8); 500 stays a toast. */
export const EMAIL_REGISTRATION_HANDLED_CODES = [201, 10004, 10005, 10006, 10008] as const;

/**
 * While the 'is email flag' query is loading or failed, the code is asked for and the
 * confirm step is on (the contract's inferred defaults).
 */
const DEFAULT_FLAGS = { emailConfirm: true, emailCode: true };

const FIELDS = ['email', 'code', 'password'] as const;

export function EmailRegistrationForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const fields = useFieldErrors(FIELDS);
  const { errors, refs } = fields;
  const [dialog, setDialog] = useState<
    'agreement' | 'confirmEmail' | { alreadyRegistered: string } | undefined
  >(undefined);
  const flagsQuery = useGetEmailFlag({ query: { select: okData } });
  const flags = flagsQuery.data ?? DEFAULT_FLAGS;
  const register = useRegister({ request: { handledCodes: EMAIL_REGISTRATION_HANDLED_CODES } });
  const sendCode = useSendEmailCode();
  const signIn = useSignInRequest({ successKey: REGISTRATION_SUCCESS_KEY });
  const busy = register.isPending || signIn.signingIn;

  const send = (confirm: EmailConfirm) =>
    signIn.run(
      async (captchaVerification) =>
        okData(
          await register.mutateAsync({
            data: emailRegistrationRequest({
              email,
              password,
              code: flags.emailCode ? code : '',
              confirm,
              captchaVerification,
            }),
          }),
        ),
      (error) => {
        if (isBusinessCode(error, 201)) setDialog('confirmEmail');
        else if (isBusinessCode(error, 10005)) fields.show({ email: error.msg });
        else if (isBusinessCode(error, 10006)) setDialog({ alreadyRegistered: error.msg });
        else if (isBusinessCode(error, 10008)) fields.show({ code: error.msg });
        else if (isBusinessCode(error, 10004)) fields.show({ password: error.msg });
      },
    );

  const submit = (agreedNow: boolean) => {
    if (busy) return;
    const check = checkEmailRegistration({
      email,
      code,
      password,
      agreed: agreedNow,
      codeRequired: flags.emailCode,
    });
    const invalid = fields.show({
      ...(check.email ? { email: t('registration.errors.reg_ErrorText_4') } : {}),
      ...(check.code ? { code: t('registration.errors.reg_code_plahold') } : {}),
      ...(check.password ? { password: t('registration.errors.passwordEmpty') } : {}),
    });
    if (invalid) return;
    if (check.needsAgreement) {
      setDialog('agreement');
      return;
    }
    // Without the confirm step the address counts as confirmed from the start (inferred).
    void send(flags.emailConfirm ? 0 : 1);
  };

  const sendEmailCode = async (captchaVerification?: string) => {
    if (validateEmail(email)) {
      fields.show({ email: t('registration.errors.reg_ErrorText_4') });
      throw new InvalidFieldError('email');
    }
    return okData(
      await sendCode.mutateAsync({
        data: registrationEmailCodeRequest(email, captchaVerification),
      }),
    );
  };

  const closeDialog = () => {
    setDialog(undefined);
  };

  return (
    <>
      <form
        className={styles.form}
        noValidate
        aria-label={t('registration.emailForm')}
        onSubmit={(event) => {
          event.preventDefault();
          // A submit bubbling from a dialog's own form (React events cross portals) is not ours.
          if (event.target !== event.currentTarget) return;
          submit(agreed);
        }}
      >
        <TextField
          label={t('registration.email')}
          placeholder={t('registration.emailPlaceholder')}
          type="email"
          value={email}
          inputRef={refs.email}
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          error={errors.email}
          onChange={(value) => {
            setEmail(value);
            fields.clear('email');
          }}
        />
        {flags.emailCode ? (
          <TextField
            label={t('registration.code')}
            placeholder={t('registration.codePlaceholder')}
            value={code}
            inputRef={refs.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errors.code}
            onChange={(value) => {
              setCode(value);
              fields.clear('code');
            }}
            addon={
              <VerificationCodeButton
                channel="register-email"
                className={styles.codeButton}
                send={sendEmailCode}
              />
            }
          />
        ) : null}
        <PasswordField
          label={t('registration.password')}
          placeholder={t('registration.passwordPlaceholder')}
          value={password}
          inputRef={refs.password}
          autoComplete="new-password"
          error={errors.password}
          onChange={(value) => {
            setPassword(value);
            fields.clear('password');
          }}
        />
        <AgreementCheckbox checked={agreed} onChange={setAgreed} />
        <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
          {busy ? t('registration.submitting') : t('registration.submit')}
        </button>
      </form>
      {/* Outside the form: React events bubble through portals, and no dialog may submit it. */}
      <AgreementDialog
        open={dialog === 'agreement'}
        onClose={closeDialog}
        onAgree={() => {
          closeDialog();
          setAgreed(true);
          submit(true);
        }}
      />
      <Dialog
        open={dialog === 'confirmEmail'}
        title={t('registration.confirmEmail.title')}
        onClose={closeDialog}
        actions={
          <>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => {
                closeDialog();
                // After the dialog has closed and handed focus back to where it was.
                setTimeout(() => refs.email.current?.focus(), 0);
              }}
            >
              {t('registration.confirmEmail.edit')}
            </button>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => {
                closeDialog();
                void send(1);
              }}
            >
              {t('registration.confirmEmail.confirm')}
            </button>
          </>
        }
      >
        <p className={styles.dialogText}>{t('registration.confirmEmail.body')}</p>
        <p className={styles.dialogEmail}>{email.trim()}</p>
      </Dialog>
      <Dialog
        open={typeof dialog === 'object'}
        title={t('registration.alreadyRegistered.title')}
        onClose={closeDialog}
        actions={
          <>
            <button type="button" className={styles.secondaryButton} onClick={closeDialog}>
              {t('registration.alreadyRegistered.cancel')}
            </button>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => {
                closeDialog();
                void navigate(paths.login.getHref(lang), {
                  state: prefillState({ email: email.trim() }),
                });
              }}
            >
              {t('registration.alreadyRegistered.logIn')}
            </button>
          </>
        }
      >
        <p className={styles.dialogText}>
          {typeof dialog === 'object' && dialog.alreadyRegistered
            ? dialog.alreadyRegistered
            : t('registration.alreadyRegistered.body')}
        </p>
      </Dialog>
      {signIn.captchaDialog}
    </>
  );
}
