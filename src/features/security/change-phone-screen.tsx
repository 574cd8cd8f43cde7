// Tabs/changetiePhone, two steps (seed 001 sections 2, 4, 5 and 7). Step 1 shows the current
// mobile and takes the code sent to it (send phone code type '1' with only the captcha
// verification); Next is disabled until the code is non-empty; the verify call's reply is a
// key. Step 2 takes the new phone with its country code and a code sent to it (type '1' with
// phone, areaCode, countryCode); Confirm Change is disabled until both are filled; bind new
// phone sends areCode, phone, code, key, type '1', countryCode; success shows 'Binding
// successful' and goes back one page. The help list and the customer service link show on
// both steps. A failure (401 login, 500 / 10008 toast) leaves the step and its fields as
// they were.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useVerifyOldPhone } from '../../api/generated/account-security/account-security';
import { useSendPhoneCode } from '../../api/generated/auth/auth';
import { useGetUserInfo } from '../../api/generated/member/member';
import type { UserMobile } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { CodeField } from '../../components/form/code-field';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { CodeHelp } from './code-help';
import { maskedPhone } from './masked-phone';
import {
  canConfirmNewPhone,
  canVerifyOldPhone,
  CHANGE_PHONE_MESSAGES,
  newPhoneFormSchema,
  OLD_PHONE_FORM_DEFAULTS,
  oldPhoneFormSchema,
  phoneCodeRequest,
  SECURITY_HANDLED_CODES,
} from './security-form-rules';
import { SecurityPage } from './security-page';
import { PhoneBindingForm, usePhoneBinding } from './use-phone-binding';
import styles from './security.module.css';

export function ChangePhoneScreen() {
  const { t } = useTranslation('security');
  const user = useGetUserInfo({ query: { select: okData } });
  // The key of step 1; step 2 shows once it is known.
  const [key, setKey] = useState<string | undefined>(undefined);
  return (
    <SecurityPage title={t('changePhone.title')}>
      <p className={styles.step}>{t('changePhone.step', { step: key === undefined ? 1 : 2 })}</p>
      {key !== undefined ? (
        <NewPhoneStep changeKey={key} />
      ) : (
        <>
          {user.isPending && <BlockLoading height={160} />}
          {user.isError && (
            <BlockError message={t('loadFailed')} onRetry={() => void user.refetch()} />
          )}
          {user.data && <OldPhoneStep mobile={user.data.mobile} onVerified={setKey} />}
        </>
      )}
      <CodeHelp channel="sms" />
    </SecurityPage>
  );
}

function OldPhoneStep({
  mobile,
  onVerified,
}: {
  mobile: UserMobile;
  onVerified: (key: string) => void;
}) {
  const { t } = useTranslation('security');
  const lang = useLocale();
  const form = useSchemaForm(oldPhoneFormSchema, OLD_PHONE_FORM_DEFAULTS);
  const verify = useVerifyOldPhone({ request: { handledCodes: SECURITY_HANDLED_CODES } });
  const sendCode = useSendPhoneCode({ request: { handledCodes: SECURITY_HANDLED_CODES } });
  const code = form.watch('code');

  const submit = useFormSubmit(
    form,
    async (body) => {
      let key: string;
      try {
        key = okData(await verify.mutateAsync({ data: body }));
      } catch {
        // Not 200: the shared client has acted; step 1 stays with its code.
        return;
      }
      onVerified(key);
    },
    verify.isPending,
  );

  if (!mobile.mobile) {
    return (
      <div className={styles.notice}>
        <p>{t('changePhone.noPhone')}</p>
        <Link to={paths.bindCellphone.getHref(lang)}>{t('changePhone.bindInstead')}</Link>
      </div>
    );
  }

  return (
    <Form
      form={form}
      submit={submit}
      aria-label={t('changePhone.oldFormLabel')}
      className={styles.form}
    >
      <p className={styles.intro}>{t('changePhone.oldIntro')}</p>
      <div>
        <p className={styles.intro}>{t('changePhone.oldPhone')}</p>
        <p className={styles.current}>{maskedPhone(mobile.code, mobile.mobile)}</p>
      </div>
      <CodeField
        name="code"
        label={t('changePhone.code')}
        placeholder={t('changePhone.codePlaceholder')}
        channel="change-phone-old"
        send={async (captchaVerification) =>
          okData(
            await sendCode.mutateAsync({
              data: phoneCodeRequest('1', undefined, captchaVerification),
            }),
          )
        }
      />
      <SubmitButton
        pending={verify.isPending}
        disabled={!canVerifyOldPhone(code)}
        label={t('changePhone.next')}
        busyLabel={t('changePhone.checking')}
      />
    </Form>
  );
}

function NewPhoneStep({ changeKey }: { changeKey: string }) {
  const { t } = useTranslation('security');
  const binding = usePhoneBinding({
    schema: newPhoneFormSchema,
    phoneMessage: CHANGE_PHONE_MESSAGES.phone,
    sendType: '1',
    changeKey,
  });
  const [phone, code] = binding.form.watch(['phone', 'code']);
  return (
    <PhoneBindingForm
      binding={binding}
      channel="change-phone-new"
      submitDisabled={!canConfirmNewPhone({ phone, code })}
      texts={{
        form: t('changePhone.newFormLabel'),
        areaCode: t('changePhone.areaCode'),
        phone: t('changePhone.phone'),
        phonePlaceholder: t('changePhone.phonePlaceholder'),
        code: t('changePhone.code'),
        codePlaceholder: t('changePhone.codePlaceholder'),
        submit: t('changePhone.confirm'),
        submitting: t('changePhone.confirming'),
      }}
    />
  );
}
