// Tabs/changePassword (seed 001 sections 2 and 5): original, new and confirm, each 8-20
// characters with at least one letter and one digit, word characters only; Confirm is
// enabled only when the new and the confirm passwords are valid; a different confirm shows
// the mismatch message. Only the original and the new password are sent. On 200
// Modify_Success shows for 1.5 s and the page goes back one page (to the hub); any other
// reply follows the shared catalogue (401 login, 500 the msg as a toast) and the fields keep
// what was typed. Passwords live in the form only: never in storage, a cookie or the URL.
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../../api/generated/account-security/account-security';
import { okData } from '../../api/http-client';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { PasswordField } from '../../components/form/password-field';
import { SAVE_SUCCESS_MS } from '../../config/timing';
import { showToast } from '../../lib/toast-store';
import {
  canSubmitPassword,
  PASSWORD_FORM_DEFAULTS,
  passwordFormSchema,
  SECURITY_HANDLED_CODES,
} from './security-form-rules';
import { SecurityPage, useSecurityBack } from './security-page';
import styles from './security.module.css';

export function ChangePasswordScreen() {
  const { t } = useTranslation('security');
  const back = useSecurityBack();
  const form = useSchemaForm(passwordFormSchema, PASSWORD_FORM_DEFAULTS);
  const change = useChangePassword({ request: { handledCodes: SECURITY_HANDLED_CODES } });
  const [newPassword, confirm] = form.watch(['newPassword', 'confirm']);

  const submit = useFormSubmit(
    form,
    async (body) => {
      try {
        okData(await change.mutateAsync({ data: body }));
      } catch {
        // Not 200: the shared client has acted (401 login, 500 toast); the fields stay.
        return;
      }
      showToast({
        kind: 'success',
        messageKey: 'security:Modify_Success',
        durationMs: SAVE_SUCCESS_MS,
      });
      back();
    },
    change.isPending,
  );

  return (
    <SecurityPage title={t('password.title')}>
      <Form
        form={form}
        submit={submit}
        aria-label={t('password.formLabel')}
        className={styles.form}
      >
        <PasswordField
          name="password"
          label={t('password.original')}
          placeholder={t('password.originalPlaceholder')}
          autoComplete="current-password"
        />
        <PasswordField
          name="newPassword"
          label={t('password.new')}
          placeholder={t('password.newPlaceholder')}
          hint={t('password.rule')}
          autoComplete="new-password"
        />
        <PasswordField
          name="confirm"
          label={t('password.confirm')}
          placeholder={t('password.confirmPlaceholder')}
          autoComplete="new-password"
        />
        <SubmitButton
          pending={change.isPending}
          disabled={!canSubmitPassword({ newPassword, confirm })}
          label={t('password.submit')}
          busyLabel={t('password.submitting')}
        />
      </Form>
    </SecurityPage>
  );
}
