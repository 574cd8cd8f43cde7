// The quick register offered when a phone login fails with 10001 (seed 000 sections 4 and 8:
// "For a phone user a dialog offers quick register or cancel"). 10001 means the account or
// the password is wrong, so the dialog says that and does not claim the number is new. Quick register registers the
// phone number with the password already typed; the contract's phone registration needs an
// SMS code (sendPhoneCode type '2'), so the dialog asks for it. A 10004 reply goes to
// Registration with the account prefilled; 10008 shows under the code, 500 in the dialog.
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CodeField } from '../../components/form/code-field';
import { useFormSubmit, useSchemaForm } from '../../components/form/form';
import { showServerCode } from '../../components/form/server-codes';
import styles from './auth.module.css';
import {
  QUICK_REGISTER_HANDLED_CODES,
  QUICK_REGISTER_SERVER_CODES,
  quickRegisterSchema,
} from './registration-form-rules';
import { REGISTRATION_SUCCESS_KEY } from './sign-in';
import type { AreaCode } from '../../components/form/use-area-code';
import { usePhoneRegistration } from './use-phone-registration';
import { useSignInRequest } from './use-sign-in-request';

export { QUICK_REGISTER_HANDLED_CODES };

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
  const form = useSchemaForm(quickRegisterSchema, { code: '' });
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const registration = usePhoneRegistration(area, QUICK_REGISTER_HANDLED_CODES);
  const signIn = useSignInRequest({ successKey: REGISTRATION_SUCCESS_KEY });
  const busy = registration.pending || signIn.signingIn;
  const fullNumber = `+${area.dialCode} ${phone}`;

  const submit = useFormSubmit(
    form,
    async ({ code }) => {
      setFormError(undefined);
      await signIn.run(registration.register({ phone, password, code }), (error) => {
        const hit = showServerCode(form, error, QUICK_REGISTER_SERVER_CODES, t);
        if (hit?.to === 'dialog') onNeedsRegistration(hit.message);
        else if (hit?.to === 'form') setFormError(hit.message);
      });
    },
    busy,
  );

  return (
    <>
      <ConfirmDialog
        open={open}
        title={t('quickRegister.title')}
        cancelLabel={t('quickRegister.cancel')}
        confirmLabel={t('quickRegister.confirm')}
        pending={busy}
        onCancel={onClose}
        onConfirm={() => {
          setFormError(undefined);
          void submit();
        }}
      >
        <p className={styles.dialogText}>{t('quickRegister.body', { phone: fullNumber })}</p>
        <FormProvider {...form}>
          <CodeField
            name="code"
            label={t('registration.code')}
            // Short: the dialog's field is narrower than the screen's (beside Send Code).
            placeholder={t('quickRegister.codePlaceholder')}
            channel="quick-register"
            send={(captchaVerification) => registration.sendCode(phone, captchaVerification)}
          />
        </FormProvider>
        {formError ? (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        ) : null}
      </ConfirmDialog>
      {signIn.captchaDialog}
    </>
  );
}
