// The binding form of the google, line and apple screens (seed 000 sections 3, 4 "Binding",
// 5 "Binding" and 8): the fields follow the bind session's bindType (0 email only, 1 existing
// account, 2 / 3 email fixed with the Password / One-time code tab locked), the email-exists
// check adapts a new or existing account on blur, a reply 804 switches the form to the
// refreshed session, and nothing typed is lost through any failure.
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendEmailCode } from '../../api/generated/auth/auth';
import type { BindSession, BindType } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { CountryPicker } from '../../components/country-picker/country-picker';
import { VerificationCodeButton } from '../../components/verification-code/verification-code-button';
import type { BindProvider } from './bind-session';
import {
  BIND_FIELD_ORDER,
  bindEmail,
  bindLayout,
  bindingRequest,
  bindTypeAfterCheck,
  validateBinding,
  type BindContact,
  type BindErrors,
  type BindField,
  type BindTab,
  type BindValues,
} from './binding-rules';
import { BindingField } from './binding-field';
import { BindingTabs } from './binding-tabs';
import { useBindAreaCode } from './use-bind-area-code';
import { useBindEmailCheck, type EmailCheckResult } from './use-bind-email-check';
import { useBindSubmit, type BindFailure } from './use-bind-submit';
import { isEmail, phoneDigits } from './validation';
import styles from './binding.module.css';

interface BindingFormProps {
  provider: BindProvider;
  initialSession: BindSession;
}

export function BindingForm({ provider, initialSession }: BindingFormProps) {
  // auth: the apple variant's invalid email shows the login screen's AccountErrorText_2.
  const { t } = useTranslation(['binding', 'auth']);
  const [session, setSession] = useState(initialSession);
  const [bindType, setBindType] = useState<BindType>(initialSession.bindType);
  const [tab, setTab] = useState<BindTab>('password');
  const [contact, setContact] = useState<BindContact>('email');
  const [values, setValues] = useState<BindValues>({
    email: initialSession.email ?? '',
    phone: '',
    password: '',
    code: '',
  });
  const [errors, setErrors] = useState<BindErrors>({});
  const [failure, setFailure] = useState<BindFailure | undefined>(undefined);
  const [notice, setNotice] = useState('');
  const [emailStatus, setEmailStatus] = useState<EmailCheckResult | undefined>(undefined);
  // Bumped by a reply 804: the field the refreshed session asks for takes the focus.
  const [refreshes, setRefreshes] = useState(0);

  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const focusField = (field: BindField) => {
    const ref = { email: emailRef, phone: phoneRef, password: passwordRef, code: codeRef }[field];
    ref.current?.focus();
  };

  const area = useBindAreaCode();
  const layout = bindLayout({ bindType, tab, contact }, session);
  const providerName = t(`provider.${provider}`);

  const { submit, pending } = useBindSubmit({
    provider,
    onNeedsMore: (refreshed, message) => {
      setSession(refreshed);
      setBindType(refreshed.bindType);
      setErrors({});
      setFailure(undefined);
      setEmailStatus(undefined);
      setNotice(message);
      setRefreshes((n) => n + 1);
    },
    onFailure: setFailure,
  });

  useEffect(() => {
    if (refreshes === 0) return;
    focusField(layout.tab ?? 'email');
    // Only a new 804 moves the focus, not every change of the layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshes]);

  const checkEmail = useBindEmailCheck({
    currentEmail: () => emailRef.current?.value ?? '',
    onResult: (result) => {
      setEmailStatus(result);
      setBindType((current) => bindTypeAfterCheck(current, result === 'registered'));
    },
  });

  const sendCode = useSendEmailCode();
  const codeEmail = bindEmail(values, layout, session);

  const edit = (field: BindField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'email') setEmailStatus(undefined);
    setFailure(undefined);
  };

  // The server's message (or a translated one) sits under the password: under the secret
  // field of the tab, or under the email when bindType 0 has none.
  const failureField: BindField = layout.tab ?? layout.contact;
  const failureText = failure
    ? 'message' in failure
      ? failure.message
      : t(failure.messageKey as never)
    : undefined;
  const errorOf = (field: BindField): string | undefined => {
    const key = errors[field];
    if (key) return t(key);
    return field === failureField ? failureText : undefined;
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = validateBinding(values, layout, provider);
    setErrors(found);
    setFailure(undefined);
    const first = BIND_FIELD_ORDER.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    void submit(
      bindingRequest({
        provider,
        session,
        bindType,
        layout,
        values,
        dialCode: area.country?.dialCode,
      }),
    );
  };

  const intro =
    provider === 'apple'
      ? t(`appleIntro.${bindType}`)
      : t(`intro.${bindType}`, { provider: providerName });

  const emailField = layout.emailFixed ? (
    <BindingField
      label={t('fields.email.label')}
      type="email"
      value={session.email ?? ''}
      readOnly
      hint={
        provider === 'apple'
          ? t('fields.email.appleFixed')
          : t('fields.email.fixed', { provider: providerName })
      }
      inputRef={emailRef}
    />
  ) : (
    <BindingField
      label={t('fields.email.label')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('fields.email.placeholder')}
      value={values.email}
      error={errorOf('email')}
      inputRef={emailRef}
      onChange={(event) => {
        edit('email', event.target.value);
      }}
      onBlur={(event) => {
        // Seed 000 section 4: only a valid email is checked, and only while the shopper may
        // still turn it into a new (0) or an existing (1) account.
        if (bindType === 0 || bindType === 1) checkEmail(event.target.value);
      }}
    />
  );

  const phoneField = (
    <BindingField
      label={t('fields.phone.label')}
      type="tel"
      name="phone"
      autoComplete="tel-national"
      inputMode="numeric"
      placeholder={t('fields.phone.placeholder')}
      value={values.phone}
      error={errorOf('phone')}
      inputRef={phoneRef}
      onChange={(event) => {
        edit('phone', phoneDigits(event.target.value));
      }}
      before={
        <CountryPicker
          value={area.country?.value}
          label={t('fields.areaCode.label')}
          onChange={area.choose}
        />
      }
    />
  );

  const passwordField = (
    <BindingField
      label={t('fields.password.label')}
      type="password"
      name="password"
      autoComplete="current-password"
      placeholder={t('fields.password.placeholder')}
      value={values.password}
      error={errorOf('password')}
      inputRef={passwordRef}
      onChange={(event) => {
        edit('password', event.target.value);
      }}
    />
  );

  const codeField = (
    <BindingField
      label={t('fields.code.label')}
      type="text"
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      placeholder={t('fields.code.placeholder')}
      value={values.code}
      error={errorOf('code')}
      inputRef={codeRef}
      onChange={(event) => {
        edit('code', event.target.value);
      }}
      after={
        <VerificationCodeButton
          channel={`bind-${provider}`}
          disabled={!isEmail(codeEmail)}
          send={async (captchaVerification) =>
            okData(
              await sendCode.mutateAsync({
                data: {
                  email: codeEmail,
                  sendType: '3',
                  ...(captchaVerification ? { captchaVerification } : {}),
                },
              }),
            )
          }
        />
      }
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <div>
        <p className={styles.intro}>{intro}</p>
        <p className={styles.notice} role="status">
          {notice}
        </p>
      </div>

      <div>
        {layout.contact === 'phone' ? phoneField : emailField}
        <p className={styles.status} role="status">
          {emailStatus && (bindType === 0 || bindType === 1) ? t(`emailCheck.${emailStatus}`) : ''}
        </p>
        {layout.phoneModeAvailable ? (
          <button
            type="button"
            className={styles.switchContact}
            onClick={() => {
              setContact((current) => (current === 'email' ? 'phone' : 'email'));
              setErrors({});
              setFailure(undefined);
            }}
          >
            {layout.contact === 'email' ? t('contact.usePhone') : t('contact.useEmail')}
          </button>
        ) : null}
      </div>

      {layout.showTabs && layout.tab ? (
        <BindingTabs
          value={layout.tab}
          locked={layout.tabsLocked}
          onChange={(next) => {
            setTab(next);
            setErrors({});
            setFailure(undefined);
          }}
        >
          {layout.tab === 'password' ? passwordField : codeField}
        </BindingTabs>
      ) : null}

      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? t('submit.busy') : bindType === 0 ? t('submit.create') : t('submit.link')}
      </button>
    </form>
  );
}
