import { describe, expect, it } from 'vitest';
import { webManifest } from './web-manifest';

const TEXTS = { name: 'TopUp Live Store', shortName: 'TopUp Live', description: 'Top-ups.' };

describe('webManifest', () => {
  it.each([
    ['zh', 'zh-CN'],
    ['en', 'en'],
    ['zh-hant', 'zh-Hant'],
  ] as const)('%s: starts on its Home and keeps to its pages, in its language', (locale, lang) => {
    const manifest = webManifest(locale, TEXTS);
    expect(manifest.start_url).toBe(`/${locale}/`);
    expect(manifest.scope).toBe(`/${locale}/`);
    expect(manifest.id).toBe(`/${locale}/`);
    expect(manifest.lang).toBe(lang);
  });

  it('carries what browsers ask for to install: names, standalone display, colours', () => {
    expect(webManifest('en', TEXTS)).toMatchObject({
      name: 'TopUp Live Store',
      short_name: 'TopUp Live',
      description: 'Top-ups.',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#ffffff',
    });
  });

  it('names icons of 192 and 512 px and a maskable one', () => {
    expect(webManifest('en', TEXTS).icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});
