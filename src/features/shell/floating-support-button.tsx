// The floating, draggable customer-service button (seed 000 section 1): a tap opens the
// external support chat in a new window with the current language; a drag moves it.
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../components/icons';
import { openSupportChat } from '../../lib/support-chat';
import { useLocale } from '../../lib/use-locale';
import styles from './floating-support-button.module.css';

/** Movement beyond this many px is a drag, not a tap (seed 001 section 9: swipe threshold 2 px). */
const DRAG_THRESHOLD_PX = 2;
const SIZE = 48;

export function FloatingSupportButton() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [offset, setOffset] = useState({ right: 12, bottom: 120 });
  const drag = useRef<{
    x: number;
    y: number;
    right: number;
    bottom: number;
    moved: boolean;
  } | null>(null);
  const suppressClick = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    // Keeps the drag going when the finger leaves the button (absent in some test DOMs).
    if (typeof event.currentTarget.setPointerCapture === 'function') {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    drag.current = { x: event.clientX, y: event.clientY, ...offset, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) <= DRAG_THRESHOLD_PX) return;
    start.moved = true;
    setOffset({
      right: Math.min(Math.max(0, start.right - dx), window.innerWidth - SIZE),
      bottom: Math.min(Math.max(0, start.bottom - dy), window.innerHeight - SIZE),
    });
  };
  const onPointerUp = () => {
    // A drag ends with a click event too: swallow that one.
    suppressClick.current = drag.current?.moved ?? false;
    drag.current = null;
  };

  return (
    <button
      type="button"
      className={styles.button}
      style={{ right: offset.right, bottom: offset.bottom }}
      aria-label={t('support.button')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        openSupportChat(locale);
      }}
    >
      <LineIcon
        d="M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H5a1 1 0 0 1-1-1zm16 0h-3v5h2a1 1 0 0 0 1-1zm-3 5c0 1.5-2 2.5-4 2.5"
        size={26}
        strokeWidth={1.8}
        strokeLinecap="round"
      />
    </button>
  );
}
