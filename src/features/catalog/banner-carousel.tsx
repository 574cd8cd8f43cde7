// The Home banner carousel (seed 000 section 2): auto-advances every 4000 ms, swipe with a
// 500 ms lock between moves, a banner links to its jumpUrl when set. The jumpUrl is checked
// before it becomes a link and followed through followServerUrl: same-site paths in the app,
// allow-listed https hosts by a page load; anything else is no link at all.
// Accessibility (WAI-ARIA carousel pattern): previous/next and dot buttons, a pause/play
// button, rotation paused while hovered or focused, off by default under reduced motion.
import {
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../api/generated/model';
import { LineIcon } from '../../components/icons';
import { followServerUrl } from '../../lib/navigation';
import { checkUrl } from '../../lib/safe-url';
import { useCarousel } from './use-carousel';
import styles from './banner-carousel.module.css';

/** Horizontal travel (px) that counts as a swipe; inferred (the seed gives no distance). */
export const BANNER_SWIPE_MIN_PX = 30;

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
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !stopped && !hovered && !focused;
  const { index, next, previous, goTo } = useCarousel(banners.length, !rotating);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  // Pause while the pointer or the keyboard focus is inside (passive listeners: the
  // carousel's controls are its buttons).
  useEffect(() => {
    const node = frame.current;
    if (!node) return undefined;
    const enter = () => {
      setHovered(true);
    };
    const leave = () => {
      setHovered(false);
    };
    const focusIn = () => {
      setFocused(true);
    };
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && node.contains(event.relatedTarget)))
        setFocused(false);
    };
    node.addEventListener('mouseenter', enter);
    node.addEventListener('mouseleave', leave);
    node.addEventListener('focusin', focusIn);
    node.addEventListener('focusout', focusOut);
    return () => {
      node.removeEventListener('mouseenter', enter);
      node.removeEventListener('mouseleave', leave);
      node.removeEventListener('focusin', focusIn);
      node.removeEventListener('focusout', focusOut);
    };
  }, [banners.length]);
  const count = banners.length;
  if (count === 0) return null;

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < BANNER_SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
    if (dx < 0) next();
    else previous();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('banner.carousel')}
      aria-label={t('banner.label')}
    >
      <div ref={frame}>
        <div className={styles.viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          <div
            className={styles.track}
            style={{ transform: `translateX(-${index * 100}%)` }}
            aria-live={rotating ? 'off' : 'polite'}
          >
            {banners.map((banner, i) => (
              <div
                key={`${banner.cover}-${i}`}
                role="group"
                aria-roledescription={t('banner.slide')}
                aria-label={t('banner.position', { index: i + 1, count })}
                className={styles.slide}
                inert={i !== index}
              >
                <BannerLink jumpUrl={banner.jumpUrl}>
                  <img
                    src={banner.cover}
                    alt={banner.name}
                    width={BANNER_WIDTH}
                    height={BANNER_HEIGHT}
                    className={styles.image}
                    // The first banner is the largest paint of the first screen.
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding="async"
                  />
                </BannerLink>
              </div>
            ))}
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
