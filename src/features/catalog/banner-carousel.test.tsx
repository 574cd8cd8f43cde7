import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../api/generated/model';
import { createBundledI18n } from '../../i18n/bundled';
import { setNavigator } from '../../lib/navigation';
import { BANNER_SWIPE_MIN_PX, BannerCarousel } from './banner-carousel';

const BANNERS: Banner[] = [
  { cover: '/mock-assets/banners/one.svg', name: 'One', jumpUrl: '/en/Registration' },
  { cover: '/mock-assets/banners/two.svg', name: 'Two', jumpUrl: null },
  { cover: '/mock-assets/banners/three.svg', name: 'Three', jumpUrl: null },
];

function renderCarousel(banners: Banner[] = BANNERS) {
  return render(
    <I18nextProvider i18n={createBundledI18n('en')}>
      <MemoryRouter>
        <BannerCarousel banners={banners} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The position of the slide shown, from the dot marked current. */
function current(): number {
  const dots = screen.getAllByRole('button', { name: /^Show banner/ });
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function swipe(dx: number, dy = 0) {
  // slide -> track -> the viewport that takes the touches
  const viewport = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!.parentElement!;
  fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 100 }] });
  fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 200 + dx, clientY: 100 + dy }] });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setNavigator((href) => {
    window.location.assign(href);
  });
});

describe('BannerCarousel', () => {
  it('auto-advances every 4000 ms, not before, and wraps to the first banner', () => {
    renderCarousel();
    expect(current()).toBe(0);
    advance(3999);
    expect(current()).toBe(0);
    advance(1);
    expect(current()).toBe(1);
    advance(4000);
    expect(current()).toBe(2);
    advance(4000);
    expect(current()).toBe(0);
  });

  it('keeps only the banner shown reachable: the others are inert', () => {
    renderCarousel();
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    advance(4000);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true]);
  });

  it('swipes left to the next and right to the previous banner, with a 500 ms lock between moves', () => {
    renderCarousel();
    swipe(-80);
    expect(current()).toBe(1);
    advance(499);
    swipe(-80);
    expect(current()).toBe(1);
    advance(1);
    swipe(-80);
    expect(current()).toBe(2);
    advance(500);
    swipe(-80);
    expect(current()).toBe(0);
    advance(500);
    swipe(80);
    expect(current()).toBe(2);
  });

  it('ignores short and mostly vertical movements', () => {
    renderCarousel();
    swipe(-(BANNER_SWIPE_MIN_PX - 1));
    expect(current()).toBe(0);
    swipe(-60, 90);
    expect(current()).toBe(0);
  });

  it('moves with the previous, next and dot buttons', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(current()).toBe(2);
    advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(current()).toBe(0);
    advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2' }));
    expect(current()).toBe(1);
  });

  it('stops with the pause button and plays again', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
    advance(3 * 4000);
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play the banners' }));
    advance(4000);
    expect(current()).toBe(1);
  });

  it('pauses while hovered and while the keyboard focus is inside', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    const frame = carousel.firstElementChild!;
    fireEvent.pointerEnter(frame, { pointerType: 'mouse' });
    advance(2 * 4000);
    expect(current()).toBe(0);
    fireEvent.pointerLeave(frame, { pointerType: 'mouse' });
    advance(4000);
    expect(current()).toBe(1);

    act(() => {
      screen.getByRole('button', { name: 'Next banner' }).focus();
    });
    advance(2 * 4000);
    expect(current()).toBe(1);
    act(() => {
      screen.getByRole('button', { name: 'Next banner' }).blur();
    });
    advance(4000);
    expect(current()).toBe(2);
  });

  it('keeps rotating after a tap on an arrow or a dot, 4000 ms after it', () => {
    renderCarousel();
    const frame = screen.getByRole('region', { name: 'Promotions' }).firstElementChild!;
    const tap = (button: HTMLElement) => {
      // A finger: touch pointer events, the focus the press gives, then the click.
      fireEvent.pointerEnter(frame, { pointerType: 'touch' });
      fireEvent.pointerDown(button, { pointerType: 'touch' });
      act(() => {
        button.focus();
      });
      fireEvent.pointerUp(button, { pointerType: 'touch' });
      fireEvent.click(button);
    };
    tap(screen.getByRole('button', { name: 'Next banner' }));
    expect(current()).toBe(1);
    advance(3999);
    expect(current()).toBe(1);
    advance(1);
    expect(current()).toBe(2);
    advance(500);
    tap(screen.getByRole('button', { name: 'Show banner 1' }));
    expect(current()).toBe(0);
    advance(4000);
    expect(current()).toBe(1);
  });

  it('slides on from the last banner to a copy of the first, then rests on the first', () => {
    renderCarousel();
    const track = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!;
    // A copy of the last banner, the three banners, a copy of the first.
    expect(track.children).toHaveLength(5);
    expect(track.style.transform).toBe('translateX(calc(-100% + 0px))');
    advance(4000);
    advance(4000);
    expect(track.style.transform).toBe('translateX(calc(-300% + 0px))');
    advance(4000);
    // One step on, animated, to the copy of the first banner.
    expect(current()).toBe(0);
    expect(track.style.transform).toBe('translateX(calc(-400% + 0px))');
    expect(track).not.toHaveAttribute('data-still');
    advance(500);
    // The slide is over: a jump without animation to the first banner itself.
    expect(track.style.transform).toBe('translateX(calc(-100% + 0px))');
    expect(track).toHaveAttribute('data-still');
  });

  it('moves the track with a sideways finger, and not during the lock', () => {
    renderCarousel();
    const track = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!;
    const viewport = track.parentElement!;
    fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchMove(viewport, { touches: [{ clientX: 160, clientY: 102 }] });
    expect(track.style.transform).toBe('translateX(calc(-100% - 40px))');
    expect(track).toHaveAttribute('data-still');
    fireEvent.touchMove(viewport, { touches: [{ clientX: 120, clientY: 104 }] });
    expect(track.style.transform).toBe('translateX(calc(-100% - 80px))');
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 120, clientY: 104 }] });
    expect(current()).toBe(1);
    expect(track.style.transform).toBe('translateX(calc(-200% + 0px))');

    // Within the 500 ms lock the finger moves nothing.
    fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchMove(viewport, { touches: [{ clientX: 160, clientY: 100 }] });
    expect(track.style.transform).toBe('translateX(calc(-200% + 0px))');
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 160, clientY: 100 }] });
    expect(current()).toBe(1);
  });

  it('does not rotate by itself when the shopper prefers reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
    );
    renderCarousel();
    advance(3 * 4000);
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play the banners' })).toBeInTheDocument();
  });

  it('announces the banner shown only while it is not rotating', () => {
    renderCarousel();
    const track = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!;
    expect(track).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
    expect(track).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a single banner without controls or rotation', () => {
    renderCarousel([BANNERS[1]!]);
    advance(2 * 4000);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Two' })).toBeInTheDocument();
  });

  it('follows a same-site jumpUrl through the app navigator', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.click(within(carousel).getByRole('link', { name: 'One' }));
    expect(navigate).toHaveBeenCalledWith('/en/Registration', undefined);
  });
});
