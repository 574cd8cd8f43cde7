// The installable app's files, on a Fastify instance of their own (app.ts registers the
// plugin; app.test.ts tests the whole server).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pwaFiles } from './pwa-files';

const WORKER = 'self.addEventListener("fetch",()=>{});';

async function serve(withWorker: boolean): Promise<FastifyInstance> {
  const clientDir = mkdtempSync(join(tmpdir(), 'pwa-files-'));
  if (withWorker) writeFileSync(join(clientDir, 'sw.js'), WORKER);
  const app = Fastify();
  await app.register(pwaFiles, { clientDir });
  app.addHook('onClose', () => {
    rmSync(clientDir, { recursive: true, force: true });
  });
  return app;
}

describe('pwaFiles', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await serve(true);
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the build’s worker at the root, revalidated each time, under its own CSP', async () => {
    const reply = await app.inject('/sw.js');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(WORKER);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each([
    ['zh', 'TopUp Live 充值商城', 'zh-CN'],
    ['en', 'TopUp Live Store', 'en'],
    ['zh-hant', 'TopUp Live 儲值商城', 'zh-Hant'],
  ])(
    'serves the %s manifest, starting and staying under its language',
    async (locale, name, lang) => {
      const reply = await app.inject(`/manifest-${locale}.webmanifest`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
      const manifest = reply.json<Record<string, unknown>>();
      expect(manifest).toMatchObject({
        name,
        short_name: 'TopUp Live',
        lang,
        start_url: `/${locale}/`,
        scope: `/${locale}/`,
        display: 'standalone',
      });
    },
  );

  it('serves every icon a manifest names as a PNG of its size', async () => {
    const manifest = (await app.inject('/manifest-en.webmanifest')).json<{
      icons: { src: string; sizes: string }[];
    }>();
    for (const icon of manifest.icons) {
      const reply = await app.inject(icon.src);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('image/png');
      const png = reply.rawPayload;
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  it('serves the offline page of each language under a CSP that allows its style alone', async () => {
    const reply = await app.inject('/offline-zh-hant.html');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.body).toContain('<html lang="zh-Hant">');
    expect(reply.headers['content-security-policy']).toMatch(
      /default-src 'none'; style-src 'sha256-[\w+/]+=*'/,
    );
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('answers nothing for a language it does not know', async () => {
    expect((await app.inject('/manifest-fr.webmanifest')).statusCode).toBe(404);
    expect((await app.inject('/offline-fr.html')).statusCode).toBe(404);
  });
});

describe('pwaFiles on a build without a worker', () => {
  it('serves no /sw.js, and the manifests still', async () => {
    const app = await serve(false);
    expect((await app.inject('/sw.js')).statusCode).toBe(404);
    expect((await app.inject('/manifest-en.webmanifest')).statusCode).toBe(200);
    await app.close();
  });
});
