// What both Registration tabs end with: the new password (show/hide), the agreement and the
// submit button (seed 000 section 2).
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/form/form';
import { PasswordField } from '../../components/form/password-field';
import { AgreementCheckbox } from './agreement';

export function RegistrationFormEnd({ busy }: { busy: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        name="password"
        label={t('registration.password')}
        placeholder={t('registration.passwordPlaceholder')}
        // The rule shows before the first submit, not only after a 10004.
        hint={t('registration.passwordRule')}
        autoComplete="new-password"
      />
      <AgreementCheckbox name="agreed" />
      <SubmitButton
        pending={busy}
        label={t('registration.submit')}
        busyLabel={t('registration.submitting')}
      />
    </>
  );
}
