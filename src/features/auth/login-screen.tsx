// The login screen (seed 000 sections 2, 4 "Login flow", 5, 6, 8): username (email or
// phone, with the area code for a phone), password, agreement, the login button, the
// third-party icons of login config type 1, the register link, forgot password and help
// (both open support) and the Home link. Nothing typed is cleared by any failure.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isBusinessCode } from '../../api/api-error';
import { useCheckAccount, useLogin } from '../../api/generated/auth/auth';
import type { LoginRequest } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { CountryPicker } from '../../components/country-picker/country-picker';
import { DocumentHead } from '../../components/document-head';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { PasswordField } from '../../components/form/password-field';
import { useInternationalNumberInput } from '../../components/form/phone-field';
import { matchServerCode, SERVER_ERROR, showServerCode } from '../../components/form/server-codes';
import { TextField } from '../../components/form/text-field';
import { paths } from '../../config/paths';
import { openSupportChat } from '../../lib/support-chat';
import { useLocale } from '../../lib/use-locale';
import { ACCOUNT_NEW, accountCheckPayload } from './account-check';
import {
  LOGIN_STATE,
  normaliseUsernameInput,
  usernameForRequest,
  usernameKind,
  type UsernameKind,
} from './account-input';
import { AgreementCheckbox, useAgreementGate } from './agreement';
import styles from './auth.module.css';
import { EntryHeader } from './entry-header';
import {
  LOGIN_HANDLED_CODES,
  LOGIN_SERVER_CODES,
  loginFormSchema,
  type LoginFormOutput,
} from './login-form-rules';
import { prefillState, readPrefill } from './prefill';
import { QuickRegisterDialog } from './quick-register-dialog';
import { ThirdPartyLogin } from './third-party-login';
import { useAreaCode } from '../../components/form/use-area-code';
import { useSignInRequest } from './use-sign-in-request';

export { LOGIN_HANDLED_CODES };

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useSchemaForm(loginFormSchema, {
    username: readPrefill(location.state).email ?? '',
    password: '',
    agreed: false,
  });
  const username = form.watch('username');
  // The username the account check found no account for; typing another one hides the link.
  const [notFound, setNotFound] = useState<string | undefined>(undefined);
  const noSuchAccount = notFound !== undefined && notFound === username;
  const agreement = useAgreementGate();
  // A phone user's 10001: the quick register dialog is open, with the server's message for
  // the password field once it is cancelled (undefined: closed).
  const [quickRegister, setQuickRegister] = useState<string | undefined>(undefined);
  const area = useAreaCode();
  const normaliseUsername = useInternationalNumberInput(area.choose, normaliseUsernameInput);
  const signIn = useSignInRequest();
  const login = useLogin({ request: { handledCodes: LOGIN_HANDLED_CODES } });
  const checkAccount = useCheckAccount();
  const isPhone = usernameKind(username) === 'phone';
  const busy = login.isPending || signIn.signingIn;

  /** 10001 for an email user: is there an account at all? (data 0: no such account.) */
  const runAccountCheck = async (typed: string) => {
    try {
      const result = okData(await checkAccount.mutateAsync({ data: accountCheckPayload(typed) }));
      if (result === ACCOUNT_NEW) setNotFound(form.getValues('username'));
    } catch {
      // The client has shown the failure; the password message stays.
    }
  };

  const onFailure = (error: unknown, kind: UsernameKind, typed: string) => {
    if (kind === 'phone' && isBusinessCode(error, 10001)) {
      setQuickRegister(matchServerCode(error, LOGIN_SERVER_CODES, t)?.message ?? '');
      return;
    }
    // 401, 500, 10008, 801 and transport failures: the shared client has acted.
    const hit = showServerCode(form, error, LOGIN_SERVER_CODES, t);
    if (hit?.code === 10001) void runAccountCheck(typed);
  };

  const send = (values: LoginFormOutput) => {
    const kind = usernameKind(values.username);
    return signIn.run(
      async (captchaVerification) => {
        const request: LoginRequest = {
          username: usernameForRequest(values.username),
          password: values.password,
          loginState: LOGIN_STATE[kind],
          // The area code belongs to a phone number: an email login sends none.
          ...(kind === 'phone' && area.dialCode ? { areaCode: area.dialCode } : {}),
          ...(captchaVerification ? { captchaVerification } : {}),
        };
        return okData(await login.mutateAsync({ data: request }));
      },
      (error) => {
        onFailure(error, kind, values.username);
      },
    );
  };

  const submit = useFormSubmit(
    form,
    async (values) => {
      setNotFound(undefined);
      if (agreement.blocks(values)) return;
      await send(values);
    },
    busy,
  );

  return (
    <main className={styles.page}>
      <DocumentHead title={t('login.title')} />
      <EntryHeader title={t('login.title')} />
      <Form form={form} submit={submit} className={styles.form} aria-label={t('login.title')}>
        <TextField
          name="username"
          label={t('login.username')}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          normalise={normaliseUsername}
          fallbackError={noSuchAccount ? t('login.errors.accountNotFound') : undefined}
          prefix={
            isPhone ? (
              <CountryPicker value={area.value} onChange={area.choose} label={t('areaCode')} />
            ) : null
          }
          below={
            noSuchAccount ? (
              <Link
                className={styles.inlineLink}
                to={paths.registration.getHref(lang)}
                state={prefillState({ email: username.trim() })}
              >
                {t('login.signUpWithEmail')}
              </Link>
            ) : null
          }
        />
        <PasswordField
          name="password"
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
        />
        <AgreementCheckbox name="agreed" />
        <SubmitButton pending={busy} label={t('login.submit')} busyLabel={t('login.submitting')} />
      </Form>

      <div className={styles.helpRow}>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => {
            openSupportChat(lang);
          }}
        >
          {t('login.forgotPassword')}
        </button>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => {
            openSupportChat(lang);
          }}
        >
          {t('login.help')}
        </button>
      </div>

      <ThirdPartyLogin screen={1} />

      <p className={styles.switch}>
        {t('login.noAccount')}{' '}
        <Link className={styles.inlineLink} to={paths.registration.getHref(lang)}>
          {t('login.register')}
        </Link>
      </p>

      {agreement.dialog(() => {
        form.setValue('agreed', true);
        void submit();
      })}
      <QuickRegisterDialog
        open={quickRegister !== undefined}
        phone={usernameForRequest(username)}
        area={area}
        password={form.getValues('password').trim()}
        onClose={() => {
          // Cancel: the form says what went wrong, as for an email user (seed 000 section 8).
          if (quickRegister) {
            form.setError(
              'password',
              { type: SERVER_ERROR, message: quickRegister },
              { shouldFocus: true },
            );
          }
          setQuickRegister(undefined);
        }}
        onNeedsRegistration={(message) => {
          setQuickRegister(undefined);
          void navigate(paths.registration.getHref(lang), {
            state: prefillState({
              phone: usernameForRequest(username),
              country: area.value,
              passwordMessage: message,
            }),
          });
        }}
      />
      {signIn.captchaDialog}
    </main>
  );
}
