import { describe, expect, it } from 'vitest';
import { placeholderSvg } from './mock-assets-plugin';

describe('mock asset placeholders', () => {
  it('draws the initials of the slug', () => {
    const svg = placeholderSvg('/mock-assets/goods/pubg-mobile-uc.svg');
    expect(svg).toContain('>PM</text>');
    expect(svg).toContain('width="200"');
  });

  it('makes banners wide', () => {
    expect(placeholderSvg('/mock-assets/banners/welcome-186.svg')).toContain('width="750"');
  });

  it('escapes what it writes into the SVG', () => {
    expect(placeholderSvg('/mock-assets/goods/a"b<c.svg')).not.toMatch(/a"b<c/);
  });
});
