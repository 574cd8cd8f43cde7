// Phone registration (seed 000 sections 3, 4, 5 and 8): area code (country picker), phone
// (digits only, up to 16, commas and spaces removed), code (sendPhoneCode type '2'),
// password with show/hide, agreement. Errors: 500 under the phone, 10008 under the code,
// 10004 under the password (PHONE_REGISTRATION_SERVER_CODES).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../components/form/code-field';
import { Form, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { PhoneField } from '../../components/form/phone-field';
import { SERVER_ERROR, showServerCode } from '../../components/form/server-codes';
import { phoneDigits } from './account-input';
import { useAgreementGate } from './agreement';
import styles from './auth.module.css';
import { InvalidFieldError } from '../../components/verification-code/invalid-field-error';
import {
  PHONE_REGISTRATION_HANDLED_CODES,
  PHONE_REGISTRATION_SERVER_CODES,
  phoneRegistrationSchema,
  REGISTRATION_MESSAGES,
  registrationPhoneSchema,
} from './registration-form-rules';
import { RegistrationFormEnd } from './registration-form-end';
import { REGISTRATION_SUCCESS_KEY } from './sign-in';
import { useAreaCode } from '../../components/form/use-area-code';
import { usePhoneRegistration } from './use-phone-registration';
import { useSignInRequest } from './use-sign-in-request';

export { PHONE_REGISTRATION_HANDLED_CODES };

interface PhoneRegistrationFormProps {
  initialPhone: string;
  initialCountry: string | undefined;
  /** The quick register's 10004 message, shown under the password on arrival. */
  initialPasswordError: string | undefined;
}

export function PhoneRegistrationForm({
  initialPhone,
  initialCountry,
  initialPasswordError,
}: PhoneRegistrationFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const form = useSchemaForm(phoneRegistrationSchema, {
    phone: phoneDigits(initialPhone),
    code: '',
    password: '',
    agreed: false,
  });
  useEffect(() => {
    if (initialPasswordError) {
      form.setError('password', { type: SERVER_ERROR, message: initialPasswordError });
    }
  }, [form, initialPasswordError]);
  const agreement = useAgreementGate();
  const area = useAreaCode(initialCountry);
  const registration = usePhoneRegistration(area, PHONE_REGISTRATION_HANDLED_CODES);
  const signIn = useSignInRequest({ successKey: REGISTRATION_SUCCESS_KEY });
  const busy = registration.pending || signIn.signingIn;

  const submit = useFormSubmit(
    form,
    async (values) => {
      if (agreement.blocks(values)) return;
      await signIn.run(registration.register(values), (error) => {
        showServerCode(form, error, PHONE_REGISTRATION_SERVER_CODES, t);
      });
    },
    busy,
  );

  const sendPhoneCode = async (captchaVerification?: string) => {
    const phone = registrationPhoneSchema.safeParse(form.getValues('phone'));
    if (!phone.success) {
      form.setError(
        'phone',
        { type: 'validate', message: REGISTRATION_MESSAGES.phoneEmpty },
        { shouldFocus: true },
      );
      throw new InvalidFieldError('phone');
    }
    return registration.sendCode(phone.data, captchaVerification);
  };

  return (
    <>
      <Form
        form={form}
        submit={submit}
        className={styles.form}
        aria-label={t('registration.phoneForm')}
      >
        <PhoneField
          name="phone"
          label={t('registration.phone')}
          placeholder={t('registration.phonePlaceholder')}
          normalise={phoneDigits}
          area={{ value: area.value, onChange: area.choose }}
          areaLabel={t('areaCode')}
        />
        <CodeField
          name="code"
          label={t('registration.code')}
          placeholder={t('registration.codePlaceholder')}
          channel="register-phone"
          send={sendPhoneCode}
        />
        <RegistrationFormEnd busy={busy} />
      </Form>
      {agreement.dialog(() => {
        form.setValue('agreed', true);
        void submit();
      })}
      {signIn.captchaDialog}
    </>
  );
}
