// ConfirmOrder's Information section (seed 001 section 2): the form of the item's
// parameterList, a recharge-help button (the overlay) and, when the member has saved
// accounts for the item, the saved-account chooser that fills the account field.
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RechargeParameter, SavedAccountOption } from '../../api/generated/model';
import { PasswordField } from '../../components/form/password-field';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { useLocale } from '../../lib/use-locale';
import { RechargeHelpDialog } from './recharge-help-dialog';
import {
  accountFieldIndex,
  fieldKind,
  fieldLabel,
  fieldName,
  selectOptions,
  type RechargeValues,
} from './recharge-fields';
import { SavedAccountDialog } from './saved-account-dialog';
import styles from './confirm-order.module.css';

interface RechargeInformationProps {
  parameters: readonly RechargeParameter[];
  savedAccounts: readonly SavedAccountOption[];
  rechargeDetailUrl: string | null | undefined;
}

export function RechargeInformation({
  parameters,
  savedAccounts,
  rechargeDetailUrl,
}: RechargeInformationProps) {
  const { t } = useTranslation('checkout');
  const { setValue, clearErrors } = useFormContext<RechargeValues>();
  const [dialog, setDialog] = useState<'help' | 'accounts' | undefined>();
  const close = () => {
    setDialog(undefined);
  };

  const chooseAccount = (account: SavedAccountOption) => {
    const index = accountFieldIndex(parameters, account.type);
    if (index !== -1) {
      const name = fieldName(index);
      setValue(name, account.memberNumber, { shouldDirty: true });
      clearErrors(name);
    }
    close();
  };

  return (
    <section className={styles.section} aria-labelledby="confirm-information">
      <div className={styles.sectionHead}>
        <h2 id="confirm-information" className={styles.sectionTitle}>
          {t('info.title')}
        </h2>
        <button
          type="button"
          className={styles.linkButton}
          aria-haspopup="dialog"
          onClick={() => {
            setDialog('help');
          }}
        >
          {t('info.help')}
        </button>
      </div>
      {savedAccounts.length > 0 ? (
        <button
          type="button"
          className={styles.secondaryButton}
          aria-haspopup="dialog"
          onClick={() => {
            setDialog('accounts');
          }}
        >
          {t('info.savedAccounts')}
        </button>
      ) : null}
      <div className={styles.fields}>
        {parameters.map((parameter, index) => (
          <RechargeField key={fieldName(index)} parameter={parameter} index={index} />
        ))}
      </div>
      <RechargeHelpDialog
        open={dialog === 'help'}
        onClose={close}
        rechargeDetailUrl={rechargeDetailUrl}
      />
      <SavedAccountDialog
        open={dialog === 'accounts'}
        onClose={close}
        accounts={savedAccounts}
        onChoose={chooseAccount}
      />
    </section>
  );
}

function RechargeField({ parameter, index }: { parameter: RechargeParameter; index: number }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const name = fieldName(index);
  const label = fieldLabel(parameter, locale);
  const placeholder = parameter.blurb ?? undefined;
  switch (fieldKind(parameter.type)) {
    case 'select':
      return (
        <SelectField
          name={name}
          label={label}
          options={selectOptions(parameter.options)}
          placeholder={placeholder ?? t('info.choose')}
        />
      );
    case 'password':
      return (
        <PasswordField
          name={name}
          label={label}
          placeholder={placeholder}
          autoComplete="new-password"
        />
      );
    case 'textarea':
      return <TextAreaField name={name} label={label} placeholder={placeholder} />;
    case 'account':
      return (
        <TextField
          name={name}
          label={label}
          placeholder={placeholder}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          hint={t('info.shortVideoHint')}
        />
      );
    default:
      return <TextField name={name} label={label} placeholder={placeholder} />;
  }
}
