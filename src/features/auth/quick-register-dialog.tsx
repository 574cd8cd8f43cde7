// The quick register offered when a phone login fails with 10001 (seed 000 sections 4 and 8:
// "For a phone user a dialog offers quick register or cancel"). Quick register registers the
// phone number with the password already typed; the contract's phone registration needs an
// SMS code (sendPhoneCode type '2'), so the dialog asks for it. A 10004 reply goes to
// Registration with the account prefilled; 10008 shows under the code, 500 in the dialog.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBusinessCode } from '../../api/api-error';
import { useRegister, useSendPhoneCode } from '../../api/generated/auth/auth';
import { okData } from '../../api/http-client';
import { Dialog } from '../../components/dialog';
import { VerificationCodeButton } from '../../components/verification-code/verification-code-button';
import styles from './auth.module.css';
import { phoneRegistrationRequest, registrationPhoneCodeRequest } from './registration-requests';
import { REGISTRATION_SUCCESS_KEY, useCompleteSignIn } from './sign-in';
import { TextField } from './text-field';
import type { AreaCode } from './use-area-code';
import { needsCaptcha, useCaptchaStep } from './use-captcha-step';
import { validateRequired } from './validation';

export const QUICK_REGISTER_HANDLED_CODES = [500, 10004, 10008] as const;

interface QuickRegisterDialogProps {
  open: boolean;
  /** The phone number typed on the login screen (digits). */
  phone: string;
  area: AreaCode;
  /** The password typed on the login screen (trimmed). */
  password: string;
  onClose: () => void;
  /** 10004: continue on Registration, with the server's message. */
  onNeedsRegistration: (message: string) => void;
}

export function QuickRegisterDialog({
  open,
  phone,
  area,
  password,
  onClose,
  onNeedsRegistration,
}: QuickRegisterDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [signingIn, setSigningIn] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const register = useRegister({ request: { handledCodes: QUICK_REGISTER_HANDLED_CODES } });
  const sendCode = useSendPhoneCode();
  const captcha = useCaptchaStep('blockPuzzle');
  const completeSignIn = useCompleteSignIn();
  const busy = register.isPending || signingIn;
  const fullNumber = `+${area.dialCode} ${phone}`;

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
      if (isBusinessCode(error, 10004)) onNeedsRegistration(error.msg);
      else if (isBusinessCode(error, 10008)) {
        setCodeError(error.msg || t('registration.errors.codeRejected'));
        codeRef.current?.focus();
      } else if (isBusinessCode(error, 500)) {
        setFormError(error.msg || t('common:errors.unknown'));
      }
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

  const submit = () => {
    if (busy) return;
    setFormError(undefined);
    if (validateRequired(code)) {
      setCodeError(t('registration.errors.reg_code_plahold'));
      codeRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    void send();
  };

  return (
    <>
      <Dialog
        open={open}
        title={t('quickRegister.title')}
        onClose={onClose}
        actions={
          <>
            <button type="button" className={styles.secondaryButton} onClick={onClose}>
              {t('quickRegister.cancel')}
            </button>
            <button
              type="button"
              className={styles.primaryButton}
              disabled={busy}
              aria-busy={busy}
              onClick={submit}
            >
              {t('quickRegister.confirm')}
            </button>
          </>
        }
      >
        <p className={styles.dialogText}>{t('quickRegister.body', { phone: fullNumber })}</p>
        <TextField
          label={t('registration.code')}
          placeholder={t('registration.codePlaceholder')}
          value={code}
          inputRef={codeRef}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={codeError}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
          addon={
            <VerificationCodeButton
              channel="quick-register"
              className={styles.codeButton}
              send={async (captchaVerification) =>
                okData(
                  await sendCode.mutateAsync({
                    data: registrationPhoneCodeRequest(
                      phone,
                      area.dialCode,
                      area.value,
                      captchaVerification,
                    ),
                  }),
                )
              }
            />
          }
        />
        {formError ? (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        ) : null}
      </Dialog>
      {captcha.dialog}
    </>
  );
}
