// The Home banner carousel (seed 000 section 2): auto-advances every 4000 ms, swipe with a
// 500 ms lock between moves, a banner links to its jumpUrl when set. The jumpUrl is checked
// before it becomes a link and followed through followServerUrl: same-site paths in the app,
// allow-listed https hosts by a page load; anything else is no link at all.
// Accessibility (WAI-ARIA carousel pattern): previous/next and dot buttons, a pause/play
// button, rotation paused while a mouse hovers it or the keyboard focus is inside, off by
// default under reduced motion. A tap or a swipe pauses nothing: the 4000 ms wait restarts.
// The slide follows the finger; the loop is seamless (use-carousel.ts).
import {
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useBrowserRender } from '../../lib/use-browser-render';
import type { Banner } from '../../api/generated/model';
import { LineIcon } from '../../components/icons';
import { followServerUrl } from '../../lib/navigation';
import { checkUrl } from '../../lib/safe-url';
import { useCarousel } from './use-carousel';
import styles from './banner-carousel.module.css';

/** Horizontal travel (px) that counts as a swipe; inferred (the seed gives no distance). */
export const BANNER_SWIPE_MIN_PX = 30;
/** Finger travel (px) after which the track follows it sideways, or leaves it to scrolling. */
const FOLLOW_AFTER_PX = 6;

/** The banners' intrinsic size (750 x 300, the 375 px design width at 2x). */
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function BannerLink({
  jumpUrl,
  children,
}: {
  jumpUrl: string | null | undefined;
  children: ReactNode;
}) {
  const checked = checkUrl(jumpUrl, 'content');
  if (checked.kind === 'refused') return <>{children}</>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) keeps the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    followServerUrl(jumpUrl, 'content');
  };
  return (
    <a href={checked.href} className={styles.link} onClick={onClick}>
      {children}
    </a>
  );
}

export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation('home');
  // The shopper's setting, read in the browser: a page rendered on the server (which cannot
  // know it) and the browser's hydration of it start rotating, then follow the setting.
  const inBrowser = useBrowserRender();
  const [stoppedByShopper, setStopped] = useState<boolean | undefined>(undefined);
  const stopped = stoppedByShopper ?? (inBrowser && prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !stopped && !hovered && !focused;
  const { index, position, animate, next, previous, goTo, isLocked } = useCarousel(
    banners.length,
    !rotating,
  );
  const touchStart = useRef<{ x: number; y: number; axis: 'x' | 'y' | null } | null>(null);
  /** How far the finger has pulled the track (px), while it does. */
  const [pull, setPull] = useState<number | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  // Pause while a mouse is over it or the keyboard focus is inside (passive listeners: the
  // carousel's controls are its buttons). A finger's tap hovers nothing, and the focus a
  // tap or click gives a button is not the keyboard's: neither pauses.
  useEffect(() => {
    const node = frame.current;
    if (!node) return undefined;
    let pointerFocus = false;
    const enter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    };
    const leave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(false);
    };
    const press = () => {
      pointerFocus = true;
    };
    const release = () => {
      // The focus, if any, came with the press (focusin runs between the two).
      setTimeout(() => {
        pointerFocus = false;
      });
    };
    const focusIn = () => {
      if (!pointerFocus) setFocused(true);
    };
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && node.contains(event.relatedTarget)))
        setFocused(false);
    };
    node.addEventListener('pointerenter', enter);
    node.addEventListener('pointerleave', leave);
    node.addEventListener('pointerdown', press);
    node.addEventListener('pointerup', release);
    node.addEventListener('pointercancel', release);
    node.addEventListener('focusin', focusIn);
    node.addEventListener('focusout', focusOut);
    return () => {
      node.removeEventListener('pointerenter', enter);
      node.removeEventListener('pointerleave', leave);
      node.removeEventListener('pointerdown', press);
      node.removeEventListener('pointerup', release);
      node.removeEventListener('pointercancel', release);
      node.removeEventListener('focusin', focusIn);
      node.removeEventListener('focusout', focusOut);
    };
  }, [banners.length]);
  const count = banners.length;
  if (count === 0) return null;

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY, axis: null } : null;
  };
  // The track follows a sideways finger (not during the 500 ms lock, when no move is taken).
  const onTouchMove = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.touches[0];
    if (!start || !touch || count < 2) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (start.axis === null && Math.hypot(dx, dy) > FOLLOW_AFTER_PX) {
      start.axis = Math.abs(dx) > Math.abs(dy) && !isLocked() ? 'x' : 'y';
    }
    if (start.axis === 'x') setPull(dx);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    setPull(null);
    if (!start || !touch || start.axis === 'y') return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < BANNER_SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
    if (dx < 0) next();
    else previous();
  };
  const onTouchCancel = () => {
    touchStart.current = null;
    setPull(null);
  };
  // The copies at both ends (see use-carousel.ts) stand for the slides they show: hidden
  // from assistive tech and unreachable.
  const slides = [
    { banner: banners[count - 1], copy: true },
    ...banners.map((banner) => ({ banner, copy: false })),
    { banner: banners[0], copy: true },
  ];

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('banner.carousel')}
      aria-label={t('banner.label')}
    >
      <div ref={frame}>
        <div
          className={styles.viewport}
          onTouchStart={onTouchStart}
          onTouchMove={onTouchMove}
          onTouchEnd={onTouchEnd}
          onTouchCancel={onTouchCancel}
        >
          <div
            className={styles.track}
            data-still={pull !== null || !animate ? '' : undefined}
            style={{
              transform: `translateX(calc(${-(position + 1) * 100}% + ${pull ?? 0}px))`,
            }}
            aria-live={rotating ? 'off' : 'polite'}
          >
            {slides.map(({ banner, copy }, place) => {
              if (!banner || (copy && count < 2)) return null;
              const i = place - 1;
              const image = (
                <img
                  src={banner.cover}
                  alt={copy ? '' : banner.name}
                  width={BANNER_WIDTH}
                  height={BANNER_HEIGHT}
                  className={styles.image}
                  // The first banner is the largest paint of the first screen.
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              );
              return copy ? (
                <div key={`copy-${place}`} className={styles.slide} aria-hidden="true" inert>
                  {image}
                </div>
              ) : (
                <div
                  key={`${banner.cover}-${i}`}
                  role="group"
                  aria-roledescription={t('banner.slide')}
                  aria-label={t('banner.position', { index: i + 1, count })}
                  className={styles.slide}
                  inert={i !== index}
                >
                  <BannerLink jumpUrl={banner.jumpUrl}>{image}</BannerLink>
                </div>
              );
            })}
          </div>
        </div>
        {count > 1 ? (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.rotation}
              aria-label={rotating ? t('banner.pause') : t('banner.play')}
              onClick={() => {
                if (rotating) {
                  setStopped(true);
                } else {
                  // An explicit play wins over the pause that focus or hover put on.
                  setStopped(false);
                  setFocused(false);
                  setHovered(false);
                }
              }}
            >
              {rotating ? <PauseIcon /> : <PlayIcon />}
            </button>
            <ArrowButton direction="left" label={t('banner.previous')} onClick={previous} />
            <div className={styles.dots}>
              {banners.map((banner, i) => (
                <button
                  key={`${banner.cover}-${i}`}
                  type="button"
                  className={styles.dot}
                  aria-label={t('banner.goTo', { index: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(i)}
                >
                  <span aria-hidden="true" />
                </button>
              ))}
            </div>
            <ArrowButton direction="right" label={t('banner.next')} onClick={next} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

interface ArrowButtonProps {
  direction: 'left' | 'right';
  label: string;
  onClick: () => void;
}

function ArrowButton({ direction, label, onClick }: ArrowButtonProps) {
  return (
    <button type="button" className={styles.arrow} aria-label={label} onClick={onClick}>
      <LineIcon
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        size={16}
        strokeWidth={2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </button>
  );
}

function PauseIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}
