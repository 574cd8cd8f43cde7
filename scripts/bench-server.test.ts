import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:http2';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mockService } from '../mocks/node-server';
import { assetFor, loadAssets, pickEncoding, serveBuild, type BenchServer } from './bench-server';

const script = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;
let dist: string;

beforeAll(() => {
  // These tests talk to real servers on 127.0.0.1: the unit tests' request interception
  // (MSW) is paused for this file.
  mockService.close();
  dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>app</title>${' '.repeat(300)}`);
  writeFileSync(join(dist, 'assets', 'home-Dv3zG5C_.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-B0RROeEG.js'), 'export {};\n');
  writeFileSync(join(dist, 'assets', 'B0RRO-G.js'), script);
  mkdirSync(join(dist, 'mock-assets'));
  writeFileSync(join(dist, 'mock-assets', 'visa-Mastercd.svg'), '<svg/>');
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  mockService.listen({ onUnhandledFrame: 'error' });
});

describe('loadAssets', () => {
  it('compresses text assets with brotli and gzip, and marks hashed files immutable', () => {
    const assets = loadAssets(dist);
    const home = assets.get('/assets/home-Dv3zG5C_.js');
    expect(home?.type).toBe('text/javascript; charset=utf-8');
    expect(home?.immutable).toBe(true);
    expect(brotliDecompressSync(home?.br ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(gunzipSync(home?.gzip ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(home?.br?.length).toBeLessThan(home?.gzip?.length ?? 0);
    expect(assets.get('/index.html')?.immutable).toBe(false);
    // Named by its hash alone (7 characters); a file outside assets/ is not the build's.
    expect(assets.get('/assets/B0RRO-G.js')?.immutable).toBe(true);
    expect(assets.get('/mock-assets/visa-Mastercd.svg')?.immutable).toBe(false);
  });

  it('sends files too small to gain from compression as they are', () => {
    const tiny = loadAssets(dist).get('/assets/tiny-B0RROeEG.js');
    expect(tiny?.br).toBeUndefined();
    expect(tiny && pickEncoding(tiny, 'gzip, br')).toBeUndefined();
  });
});

describe('assetFor', () => {
  it('answers an app route with index.html and an unknown file with nothing', () => {
    const assets = loadAssets(dist);
    expect(assetFor(assets, '/en/goodsDetail')).toBe(assets.get('/index.html'));
    expect(assetFor(assets, '/assets/home-Dv3zG5C_.js')).toBe(
      assets.get('/assets/home-Dv3zG5C_.js'),
    );
    expect(assetFor(assets, '/assets/missing-AAAAAAAA.js')).toBeUndefined();
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, then none', () => {
    const home = loadAssets(dist).get('/assets/home-Dv3zG5C_.js');
    if (!home) throw new Error('missing asset');
    expect(pickEncoding(home, 'gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding(home, 'gzip, deflate')).toBe('gzip');
    expect(pickEncoding(home, 'identity')).toBeUndefined();
  });
});

describe('serveBuild', () => {
  let api: Server;
  let apiOrigin: string;
  const seen: { method?: string; url?: string; language?: string; body: string }[] = [];

  beforeAll(async () => {
    api = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          language: request.headers.language as string | undefined,
          body,
        });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"code":200,"msg":"success","data":null}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const address = api.address();
    apiOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve));
  });

  function get(server: BenchServer, path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const req = httpRequest(`${server.origin}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            });
          });
        });
        req.on('error', reject);
        req.end();
      },
    );
  }

  it('over HTTP/1.1: serves the build, brotli when accepted, and passes /api through', async () => {
    const server = await serveBuild(dist, 0, apiOrigin, { http1: true });
    try {
      const page = await get(server, '/en/goodsDetail?spuId=1');
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<title>app</title>');
      expect(page.headers['cache-control']).toBe('no-cache');

      const asset = await get(server, '/assets/home-Dv3zG5C_.js', { 'accept-encoding': 'br' });
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(asset.body).toString()).toBe(script);

      expect((await get(server, '/assets/missing-AAAAAAAA.js')).status).toBe(404);

      const image = await get(server, '/mock-assets/banners/welcome-186.svg');
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.body.toString()).toContain('width="750"');

      const reply = await new Promise<string>((resolve, reject) => {
        const req = httpRequest(
          `${server.origin}/api/language/home/info?uid=7`,
          { method: 'POST', headers: { language: '2', 'content-type': 'application/json' } },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => {
              resolve(text);
            });
          },
        );
        req.on('error', reject);
        req.end('{"uid":"7"}');
      });
      expect(JSON.parse(reply)).toEqual({ code: 200, msg: 'success', data: null });
      expect(seen.at(-1)).toEqual({
        method: 'POST',
        url: '/api/language/home/info?uid=7',
        language: '2',
        body: '{"uid":"7"}',
      });
    } finally {
      await server.close();
    }
  });

  it('by default: HTTPS with HTTP/2 on 127.0.0.1', async () => {
    const server = await serveBuild(dist, 0, apiOrigin);
    try {
      expect(server.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const session = connect(server.origin, { rejectUnauthorized: false });
      const { status, body } = await new Promise<{ status: number; body: string }>(
        (resolve, reject) => {
          const stream = session.request({ ':path': '/en' });
          let status = 0;
          let text = '';
          stream.on('response', (headers) => (status = Number(headers[':status'])));
          stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
          stream.on('end', () => {
            resolve({ status, body: text });
          });
          stream.on('error', reject);
          stream.end();
        },
      );
      session.close();
      expect(status).toBe(200);
      expect(body).toContain('<title>app</title>');
    } finally {
      await server.close();
    }
  });
});
