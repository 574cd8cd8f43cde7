// The quick register offered when a phone login fails with 10001 (seed 000 sections 4 and 8:
// "For a phone user a dialog offers quick register or cancel"). Quick register registers the
// phone number with the password already typed; the contract's phone registration needs an
// SMS code (sendPhoneCode type '2'), so the dialog asks for it. A 10004 reply goes to
// Registration with the account prefilled; 10008 shows under the code, 500 in the dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBusinessCode } from '../../api/api-error';
import { Dialog } from '../../components/dialog';
import { VerificationCodeButton } from '../../components/verification-code/verification-code-button';
import styles from './auth.module.css';
import { REGISTRATION_SUCCESS_KEY } from './sign-in';
import { TextField } from './text-field';
import type { AreaCode } from './use-area-code';
import { useFieldErrors } from './use-field-errors';
import { usePhoneRegistration } from './use-phone-registration';
import { useSignInRequest } from './use-sign-in-request';
import { validateRequired } from './validation';

export const QUICK_REGISTER_HANDLED_CODES = [500, 10004, 10008] as const;

const FIELDS = ['code'] as const;

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
  const fields = useFieldErrors(FIELDS);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const registration = usePhoneRegistration(area, QUICK_REGISTER_HANDLED_CODES);
  const signIn = useSignInRequest({ successKey: REGISTRATION_SUCCESS_KEY });
  const busy = registration.pending || signIn.signingIn;
  const fullNumber = `+${area.dialCode} ${phone}`;

  const send = () =>
    signIn.run(registration.register({ phone, password, code }), (error) => {
      if (isBusinessCode(error, 10004)) onNeedsRegistration(error.msg);
      else if (isBusinessCode(error, 10008))
        fields.show({ code: error.msg || t('registration.errors.codeRejected') });
      else if (isBusinessCode(error, 500)) setFormError(error.msg || t('common:errors.unknown'));
    });

  const submit = () => {
    if (busy) return;
    setFormError(undefined);
    const invalid = fields.show(
      validateRequired(code) ? { code: t('registration.errors.reg_code_plahold') } : {},
    );
    if (!invalid) void send();
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
          inputRef={fields.refs.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={fields.errors.code}
          onChange={(value) => {
            setCode(value);
            fields.clear('code');
          }}
          addon={
            <VerificationCodeButton
              channel="quick-register"
              className={styles.codeButton}
              send={(captchaVerification) => registration.sendCode(phone, captchaVerification)}
            />
          }
        />
        {formError ? (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        ) : null}
      </Dialog>
      {signIn.captchaDialog}
    </>
  );
}
