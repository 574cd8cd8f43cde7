// The captcha pop-up (seed 000 section 4; contract captcha.yaml): the slide puzzle
// (blockPuzzle, login and registration) or tap-the-characters (clickWord, the send-code
// button). On success it shows the success message for 1 s and, at 1.5 s, hands the
// captchaVerification to onVerified; the caller resends its call with it and closes the
// pop-up (open = false). onClose is called when the shopper dismisses it unsolved.
import { useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaType } from '../../api/generated/model';
import { Dialog } from '../dialog';
import { BlockPuzzle } from './block-puzzle';
import styles from './captcha.module.css';
import { ClickWord } from './click-word';
import { useCaptchaChallenge, type CaptchaPhase } from './use-captcha-challenge';

export interface CaptchaDialogProps {
  open: boolean;
  onVerified: (captchaVerification: string) => void;
  onClose: () => void;
  kind?: CaptchaType;
}

export function CaptchaDialog({
  open,
  onVerified,
  onClose,
  kind = 'blockPuzzle',
}: CaptchaDialogProps): JSX.Element | null {
  // Mounted only while open: every opening starts from a fresh challenge.
  if (!open) return null;
  return (
    <CaptchaChallengeDialog key={kind} kind={kind} onVerified={onVerified} onClose={onClose} />
  );
}

const TIP_KEYS: Partial<Record<CaptchaPhase, 'captcha.success' | 'captcha.failed'>> = {
  success: 'captcha.success',
  failed: 'captcha.failed',
  // 6201: the seed's failure text in the screen's language, never the server's raw msg.
  blocked: 'captcha.failed',
};

function CaptchaChallengeDialog({
  kind,
  onVerified,
  onClose,
}: Required<Omit<CaptchaDialogProps, 'open'>>) {
  const { t } = useTranslation('common');
  const [verified, setVerified] = useState(false);
  const { phase, challenge, serverMessage, refresh, submit } = useCaptchaChallenge(
    kind,
    (captchaVerification) => {
      setVerified(true);
      onVerified(captchaVerification);
    },
  );
  const ready = phase === 'ready';
  const settling = phase === 'success' || phase === 'closing';
  const tipKey = TIP_KEYS[phase];

  const placeholder =
    phase === 'blocked' || phase === 'error' ? (
      <div className={styles.placeholder}>
        <p>
          {phase === 'blocked' ? t('captcha.tooMany') : serverMessage || t('captcha.loadFailed')}
        </p>
        <button type="button" className={styles.retry} onClick={refresh}>
          {t('retry')}
        </button>
      </div>
    ) : (
      <div className={styles.placeholder}>
        <p>{t('loading')}</p>
      </div>
    );

  return (
    <Dialog
      open={!verified}
      title={t('captcha.title')}
      onClose={onClose}
      dismissible={!settling}
      variant="sheet"
    >
      <div className={styles.captcha} data-kind={kind} data-phase={phase}>
        {kind === 'clickWord' ? (
          <ClickWord
            challenge={challenge}
            ready={ready}
            placeholder={placeholder}
            onSubmit={submit}
          />
        ) : (
          <BlockPuzzle
            challenge={challenge}
            ready={ready}
            placeholder={placeholder}
            onSubmit={submit}
          />
        )}
        <p className={styles.tip} role="status" data-tone={phase}>
          {tipKey ? t(tipKey) : ''}
        </p>
        <div className={styles.toolbar}>
          <button
            type="button"
            className={styles.toolButton}
            aria-label={t('captcha.refresh')}
            disabled={settling || phase === 'checking' || phase === 'loading'}
            onClick={refresh}
          >
            <span aria-hidden="true">⟳</span>
          </button>
          <button type="button" className={styles.toolButton} disabled={settling} onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
