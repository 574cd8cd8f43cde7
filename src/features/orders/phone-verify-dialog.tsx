// OrderDetail's phone-verification popup: opened when the member detail check says the order
// needs it (needPhoneVerify), prefilled with the bound phone. Phone (with the area-code
// picker) and code (with the shared send-code button) are required; the binding call
// verifies; 10008 shows under the code.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBindPhone } from '../../api/generated/account-security/account-security';
import { useSendPhoneCode } from '../../api/generated/auth/auth';
import type { OrderMemberDetail } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { Dialog } from '../../components/dialog';
import { CodeField } from '../../components/form/code-field';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { PhoneField } from '../../components/form/phone-field';
import { showServerCode } from '../../components/form/server-codes';
import { listCountries } from '../../lib/countries';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';

import { InvalidFieldError } from '../../components/verification-code/invalid-field-error';
import { useAreaCode } from '../../components/form/use-area-code';
import {
  PHONE_VERIFY_HANDLED_CODES,
  PHONE_VERIFY_MESSAGES,
  PHONE_VERIFY_SERVER_CODES,
  phoneInput,
  phoneVerifyCodeRequest,
  phoneVerifyPhoneSchema,
  phoneVerifyRequest,
  phoneVerifySchema,
} from './phone-verify-rules';
import styles from './orders.module.css';

interface PhoneVerifyDialogProps {
  check: OrderMemberDetail;
  onClose: () => void;
}

export function PhoneVerifyDialog({ check, onClose }: PhoneVerifyDialogProps) {
  const { t } = useTranslation(['orderDetail', 'auth', 'common']);
  const lang = useLocale();
  const boundCountry = useMemo(
    () => listCountries(lang).find((c) => c.dialCode === check.areaCode)?.value,
    [lang, check.areaCode],
  );
  const area = useAreaCode(boundCountry);
  const form = useSchemaForm(phoneVerifySchema, { phone: check.mobile ?? '', code: '' });
  const sendCode = useSendPhoneCode();
  const bind = useBindPhone({ request: { handledCodes: PHONE_VERIFY_HANDLED_CODES } });
  const [formError, setFormError] = useState<string>();

  const submit = useFormSubmit(
    form,
    async (values) => {
      setFormError(undefined);
      try {
        await bind.mutateAsync({ data: phoneVerifyRequest(values, area) });
        showToast({ kind: 'success', messageKey: 'orderDetail:phone.verified' });
        onClose();
      } catch (error) {
        const hit = showServerCode(form, error, PHONE_VERIFY_SERVER_CODES, t);
        if (hit && hit.to !== 'phone' && hit.to !== 'code') setFormError(hit.message);
      }
    },
    bind.isPending,
  );

  const send = async (captchaVerification?: string) => {
    const phone = phoneVerifyPhoneSchema.safeParse(form.getValues('phone'));
    if (!phone.success) {
      form.setError(
        'phone',
        { type: 'validate', message: PHONE_VERIFY_MESSAGES.phoneRequired },
        { shouldFocus: true },
      );
      throw new InvalidFieldError('phone');
    }
    return okData(
      await sendCode.mutateAsync({
        data: phoneVerifyCodeRequest(phone.data, area, captchaVerification),
      }),
    );
  };

  return (
    <Dialog open onClose={onClose} title={t('phone.title')}>
      <p>{t('phone.body')}</p>
      <Form form={form} submit={submit} aria-label={t('phone.title')}>
        <PhoneField
          name="phone"
          label={t('auth:registration.phone')}
          normalise={phoneInput}
          area={{ value: area.value, onChange: area.choose }}
          areaLabel={t('auth:areaCode')}
        />
        <CodeField
          name="code"
          label={t('auth:registration.code')}
          channel="order-phone-verify"
          send={send}
        />
        {formError ? (
          <p role="alert" className={styles.warning}>
            {formError}
          </p>
        ) : null}
        <SubmitButton
          pending={bind.isPending}
          label={t('phone.submit')}
          busyLabel={t('common:loading')}
          className={styles.footerButton}
        />
      </Form>
    </Dialog>
  );
}
