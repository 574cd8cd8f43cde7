import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render-with-providers';
import { DocumentHead } from './document-head';

describe('DocumentHead', () => {
  it('sets title, description, keywords, the canonical link and one alternate per language', () => {
    renderWithProviders(
      <DocumentHead title="PUBG Mobile UC" description="Buy UC" keywords="PUBG,UC" />,
      '/en/goodsDetail?spuId=10101',
    );
    expect(document.title).toBe('PUBG Mobile UC');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Buy UC',
    );
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      'PUBG,UC',
    );
    const origin = window.location.origin;
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}/en/goodsDetail?spuId=10101`,
    );
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['zh-CN', `${origin}/zh/goodsDetail?spuId=10101`],
      ['en', `${origin}/en/goodsDetail?spuId=10101`],
      ['zh-Hant', `${origin}/zh-hant/goodsDetail?spuId=10101`],
      ['x-default', `${origin}/zh/goodsDetail?spuId=10101`],
    ]);
  });
});
