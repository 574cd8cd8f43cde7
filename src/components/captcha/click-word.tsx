// Tap the characters in the order of wordList (seed 000 section 4: "3 taps; wordList gives
// the order"). Each tap marks a numbered point; the third tap sends the answer. A picture
// with characters at unknown places cannot be answered from a keyboard or a screen reader:
// the picture is labelled with the instructions, the limitation is described, and Refresh
// gives a new picture (see the report of issue 4).
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaData } from '../../api/generated/model';
import {
  CAPTCHA_DISPLAY_WIDTH,
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CLICK_WORD_TAPS,
  clickWordPoint,
  type CaptchaPoint,
} from '../../lib/captcha-answer';
import { captchaImageSrc } from './captcha-image';
import styles from './captcha.module.css';

interface Tap {
  point: CaptchaPoint;
  /** Where to draw the mark, in % of the picture. */
  left: number;
  top: number;
}

interface ClickWordProps {
  challenge: CaptchaData | undefined;
  ready: boolean;
  placeholder: ReactNode;
  onSubmit: (points: readonly CaptchaPoint[]) => void;
}

export function ClickWord({ challenge, ready, placeholder, onSubmit }: ClickWordProps) {
  const { t } = useTranslation('common');
  const limitationId = useId();
  const words = challenge?.wordList ?? [];
  // The taps on this challenge; cleared for every new one.
  const token = challenge?.token;
  const [state, setState] = useState<{ token: string | undefined; taps: readonly Tap[] }>({
    token,
    taps: [],
  });
  if (state.token !== token) setState({ token, taps: [] });
  const taps = state.token === token ? state.taps : [];

  const onPictureClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" has no position on the picture (detail 0): nothing to mark.
    if (!ready || event.detail === 0 || taps.length >= CLICK_WORD_TAPS) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const width = rect.width || CAPTCHA_DISPLAY_WIDTH;
    const height = rect.height || (width * CAPTCHA_IMAGE_HEIGHT) / CAPTCHA_IMAGE_WIDTH;
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    const next = [
      ...taps,
      {
        point: clickWordPoint(x, y, width, height),
        left: (x / width) * 100,
        top: (y / height) * 100,
      },
    ];
    setState({ token, taps: next });
    if (next.length === CLICK_WORD_TAPS) onSubmit(next.map((tap) => tap.point));
  };

  return (
    <>
      <p className={styles.instruction}>
        {t('captcha.clickWordHint')}{' '}
        {words.map((word, index) => (
          <span
            // The same character may appear twice in the list.
            key={index}
            className={styles.word}
            data-done={index < taps.length || undefined}
          >
            {word}
          </span>
        ))}
      </p>
      <div className={styles.frame}>
        {challenge ? (
          <button
            type="button"
            className={styles.pictureButton}
            aria-label={t('captcha.clickWordPicture', { words: words.join(' ') })}
            aria-describedby={limitationId}
            aria-disabled={!ready}
            onClick={onPictureClick}
          >
            <img
              className={styles.picture}
              src={captchaImageSrc(challenge.originalImageBase64)}
              alt=""
              draggable={false}
            />
            {taps.map((tap, index) => (
              <span
                // Taps are only ever appended.
                key={index}
                className={styles.mark}
                style={{ left: `${tap.left}%`, top: `${tap.top}%` }}
                aria-hidden="true"
              >
                {index + 1}
              </span>
            ))}
          </button>
        ) : (
          placeholder
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {challenge ? t('captcha.taps', { count: taps.length, total: CLICK_WORD_TAPS }) : ''}
      </p>
      <p id={limitationId} className="visually-hidden">
        {t('captcha.clickWordLimitation')}
      </p>
    </>
  );
}
