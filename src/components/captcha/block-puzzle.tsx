// The slide puzzle (seed 000 section 4): the piece is dragged with a pointer, or moved with
// the keyboard (it is an ARIA slider: arrows, Page Up/Down, Home/End; Enter checks). The
// pointer distance on the picture as drawn (330 px wide when there is room) is scaled back
// to the 310 px image for the answer {x, y: 5}.
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaData } from '../../api/generated/model';
import {
  blockPuzzlePoint,
  CAPTCHA_DISPLAY_WIDTH,
  CAPTCHA_IMAGE_WIDTH,
  CAPTCHA_PIECE_WIDTH,
  clampPieceOffset,
  MAX_PIECE_OFFSET,
  toImageX,
  type CaptchaPoint,
} from '../../lib/captcha-answer';
import { captchaImageSrc } from './captcha-image';
import styles from './captcha.module.css';

/** Keyboard steps in image pixels. */
const SMALL_STEP = 1;
const LARGE_STEP = 10;

const percentOfImage = (imageX: number) => `${(imageX / CAPTCHA_IMAGE_WIDTH) * 100}%`;

interface BlockPuzzleProps {
  challenge: CaptchaData | undefined;
  /** True while an answer may be given. */
  ready: boolean;
  /** Shown in the picture's place when there is no challenge (loading, 6201, error). */
  placeholder: ReactNode;
  onSubmit: (point: CaptchaPoint) => void;
}

export function BlockPuzzle({ challenge, ready, placeholder, onSubmit }: BlockPuzzleProps) {
  const { t } = useTranslation('common');
  const helpId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startOffset: number; moved: boolean }>(
    null,
  );
  // The piece's offset in image pixels; back to 0 for every new challenge.
  const token = challenge?.token;
  const [state, setState] = useState({ token, offset: 0 });
  if (state.token !== token) setState({ token, offset: 0 });
  const offset = state.token === token ? state.offset : 0;
  const setOffset = (value: number) => {
    setState({ token, offset: clampPieceOffset(value) });
  };

  const drawnWidth = () => frame.current?.getBoundingClientRect().width || CAPTCHA_DISPLAY_WIDTH;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!ready) return;
    event.preventDefault();
    // Keeps the drag when the finger leaves the handle (absent in some test DOMs).
    const handle: Partial<Pick<Element, 'setPointerCapture'>> = event.currentTarget;
    handle.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startOffset: offset,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    if (dx !== 0) current.moved = true;
    setOffset(current.startOffset + toImageX(dx, drawnWidth()));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    drag.current = null;
    const final = clampPieceOffset(
      current.startOffset + toImageX(event.clientX - current.startX, drawnWidth()),
    );
    setOffset(final);
    // A tap without a slide is no answer.
    if (ready && (current.moved || event.clientX !== current.startX)) {
      onSubmit(blockPuzzlePoint(final));
    }
  };
  const onPointerCancel = () => {
    drag.current = null;
    setOffset(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ready) return;
    const step = event.shiftKey ? LARGE_STEP : SMALL_STEP;
    const moves: Record<string, number> = {
      ArrowRight: offset + step,
      ArrowUp: offset + step,
      ArrowLeft: offset - step,
      ArrowDown: offset - step,
      PageUp: offset + LARGE_STEP,
      PageDown: offset - LARGE_STEP,
      Home: 0,
      End: MAX_PIECE_OFFSET,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit(blockPuzzlePoint(offset));
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setOffset(next);
  };

  return (
    <>
      <div ref={frame} className={styles.frame}>
        {challenge ? (
          <>
            <img
              className={styles.picture}
              src={captchaImageSrc(challenge.originalImageBase64)}
              alt={t('captcha.picture')}
              draggable={false}
            />
            {challenge.jigsawImageBase64 && (
              <img
                className={styles.piece}
                src={captchaImageSrc(challenge.jigsawImageBase64)}
                alt=""
                draggable={false}
                style={{
                  left: percentOfImage(offset),
                  width: percentOfImage(CAPTCHA_PIECE_WIDTH),
                }}
              />
            )}
          </>
        ) : (
          placeholder
        )}
      </div>
      <div className={styles.track}>
        <div
          className={styles.trail}
          style={{ width: percentOfImage(offset) }}
          aria-hidden="true"
        />
        <span className={styles.trackHint} aria-hidden="true">
          {t('captcha.slideHint')}
        </span>
        <div
          role="slider"
          tabIndex={0}
          className={styles.handle}
          style={{ left: percentOfImage(offset), width: percentOfImage(CAPTCHA_PIECE_WIDTH) }}
          aria-label={t('captcha.sliderLabel')}
          aria-describedby={helpId}
          aria-valuemin={0}
          aria-valuemax={MAX_PIECE_OFFSET}
          aria-valuenow={Math.round(offset)}
          aria-disabled={!ready}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        >
          <span aria-hidden="true">→</span>
        </div>
      </div>
      <p id={helpId} className="visually-hidden">
        {t('captcha.sliderHelp')}
      </p>
    </>
  );
}
