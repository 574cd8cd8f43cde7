import { describe, expect, it, vi } from 'vitest';
import { installableFilesMiddleware, offlinePageEntries } from './installable-plugin';

describe('offlinePageEntries', () => {
  it('precaches the offline page of each language, revised by its content', () => {
    const entries = offlinePageEntries();
    expect(entries.map((entry) => entry.url)).toEqual([
      '/offline-zh.html',
      '/offline-en.html',
      '/offline-zh-hant.html',
    ]);
    for (const { revision } of entries) expect(revision).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(entries.map((entry) => entry.revision)).size).toBe(3);
  });
});

describe('installableFilesMiddleware (the dev server)', () => {
  function ask(method: string, url: string) {
    const response = { headers: {} as Record<string, string>, body: undefined as unknown };
    const next = vi.fn();
    installableFilesMiddleware()(
      { method, url },
      {
        setHeader: (name, value) => (response.headers[name] = value),
        end: (body) => (response.body = body),
      },
      next,
    );
    return { ...response, next };
  }

  it('serves the language’s manifest the page links, as the production server does', () => {
    const answer = ask('GET', '/manifest-zh-hant.webmanifest');
    expect(answer.next).not.toHaveBeenCalled();
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(JSON.parse(String(answer.body))).toMatchObject({ start_url: '/zh-hant/' });
  });

  it('leaves everything else to Vite, and serves no worker', () => {
    for (const [method, url] of [
      ['GET', '/sw.js'],
      ['GET', '/src/main.tsx'],
      ['POST', '/manifest-en.webmanifest'],
    ] as const) {
      expect(ask(method, url).next).toHaveBeenCalledOnce();
    }
  });
});
