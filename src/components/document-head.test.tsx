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

  it('never copies the app token into the canonical or alternate links (issue 11 item 22)', () => {
    renderWithProviders(
      <DocumentHead title="Pay" />,
      '/en/appFastPay?intent_id=i1&newstoken_app=secret-token&price=9.99',
    );
    const links = [
      ...document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"]'),
    ];
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link.getAttribute('href')).not.toContain('secret-token');
      expect(link.getAttribute('href')).toMatch(/appFastPay\?intent_id=i1&price=9\.99$/);
    }
  });
});
