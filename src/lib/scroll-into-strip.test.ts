import { describe, expect, it } from 'vitest';
import { scrollIntoStrip } from './scroll-into-strip';

/** An element whose box is `left`..`right` (jsdom lays nothing out). */
function boxed(left: number, right: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: left, width: right - left });
  return element;
}

describe('scrollIntoStrip', () => {
  it('scrolls right by what an item past the right edge hides', () => {
    const strip = boxed(0, 320);
    strip.scrollLeft = 0;
    scrollIntoStrip(strip, boxed(290, 370));
    expect(strip.scrollLeft).toBe(50);
  });

  it('scrolls left by what an item past the left edge hides', () => {
    const strip = boxed(0, 320);
    strip.scrollLeft = 60;
    scrollIntoStrip(strip, boxed(-40, 30));
    expect(strip.scrollLeft).toBe(20);
  });

  it('leaves a strip alone when the item is already in view', () => {
    const strip = boxed(0, 320);
    strip.scrollLeft = 10;
    scrollIntoStrip(strip, boxed(100, 180));
    expect(strip.scrollLeft).toBe(10);
  });
});
