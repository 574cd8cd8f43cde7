// Tabs/emailCertification (seed 001 sections 2, 5 and 7): the email (required, 'Please
// enter your Email'; a basic pattern, 'Please enter the correct email number'), the code
// ('Enter Verification Code') with the send-code button (sendType '2'; data 1 asks for the
// click-word captcha first), the 'not receiving' help list and Confirm (bind email: email,
// code, sendType '2'). The email starts as the account's. On 200 Binding_successful shows,
// the user info is fetched again and the page goes back one page; any other reply follows
// the shared catalogue (401 login, 500 / 10008 the msg as a toast) and the fields stay.
import { useTranslation } from 'react-i18next';
import { useBindEmail } from '../../api/generated/account-security/account-security';
import { useSendEmailCode } from '../../api/generated/auth/auth';
import { useGetUserInfo } from '../../api/generated/member/member';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { CodeField } from '../../components/form/code-field';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { TextField } from '../../components/form/text-field';
import { InvalidFieldError } from '../../components/verification-code/invalid-field-error';
import { CodeHelp } from './code-help';
import {
  emailAddressSchema,
  emailCodeRequest,
  emailFormSchema,
  SECURITY_HANDLED_CODES,
} from './security-form-rules';
import { SecurityPage } from './security-page';
import { useBindingSuccess } from './use-binding-success';
import styles from './security.module.css';

export function EmailCertificationScreen() {
  const { t } = useTranslation('security');
  const user = useGetUserInfo({ query: { select: okData } });
  return (
    <SecurityPage title={t('email.title')}>
      {user.isPending && <BlockLoading height={160} />}
      {user.isError && <BlockError message={t('loadFailed')} onRetry={() => void user.refetch()} />}
      {user.data && <EmailForm initialEmail={user.data.email.email ?? ''} />}
      <CodeHelp channel="email" />
    </SecurityPage>
  );
}

function EmailForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('security');
  const bound = useBindingSuccess();
  const form = useSchemaForm(emailFormSchema, { email: initialEmail, code: '' });
  const bind = useBindEmail({ request: { handledCodes: SECURITY_HANDLED_CODES } });
  const sendCode = useSendEmailCode({ request: { handledCodes: SECURITY_HANDLED_CODES } });

  const submit = useFormSubmit(
    form,
    async (body) => {
      try {
        okData(await bind.mutateAsync({ data: body }));
      } catch {
        // Not 200: the shared client has acted (401 login, 500 / 10008 toast); fields stay.
        return;
      }
      bound();
    },
    bind.isPending,
  );

  const send = async (captchaVerification?: string) => {
    const email = emailAddressSchema.safeParse(form.getValues('email'));
    if (!email.success) {
      const message = email.error.issues[0]?.message ?? '';
      form.setError('email', { type: 'validate', message }, { shouldFocus: true });
      throw new InvalidFieldError('email');
    }
    return okData(
      await sendCode.mutateAsync({ data: emailCodeRequest(email.data, captchaVerification) }),
    );
  };

  return (
    <Form form={form} submit={submit} aria-label={t('email.formLabel')} className={styles.form}>
      <p className={styles.intro}>{t('email.intro')}</p>
      <TextField
        name="email"
        label={t('email.email')}
        placeholder={t('email.emailPlaceholder')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <CodeField
        name="code"
        label={t('email.code')}
        placeholder={t('email.codePlaceholder')}
        channel="certify-email"
        send={send}
      />
      <SubmitButton
        pending={bind.isPending}
        label={t('email.submit')}
        busyLabel={t('email.submitting')}
      />
    </Form>
  );
}
