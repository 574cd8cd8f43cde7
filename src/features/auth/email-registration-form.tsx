// Email registration (seed 000 sections 3, 4 "Registration", 5 and 8): email, code (shown
// and required when the 'is email flag' query says so; its button sends sendEmailCode
// sendType '1'), password with show/hide, agreement. With the confirm step on, the first
// submit carries confirm 0 and a 201 reply opens 'is your email correct': Edit refocuses the
// email, Confirm resends with confirm 1. Errors: 10005 under the email, 10006 the 'already
// registered, log in' dialog, 10008 under the code, 10004 under the password.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGetEmailFlag, useRegister, useSendEmailCode } from '../../api/generated/auth/auth';
import type { EmailConfirm } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CodeField } from '../../components/form/code-field';
import { Form, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { showServerCode } from '../../components/form/server-codes';
import { TextField } from '../../components/form/text-field';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { useAgreementGate } from './agreement';
import styles from './auth.module.css';
import { InvalidFieldError } from '../../components/verification-code/invalid-field-error';
import { prefillState } from './prefill';
import {
  EMAIL_REGISTRATION_HANDLED_CODES,
  EMAIL_REGISTRATION_SERVER_CODES,
  emailRegistrationSchema,
  REGISTRATION_MESSAGES,
  registrationEmailSchema,
  type EmailRegistrationOutput,
} from './registration-form-rules';
import { emailRegistrationRequest, registrationEmailCodeRequest } from './registration-requests';
import { RegistrationFormEnd } from './registration-form-end';
import { REGISTRATION_SUCCESS_KEY } from './sign-in';
import { useSignInRequest } from './use-sign-in-request';

export { EMAIL_REGISTRATION_HANDLED_CODES };

/**
 * While the 'is email flag' query is loading or failed, the code is asked for and the
 * confirm step is on (the contract's inferred defaults).
 */
const DEFAULT_FLAGS = { emailConfirm: true, emailCode: true };

export function EmailRegistrationForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'confirmEmail' | { alreadyRegistered: string } | undefined>(
    undefined,
  );
  const agreement = useAgreementGate();
  const flagsQuery = useGetEmailFlag({ query: { select: okData } });
  const flags = flagsQuery.data ?? DEFAULT_FLAGS;
  const form = useSchemaForm(
    emailRegistrationSchema,
    { email: initialEmail, code: '', password: '', agreed: false },
    { codeRequired: flags.emailCode },
  );
  const register = useRegister({ request: { handledCodes: EMAIL_REGISTRATION_HANDLED_CODES } });
  const sendCode = useSendEmailCode();
  const signIn = useSignInRequest({ successKey: REGISTRATION_SUCCESS_KEY });
  const busy = register.isPending || signIn.signingIn;

  const send = (values: EmailRegistrationOutput, confirm: EmailConfirm) =>
    signIn.run(
      async (captchaVerification) =>
        okData(
          await register.mutateAsync({
            data: emailRegistrationRequest({
              email: values.email,
              password: values.password,
              code: flags.emailCode ? values.code : '',
              confirm,
              captchaVerification,
            }),
          }),
        ),
      (error) => {
        const hit = showServerCode(form, error, EMAIL_REGISTRATION_SERVER_CODES, t);
        if (hit?.code === 201) setDialog('confirmEmail');
        else if (hit?.code === 10006) setDialog({ alreadyRegistered: hit.message });
      },
    );

  // Set while the 'is your email correct' dialog's Confirm resends (confirm 1).
  const confirming = useRef(false);
  const submit = useFormSubmit(
    form,
    async (values) => {
      if (agreement.blocks(values)) return;
      // Without the confirm step the address counts as confirmed from the start (inferred).
      await send(values, confirming.current || !flags.emailConfirm ? 1 : 0);
    },
    busy,
  );

  const sendEmailCode = async (captchaVerification?: string) => {
    const email = registrationEmailSchema.safeParse(form.getValues('email'));
    if (!email.success) {
      form.setError(
        'email',
        { type: 'validate', message: REGISTRATION_MESSAGES.emailInvalid },
        { shouldFocus: true },
      );
      throw new InvalidFieldError('email');
    }
    return okData(
      await sendCode.mutateAsync({
        data: registrationEmailCodeRequest(email.data, captchaVerification),
      }),
    );
  };

  const closeDialog = () => {
    setDialog(undefined);
  };

  return (
    <>
      <Form
        form={form}
        submit={submit}
        className={styles.form}
        aria-label={t('registration.emailForm')}
      >
        <TextField
          name="email"
          label={t('registration.email')}
          placeholder={t('registration.emailPlaceholder')}
          type="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
        />
        {flags.emailCode ? (
          <CodeField
            name="code"
            label={t('registration.code')}
            placeholder={t('registration.codePlaceholder')}
            channel="register-email"
            send={sendEmailCode}
          />
        ) : null}
        <RegistrationFormEnd busy={busy} />
      </Form>
      {/* Outside the form: React events bubble through portals, and no dialog may submit it. */}
      {agreement.dialog(() => {
        form.setValue('agreed', true);
        void submit();
      })}
      <ConfirmDialog
        open={dialog === 'confirmEmail'}
        title={t('registration.confirmEmail.title')}
        cancelLabel={t('registration.confirmEmail.edit')}
        confirmLabel={t('registration.confirmEmail.confirm')}
        onCancel={() => {
          closeDialog();
          // After the dialog has closed and handed focus back to where it was.
          setTimeout(() => {
            form.setFocus('email');
          }, 0);
        }}
        onConfirm={() => {
          closeDialog();
          confirming.current = true;
          void submit().finally(() => {
            confirming.current = false;
          });
        }}
      >
        <p className={styles.dialogText}>{t('registration.confirmEmail.body')}</p>
        <p className={styles.dialogEmail}>{form.getValues('email').trim()}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={typeof dialog === 'object'}
        title={t('registration.alreadyRegistered.title')}
        cancelLabel={t('registration.alreadyRegistered.cancel')}
        confirmLabel={t('registration.alreadyRegistered.logIn')}
        onCancel={closeDialog}
        onConfirm={() => {
          closeDialog();
          void navigate(paths.login.getHref(lang), {
            state: prefillState({ email: form.getValues('email').trim() }),
          });
        }}
      >
        <p className={styles.dialogText}>
          {typeof dialog === 'object' && dialog.alreadyRegistered
            ? dialog.alreadyRegistered
            : t('registration.alreadyRegistered.body')}
        </p>
      </ConfirmDialog>
      {signIn.captchaDialog}
    </>
  );
}
