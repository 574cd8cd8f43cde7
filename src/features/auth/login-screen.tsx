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
import { paths } from '../../config/paths';
import { openSupportChat } from '../../lib/support-chat';
import { useLocale } from '../../lib/use-locale';
import { ACCOUNT_NEW, accountCheckPayload } from './account-check';
import { AgreementCheckbox, AgreementDialog } from './agreement';
import styles from './auth.module.css';
import { EntryHeader } from './entry-header';
import { PasswordField } from './password-field';
import { prefillState, readPrefill } from './prefill';
import { QuickRegisterDialog } from './quick-register-dialog';
import { TextField } from './text-field';
import { ThirdPartyLogin } from './third-party-login';
import { useAreaCode } from './use-area-code';
import { useFieldErrors } from './use-field-errors';
import { useSignInRequest } from './use-sign-in-request';
import {
  checkLoginForm,
  LOGIN_STATE,
  normaliseUsernameInput,
  trimPassword,
  usernameForRequest,
  usernameKind,
  type UsernameKind,
} from './validation';

/** Codes this screen shows at its fields or in its dialog (seed 000 section 8). */
export const LOGIN_HANDLED_CODES = [10001, 10002] as const;

const FIELDS = ['username', 'password'] as const;

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState(() => readPrefill(location.state).email ?? '');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const fields = useFieldErrors(FIELDS);
  const { errors, refs } = fields;
  const [noSuchAccount, setNoSuchAccount] = useState(false);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [quickRegister, setQuickRegister] = useState(false);
  const area = useAreaCode();
  const signIn = useSignInRequest();
  const login = useLogin({ request: { handledCodes: LOGIN_HANDLED_CODES } });
  const checkAccount = useCheckAccount();
  const isPhone = usernameKind(username) === 'phone';
  const busy = login.isPending || signIn.signingIn;

  const showPasswordError = (message: string) => fields.show({ password: message });

  /** 10001 for an email user: is there an account at all? (data 0: no such account.) */
  const runAccountCheck = async (typed: string) => {
    try {
      const result = okData(await checkAccount.mutateAsync({ data: accountCheckPayload(typed) }));
      if (result === ACCOUNT_NEW) setNoSuchAccount(true);
    } catch {
      // The client has shown the failure; the password message stays.
    }
  };

  const onFailure = (error: unknown, kind: UsernameKind, typed: string) => {
    if (isBusinessCode(error, 10001)) {
      if (kind === 'phone') {
        setQuickRegister(true);
        return;
      }
      showPasswordError(error.msg || t('login.errors.wrongAccountOrPassword'));
      void runAccountCheck(typed);
      return;
    }
    if (isBusinessCode(error, 10002)) showPasswordError(t('login.errors.passwordShowErrorText_2'));
    // 401, 500, 10008, 801 and transport failures: the shared client has acted.
  };

  const send = () => {
    const kind = usernameKind(username);
    return signIn.run(
      async (captchaVerification) => {
        const request: LoginRequest = {
          username: usernameForRequest(username),
          password: trimPassword(password),
          loginState: LOGIN_STATE[kind],
          ...(area.dialCode ? { areaCode: area.dialCode } : {}),
          ...(captchaVerification ? { captchaVerification } : {}),
        };
        return okData(await login.mutateAsync({ data: request }));
      },
      (error) => {
        onFailure(error, kind, username);
      },
    );
  };

  const submit = (agreedNow: boolean) => {
    if (busy) return;
    const check = checkLoginForm({ username, password, agreed: agreedNow });
    setNoSuchAccount(false);
    const invalid = fields.show({
      ...(check.username === 'empty' ? { username: t('login.errors.usernameEmpty') } : {}),
      ...(check.username === 'invalid' ? { username: t('login.errors.AccountErrorText_2') } : {}),
      ...(check.password ? { password: t('login.errors.passwordEmpty') } : {}),
    });
    if (invalid) return;
    if (check.needsAgreement) {
      setAgreementOpen(true);
      return;
    }
    void send();
  };

  const usernameError = noSuchAccount ? t('login.errors.accountNotFound') : errors.username;

  return (
    <main className={styles.page}>
      <DocumentHead title={t('login.title')} />
      <EntryHeader title={t('login.title')} />
      <form
        className={styles.form}
        noValidate
        aria-label={t('login.title')}
        onSubmit={(event) => {
          event.preventDefault();
          // A submit bubbling from a dialog's own form (React events cross portals) is not ours.
          if (event.target !== event.currentTarget) return;
          submit(agreed);
        }}
      >
        <TextField
          label={t('login.username')}
          placeholder={t('login.usernamePlaceholder')}
          value={username}
          inputRef={refs.username}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          error={usernameError}
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
          onChange={(value) => {
            setUsername(normaliseUsernameInput(value));
            setNoSuchAccount(false);
            fields.clear('username');
          }}
        />
        <PasswordField
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          value={password}
          inputRef={refs.password}
          autoComplete="current-password"
          error={errors.password}
          onChange={(value) => {
            setPassword(value);
            fields.clear('password');
          }}
        />
        <AgreementCheckbox checked={agreed} onChange={setAgreed} />
        <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>

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

      <AgreementDialog
        open={agreementOpen}
        onClose={() => {
          setAgreementOpen(false);
        }}
        onAgree={() => {
          setAgreementOpen(false);
          setAgreed(true);
          submit(true);
        }}
      />
      <QuickRegisterDialog
        open={quickRegister}
        phone={usernameForRequest(username)}
        area={area}
        password={trimPassword(password)}
        onClose={() => {
          setQuickRegister(false);
        }}
        onNeedsRegistration={(message) => {
          setQuickRegister(false);
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
