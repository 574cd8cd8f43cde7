// The agreement checkbox and its dialog (seed 000 section 4, "Agreement checkbox": "Must be
// ticked. Otherwise a dialog asks to Agree (ticks and continues) or Think again."). The
// documents are the user agreement (article 7) and the privacy policy (article 6); they open
// in a new tab so nothing typed in the form is lost.
import { useId, useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/dialog';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import styles from './auth.module.css';
import { needsAgreement } from './login-form-rules';

/** Seed 000 section 1: "Fixed article ids: ... 6 privacy policy, 7 user agreement". */
export const USER_AGREEMENT_ARTICLE_ID = 7;
export const PRIVACY_POLICY_ARTICLE_ID = 6;

function DocumentLinks() {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  // Trans fills each link with its text from the translation ("<terms>User Agreement</terms>").
  const link = (articleId: number) => (
    <Link
      className={styles.inlineLink}
      to={paths.newsDetail.getHref(lang, { articleId })}
      target="_blank"
      rel="noopener"
    />
  );
  return (
    <Trans
      t={t}
      i18nKey="agreement.text"
      components={{
        terms: link(USER_AGREEMENT_ARTICLE_ID),
        privacy: link(PRIVACY_POLICY_ARTICLE_ID),
      }}
    />
  );
}

/** The form's boolean field `name` (the one agreement rule: ticked, else the dialog). */
export function AgreementCheckbox({ name }: { name: string }) {
  const id = useId();
  const {
    field: { ref, value, onChange, onBlur },
  } = useController<Record<string, unknown>>({ name });
  return (
    <div className={styles.agreement}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        name={name}
        ref={ref}
        checked={value === true}
        onBlur={onBlur}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <label htmlFor={id}>
        <DocumentLinks />
      </label>
    </div>
  );
}

interface AgreementDialogProps {
  open: boolean;
  /** Ticks the box and continues what was being submitted. */
  onAgree: () => void;
  /** "Think again": closes the dialog, nothing is sent. */
  onClose: () => void;
}

export function AgreementDialog({ open, onAgree, onClose }: AgreementDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={open}
      title={t('agreement.dialogTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            {t('agreement.thinkAgain')}
          </button>
          <button type="button" className={styles.primaryButton} onClick={onAgree}>
            {t('agreement.agree')}
          </button>
        </>
      }
    >
      <p className={styles.dialogText}>{t('agreement.dialogText')}</p>
    </Dialog>
  );
}

export interface AgreementGate {
  /** True when the box is not ticked: the dialog opens and nothing is sent. */
  blocks: (values: { agreed: boolean }) => boolean;
  /** The dialog; Agree closes it and runs `agreeAndContinue` (tick, then submit again). */
  dialog: (agreeAndContinue: () => void) => ReactNode;
}

/** The agreement step every entry form takes once its fields are valid. */
export function useAgreementGate(): AgreementGate {
  const [open, setOpen] = useState(false);
  return {
    blocks: (values) => {
      if (!needsAgreement(values)) return false;
      setOpen(true);
      return true;
    },
    dialog: (agreeAndContinue) => (
      <AgreementDialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        onAgree={() => {
          setOpen(false);
          agreeAndContinue();
        }}
      />
    ),
  };
}
