// Phone registration (seed 000 sections 3, 4, 5 and 8): area code (country picker), phone
// (digits only, up to 16, commas and spaces removed), code (sendPhoneCode type '2'),
// password with show/hide, agreement. Errors: 500 under the phone, 10008 under the code,
// 10004 under the password.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBusinessCode } from '../../api/api-error';
import { CountryPicker } from '../../components/country-picker/country-picker';
import { VerificationCodeButton } from '../../components/verification-code/verification-code-button';
import { AgreementCheckbox, AgreementDialog } from './agreement';
import styles from './auth.module.css';
import { InvalidFieldError } from './invalid-field-error';
import { PasswordField } from './password-field';
import { REGISTRATION_SUCCESS_KEY } from './sign-in';
import { TextField } from './text-field';
import { useAreaCode } from './use-area-code';
import { useFieldErrors } from './use-field-errors';
import { usePhoneRegistration } from './use-phone-registration';
import { useSignInRequest } from './use-sign-in-request';
import { checkPhoneRegistration, phoneDigits, validatePhone } from './validation';

/** Codes shown at the fields (seed 000 section 8), so the client adds no toast. */
export const PHONE_REGISTRATION_HANDLED_CODES = [500, 10004, 10008] as const;

const FIELDS = ['phone', 'code', 'password'] as const;

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
  const [phone, setPhone] = useState(() => phoneDigits(initialPhone));
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const fields = useFieldErrors(
    FIELDS,
    initialPasswordError ? { password: initialPasswordError } : {},
  );
  const { errors, refs } = fields;
  const [agreementOpen, setAgreementOpen] = useState(false);
  const area = useAreaCode(initialCountry);
  const registration = usePhoneRegistration(area, PHONE_REGISTRATION_HANDLED_CODES);
  const signIn = useSignInRequest({ successKey: REGISTRATION_SUCCESS_KEY });
  const busy = registration.pending || signIn.signingIn;

  const send = () =>
    signIn.run(registration.register({ phone, password, code }), (error) => {
      if (isBusinessCode(error, 500))
        fields.show({ phone: error.msg || t('common:errors.unknown') });
      else if (isBusinessCode(error, 10008)) fields.show({ code: error.msg });
      else if (isBusinessCode(error, 10004)) fields.show({ password: error.msg });
    });

  const submit = (agreedNow: boolean) => {
    if (busy) return;
    const check = checkPhoneRegistration({ phone, code, password, agreed: agreedNow });
    const invalid = fields.show({
      ...(check.phone ? { phone: t('registration.errors.phoneEmpty') } : {}),
      ...(check.code ? { code: t('registration.errors.reg_code_plahold') } : {}),
      ...(check.password ? { password: t('registration.errors.passwordEmpty') } : {}),
    });
    if (invalid) return;
    if (check.needsAgreement) {
      setAgreementOpen(true);
      return;
    }
    void send();
  };

  const sendPhoneCode = async (captchaVerification?: string) => {
    if (validatePhone(phone)) {
      fields.show({ phone: t('registration.errors.phoneEmpty') });
      throw new InvalidFieldError('phone');
    }
    return registration.sendCode(phone, captchaVerification);
  };

  return (
    <>
      <form
        className={styles.form}
        noValidate
        aria-label={t('registration.phoneForm')}
        onSubmit={(event) => {
          event.preventDefault();
          // A submit bubbling from a dialog's own form (React events cross portals) is not ours.
          if (event.target !== event.currentTarget) return;
          submit(agreed);
        }}
      >
        <TextField
          label={t('registration.phone')}
          placeholder={t('registration.phonePlaceholder')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={phone}
          inputRef={refs.phone}
          error={errors.phone}
          prefix={<CountryPicker value={area.value} onChange={area.choose} label={t('areaCode')} />}
          onChange={(value) => {
            setPhone(phoneDigits(value));
            fields.clear('phone');
          }}
        />
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
              channel="register-phone"
              className={styles.codeButton}
              send={sendPhoneCode}
            />
          }
        />
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
      {signIn.captchaDialog}
    </>
  );
}
