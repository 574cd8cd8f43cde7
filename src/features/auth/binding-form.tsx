// The binding form of the google, line and apple screens (seed 000 sections 3, 4 "Binding",
// 5 "Binding" and 8): the fields follow the bind session's bindType (0 email only, 1 existing
// account, 2 / 3 email fixed with the Password / One-time code tab locked), the email-exists
// check adapts a new or existing account on blur, a reply 804 switches the form to the
// refreshed session, and nothing typed is lost through any failure. Built like every form
// (components/form): the rules are bindingFormSchema's, on top of the generated body.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendEmailCode } from '../../api/generated/auth/auth';
import type { BindSession, BindType } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { CodeField } from '../../components/form/code-field';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { PasswordField } from '../../components/form/password-field';
import { PhoneField } from '../../components/form/phone-field';
import { TextField } from '../../components/form/text-field';
import { isEmail, phoneDigits } from './account-input';
import type { BindProvider } from './bind-session';
import {
  bindEmail,
  bindingFormSchema,
  bindingRequest,
  bindLayout,
  bindTypeAfterCheck,
  type BindContact,
  type BindField,
  type BindTab,
} from './binding-rules';
import { BindingTabs } from './binding-tabs';
import { useBindAreaCode } from './use-bind-area-code';
import { useBindEmailCheck, type EmailCheckResult } from './use-bind-email-check';
import { useBindSubmit, type BindFailure } from './use-bind-submit';
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
  const [failure, setFailure] = useState<BindFailure | undefined>(undefined);
  const [notice, setNotice] = useState('');
  const [emailStatus, setEmailStatus] = useState<EmailCheckResult | undefined>(undefined);
  // Bumped by a reply 804: the field the refreshed session asks for takes the focus.
  const [refreshes, setRefreshes] = useState(0);

  const area = useBindAreaCode();
  const layout = bindLayout({ bindType, tab, contact }, session);
  const providerName = t(`provider.${provider}`);
  const form = useSchemaForm(
    bindingFormSchema,
    { email: initialSession.email ?? '', phone: '', password: '', code: '' },
    { layout, provider },
  );

  const { submit: bind, pending } = useBindSubmit({
    provider,
    onNeedsMore: (refreshed, message) => {
      setSession(refreshed);
      setBindType(refreshed.bindType);
      if (refreshed.email !== null) form.setValue('email', refreshed.email);
      form.clearErrors();
      setFailure(undefined);
      setEmailStatus(undefined);
      setNotice(message);
      setRefreshes((n) => n + 1);
    },
    onFailure: setFailure,
  });

  useEffect(() => {
    if (refreshes === 0) return;
    form.setFocus(layout.tab ?? 'email');
    // Only a new 804 moves the focus, not every change of the layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshes]);

  // Any edit clears the failure under the password; an edit of the email its check's status.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change') return;
      setFailure(undefined);
      if (name === 'email') setEmailStatus(undefined);
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [form]);

  const checkEmail = useBindEmailCheck({
    currentEmail: () => form.getValues('email'),
    onResult: (result) => {
      setEmailStatus(result);
      setBindType((current) => bindTypeAfterCheck(current, result === 'registered'));
    },
  });

  const sendCode = useSendEmailCode();
  const codeEmail = bindEmail(form.watch(), layout, session);

  // The server's message (or a translated one) sits under the password: under the secret
  // field of the tab, or under the email when bindType 0 has none.
  const failureField: BindField = layout.tab ?? layout.contact;
  const failureText = failure
    ? 'message' in failure
      ? failure.message
      : t(failure.messageKey as never)
    : undefined;
  const failureOf = (field: BindField) => (field === failureField ? failureText : undefined);

  const submit = useFormSubmit(
    form,
    async (values) => {
      await bind(
        bindingRequest({
          provider,
          session,
          bindType,
          layout,
          values,
          dialCode: area.country?.dialCode,
        }),
      );
    },
    pending,
  );

  const resetMessages = () => {
    form.clearErrors();
    setFailure(undefined);
  };

  const intro =
    provider === 'apple'
      ? t(`appleIntro.${bindType}`)
      : t(`intro.${bindType}`, { provider: providerName });

  const emailField = layout.emailFixed ? (
    <TextField
      name="email"
      label={t('fields.email.label')}
      type="email"
      readOnly
      hint={
        provider === 'apple'
          ? t('fields.email.appleFixed')
          : t('fields.email.fixed', { provider: providerName })
      }
    />
  ) : (
    <TextField
      name="email"
      label={t('fields.email.label')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('fields.email.placeholder')}
      fallbackError={failureOf('email')}
      onBlur={(event) => {
        // Seed 000 section 4: only a valid email is checked, and only while the shopper may
        // still turn it into a new (0) or an existing (1) account.
        if (bindType === 0 || bindType === 1) checkEmail(event.target.value);
      }}
    />
  );

  const phoneField = (
    <PhoneField
      name="phone"
      label={t('fields.phone.label')}
      placeholder={t('fields.phone.placeholder')}
      normalise={phoneDigits}
      fallbackError={failureOf('phone')}
      area={{ value: area.country?.value, onChange: area.choose }}
      areaLabel={t('fields.areaCode.label')}
    />
  );

  const passwordField = (
    <PasswordField
      name="password"
      label={t('fields.password.label')}
      autoComplete="current-password"
      placeholder={t('fields.password.placeholder')}
      fallbackError={failureOf('password')}
    />
  );

  const codeField = (
    <CodeField
      name="code"
      label={t('fields.code.label')}
      placeholder={t('fields.code.placeholder')}
      fallbackError={failureOf('code')}
      channel={`bind-${provider}`}
      sendDisabled={!isEmail(codeEmail)}
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
  );

  return (
    <Form
      form={form}
      submit={() => {
        if (!pending) setFailure(undefined);
        return submit();
      }}
      className={styles.form}
      aria-busy={pending}
    >
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
              resetMessages();
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
            resetMessages();
          }}
        >
          {layout.tab === 'password' ? passwordField : codeField}
        </BindingTabs>
      ) : null}

      <SubmitButton
        pending={pending}
        label={bindType === 0 ? t('submit.create') : t('submit.link')}
        busyLabel={t('submit.busy')}
      />
    </Form>
  );
}
