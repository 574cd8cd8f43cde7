// The floating, draggable customer-service button (seed 000 section 1): a tap opens the
// external support chat in a new window with the current language; a drag moves it.
// It keeps clear of the screen's chrome (the header at the top, the tab bar or purchase bar
// at the bottom, measured on the page: see support-button-place.ts), snaps to the nearer side when
// let go, and its place is remembered for the session.
import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LineIcon } from '../../components/icons';
import { openSupportChat } from '../../lib/support-chat';
import { afterNextPaint } from '../../lib/use-after-first-paint';
import { useLocale } from '../../lib/use-locale';
import {
  canMeasureChrome,
  clampBottom,
  measureChrome,
  parseSupportPlace,
  readSavedSupportPlace,
  rememberSupportPlace,
  snapSide,
  SUPPORT_BUTTON_SIZE,
  SUPPORT_EDGE_GAP,
  type Chrome,
  type SupportPlace,
} from './support-button-place';
import styles from './floating-support-button.module.css';

/** Movement beyond this many px is a drag, not a tap (seed 001 section 9: swipe threshold 2 px). */
const DRAG_THRESHOLD_PX = 2;
const DEFAULT_PLACE: SupportPlace = { side: 'right', bottom: null };
const subscribeNothing = () => () => {};
/** The height before the chrome is measured: above a 56 px tab bar. */
const UNMEASURED_BOTTOM = 68;

interface Drag {
  /** Where the pointer went down, and the button's top-left corner then. */
  x: number;
  y: number;
  left: number;
  top: number;
  moved: boolean;
}

export function FloatingSupportButton() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const { pathname } = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The place saved this session (none on a server), until the shopper moves it here.
  const saved = useSyncExternalStore(subscribeNothing, readSavedSupportPlace, () => null);
  const [moved, setMoved] = useState<SupportPlace | null>(null);
  const place = moved ?? parseSupportPlace(saved) ?? DEFAULT_PLACE;
  // The chrome is unknown until measured in the browser (none on a server).
  const [chrome, setChrome] = useState<Chrome | null>(null);
  /** The button's top-left corner while it is dragged. */
  const [dragAt, setDragAt] = useState<{ left: number; top: number } | null>(null);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);

  // The chrome changes with the screen, its data, the scroll (a sticky header) and the
  // viewport: measured again, at most once a frame, once the frame is painted. Measuring
  // asks the browser for the layout: after the paint it is ready, while before the paint
  // the measure would compute it early and hold the screen's paint back.
  useEffect(() => {
    if (!canMeasureChrome()) return undefined;
    let cancel: (() => void) | undefined;
    const measure = () => {
      cancel?.();
      cancel = afterNextPaint(() => {
        const button = buttonRef.current;
        if (!button) return;
        const next = measureChrome(button);
        setChrome((now) => (now?.top === next.top && now.bottom === next.bottom ? now : next));
      });
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancel?.();
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [pathname]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    // Keeps the drag going when the finger leaves the button (absent in some test DOMs).
    if (typeof event.currentTarget.setPointerCapture === 'function') {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    const box = event.currentTarget.getBoundingClientRect();
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      left: box.left,
      top: box.top,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) <= DRAG_THRESHOLD_PX) return;
    start.moved = true;
    const area = chrome ?? { top: 0, bottom: window.innerHeight };
    setDragAt({
      left: Math.min(Math.max(0, start.left + dx), window.innerWidth - SUPPORT_BUTTON_SIZE),
      top: Math.min(Math.max(area.top, start.top + dy), area.bottom - SUPPORT_BUTTON_SIZE),
    });
  };
  const onPointerUp = () => {
    const start = drag.current;
    drag.current = null;
    // A drag ends with a click event too: swallow that one.
    suppressClick.current = start?.moved ?? false;
    if (!start?.moved || !dragAt) return;
    const next: SupportPlace = {
      side: snapSide(dragAt.left + SUPPORT_BUTTON_SIZE / 2, window.innerWidth),
      bottom: window.innerHeight - dragAt.top - SUPPORT_BUTTON_SIZE,
    };
    setDragAt(null);
    setMoved(next);
    rememberSupportPlace(next);
  };

  const style = dragAt
    ? { left: dragAt.left, top: dragAt.top }
    : {
        [place.side]: SUPPORT_EDGE_GAP,
        // Until measured (and on a server): the saved height, or above a tab bar.
        bottom: chrome
          ? clampBottom(place.bottom, chrome, window.innerHeight)
          : (place.bottom ?? UNMEASURED_BOTTOM),
      };

  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.button}
      style={style}
      aria-label={t('support.button')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
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
