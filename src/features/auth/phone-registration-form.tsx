// Phone registration (seed 000 sections 3, 4, 5 and 8): area code (country picker), phone
// (digits only, up to 16, commas and spaces removed), code (sendPhoneCode type '2'),
// password with show/hide, agreement. Errors: 500 under the phone, 10008 under the code,
// 10004 under the password.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBusinessCode } from '../../api/api-error';
import { useRegister, useSendPhoneCode } from '../../api/generated/auth/auth';
import { okData } from '../../api/http-client';
import { CountryPicker } from '../../components/country-picker/country-picker';
import { VerificationCodeButton } from '../../components/verification-code/verification-code-button';
import { AgreementCheckbox, AgreementDialog } from './agreement';
import styles from './auth.module.css';
import { InvalidFieldError } from './invalid-field-error';
import { PasswordField } from './password-field';
import { phoneRegistrationRequest, registrationPhoneCodeRequest } from './registration-requests';
import { REGISTRATION_SUCCESS_KEY, useCompleteSignIn } from './sign-in';
import { TextField } from './text-field';
import { useAreaCode } from './use-area-code';
import { needsCaptcha, useCaptchaStep } from './use-captcha-step';
import { checkPhoneRegistration, phoneDigits, validatePhone } from './validation';

/** Codes shown at the fields (seed 000 section 8), so the client adds no toast. */
export const PHONE_REGISTRATION_HANDLED_CODES = [500, 10004, 10008] as const;

interface Errors {
  phone?: string;
  code?: string;
  password?: string;
}

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
  const [errors, setErrors] = useState<Errors>(
    initialPasswordError ? { password: initialPasswordError } : {},
  );
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const area = useAreaCode(initialCountry);
  const register = useRegister({ request: { handledCodes: PHONE_REGISTRATION_HANDLED_CODES } });
  const sendCode = useSendPhoneCode();
  const captcha = useCaptchaStep('blockPuzzle');
  const completeSignIn = useCompleteSignIn();
  const busy = register.isPending || signingIn;

  const fieldError = (field: keyof Errors, message: string) => {
    setErrors({ [field]: message });
    ({ phone: phoneRef, code: codeRef, password: passwordRef })[field].current?.focus();
  };

  const send = async (captchaVerification?: string) => {
    let data;
    try {
      data = okData(
        await register.mutateAsync({
          data: phoneRegistrationRequest({
            phone,
            password,
            dialCode: area.dialCode,
            country: area.value,
            code,
            captchaVerification,
          }),
        }),
      );
    } catch (error) {
      if (isBusinessCode(error, 500)) fieldError('phone', error.msg || t('common:errors.unknown'));
      else if (isBusinessCode(error, 10008)) fieldError('code', error.msg);
      else if (isBusinessCode(error, 10004)) fieldError('password', error.msg);
      return;
    }
    if (needsCaptcha(data) || typeof data !== 'object') {
      captcha.require((verification) => void send(verification));
      return;
    }
    setSigningIn(true);
    try {
      await completeSignIn(data.access_token, { successKey: REGISTRATION_SUCCESS_KEY });
    } finally {
      setSigningIn(false);
    }
  };

  const submit = (agreedNow: boolean) => {
    if (busy) return;
    const check = checkPhoneRegistration({ phone, code, password, agreed: agreedNow });
    setErrors({
      ...(check.phone ? { phone: t('registration.errors.phoneEmpty') } : {}),
      ...(check.code ? { code: t('registration.errors.reg_code_plahold') } : {}),
      ...(check.password ? { password: t('registration.errors.passwordEmpty') } : {}),
    });
    const firstInvalid = check.phone
      ? phoneRef
      : check.code
        ? codeRef
        : check.password
          ? passwordRef
          : undefined;
    if (firstInvalid) {
      firstInvalid.current?.focus();
      return;
    }
    if (check.needsAgreement) {
      setAgreementOpen(true);
      return;
    }
    void send();
  };

  const sendPhoneCode = async (captchaVerification?: string) => {
    if (validatePhone(phone)) {
      fieldError('phone', t('registration.errors.phoneEmpty'));
      throw new InvalidFieldError('phone');
    }
    return okData(
      await sendCode.mutateAsync({
        data: registrationPhoneCodeRequest(phone, area.dialCode, area.value, captchaVerification),
      }),
    );
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
          inputRef={phoneRef}
          error={errors.phone}
          prefix={<CountryPicker value={area.value} onChange={area.choose} label={t('areaCode')} />}
          onChange={(value) => {
            setPhone(phoneDigits(value));
            setErrors(({ phone: _phone, ...rest }) => rest);
          }}
        />
        <TextField
          label={t('registration.code')}
          placeholder={t('registration.codePlaceholder')}
          value={code}
          inputRef={codeRef}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code}
          onChange={(value) => {
            setCode(value);
            setErrors(({ code: _code, ...rest }) => rest);
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
          inputRef={passwordRef}
          autoComplete="new-password"
          error={errors.password}
          onChange={(value) => {
            setPassword(value);
            setErrors(({ password: _password, ...rest }) => rest);
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
      {captcha.dialog}
    </>
  );
}
