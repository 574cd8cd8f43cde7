// The production build served the way a CDN serves it, for `npm run bench`: HTTPS with
// HTTP/2 (one multiplexed connection instead of six HTTP/1.1 ones), text assets
// brotli-compressed once at start (gzip for clients without brotli), long-lived caching of
// the hashed assets, index.html for every app route, the mock's placeholder images, and /api
// passed to the mock server.
// Listens on 127.0.0.1 only, with a throwaway self-signed certificate made by openssl.
// `--http1` serves plain HTTP/1.1 instead, for comparison with a bare static server.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
} from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest } from 'node:http2';
import type { Socket } from 'node:net';
import { mockAsset } from '../mocks/mock-assets-plugin.ts';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);

interface Asset {
  type: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  immutable: boolean;
}

/**
 * The build's hashed files: under assets/, named by a 7- or 8-character hash, alone or after
 * the chunk's name (vite.config.ts).
 */
const HASHED = /^\/assets\/([\w.-]+-)?[\w-]{7,8}\.\w+$/;

/** Every file of the build, compressed once (brotli at its best quality, as a CDN would). */
export function loadAssets(dist: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      const ext = extname(name);
      const raw = readFileSync(path);
      const compress = COMPRESSIBLE.has(ext) && raw.length > 256;
      const url = `/${relative(dist, path).split('\\').join('/')}`;
      assets.set(url, {
        type: TYPES[ext] ?? 'application/octet-stream',
        raw,
        ...(compress
          ? {
              br: brotliCompressSync(raw, {
                params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
              }),
              gzip: gzipSync(raw, { level: 9 }),
            }
          : {}),
        immutable: HASHED.test(url),
      });
    }
  };
  walk(dist);
  return assets;
}

/** The asset for a request path: a file of the build, else the app's index.html. */
export function assetFor(assets: Map<string, Asset>, pathname: string): Asset | undefined {
  return assets.get(pathname) ?? (extname(pathname) ? undefined : assets.get('/index.html'));
}

/** The encoding to send: brotli when accepted, else gzip, else none. */
export function pickEncoding(asset: Asset, accept: string): 'br' | 'gzip' | undefined {
  if (asset.br && /\bbr\b/.test(accept)) return 'br';
  if (asset.gzip && /\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-days',
        '1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Request = IncomingMessage | Http2ServerRequest;
/** What both servers' responses offer (HTTP/1.1 and HTTP/2 compatibility API). */
interface Response {
  statusCode: number;
  setHeader(name: string, value: string | number): unknown;
  end(body: Buffer | string): unknown;
}

function send(
  response: Response,
  status: number,
  headers: Record<string, string | number>,
  body: Buffer | string = '',
) {
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.end(body);
}

const HOP_BY_HOP = [
  'content-encoding',
  'content-length',
  'connection',
  'transfer-encoding',
  'keep-alive',
];

async function proxyToApi(request: Request, response: Response, api: string) {
  const method = request.method ?? 'GET';
  const forwarded = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith(':') || name === 'host' || name === 'connection' || value === undefined)
      continue;
    forwarded.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const reply = await fetch(`${api}${request.url ?? '/'}`, {
      method,
      headers: forwarded,
      ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
    });
    const body = Buffer.from(await reply.arrayBuffer());
    reply.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.includes(name)) response.setHeader(name, value);
    });
    send(response, reply.status, {}, body);
  } catch {
    send(response, 502, {});
  }
}

function handler(assets: Map<string, Asset>, api: string) {
  return (request: Request, response: Response) => {
    const pathname = new URL(request.url ?? '/', 'https://127.0.0.1').pathname;
    if (pathname.startsWith('/api/')) {
      void proxyToApi(request, response, api);
      return;
    }
    // The images the mock's examples point at, as the dev server and preview serve them.
    const image = mockAsset(pathname);
    if (image) {
      send(response, 200, image.headers, image.body);
      return;
    }
    const asset = assetFor(assets, pathname);
    if (!asset) {
      send(response, 404, { 'content-type': 'text/plain' }, 'Not found');
      return;
    }
    const encoding = pickEncoding(asset, request.headers['accept-encoding'] ?? '');
    const body = encoding ? (asset[encoding] ?? asset.raw) : asset.raw;
    send(
      response,
      200,
      {
        'content-type': asset.type,
        'content-length': body.length,
        'cache-control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      },
      body,
    );
  };
}

/** Passes a request to `origin` as it came and its answer back byte for byte (encoding kept). */
function passTo(origin: string, proto: 'http' | 'https') {
  const target = new URL(origin);
  return (request: Request, response: Response & { writeHead?: unknown }) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.startsWith(':') || name === 'connection' || value === undefined) continue;
      headers[name] = value;
    }
    // As a CDN or load balancer tells the server what the browser asked for: with TRUST_PROXY
    // the server's absolute links (canonical, alternates) and HSTS are the edge's, not its own.
    const asked = request.headers[':authority'] ?? request.headers.host;
    if (typeof asked === 'string') headers['x-forwarded-host'] = asked;
    headers['x-forwarded-proto'] = proto;
    headers['host'] = target.host;
    const upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        path: request.url ?? '/',
        method: request.method ?? 'GET',
        headers,
      },
      (answer) => {
        response.statusCode = answer.statusCode ?? 502;
        for (const [name, value] of Object.entries(answer.headers)) {
          if (
            value === undefined ||
            ['connection', 'keep-alive', 'transfer-encoding'].includes(name)
          )
            continue;
          response.setHeader(name, value as string);
        }
        answer.pipe(response as unknown as NodeJS.WritableStream);
      },
    );
    upstream.on('error', () => {
      send(response, 502, {});
    });
    (request as NodeJS.ReadableStream).pipe(upstream);
  };
}

export interface BenchServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves `dist` on 127.0.0.1 with /api passed to `api`: over HTTPS and HTTP/2 (as a CDN
 * does), or with `http1` over plain HTTP/1.1 (as `vite preview` does).
 */
export function serveBuild(
  dist: string,
  port: number,
  api: string,
  options: { http1?: boolean } = {},
): Promise<BenchServer> {
  return listen(handler(loadAssets(dist), api), port, options);
}

/**
 * A CDN's edge in front of `origin` (the production server): HTTPS with HTTP/2 to the
 * browser (or plain HTTP/1.1 with `http1`), every request passed to the origin unchanged.
 */
export function serveFront(
  origin: string,
  port: number,
  options: { http1?: boolean } = {},
): Promise<BenchServer> {
  return listen(passTo(origin, options.http1 ? 'http' : 'https'), port, options);
}

function listen(
  handle: (request: Request, response: Response) => void,
  port: number,
  options: { http1?: boolean },
): Promise<BenchServer> {
  const server: Server | Http2SecureServer = options.http1
    ? createHttpServer(handle)
    : createSecureServer({ ...selfSignedCertificate(), allowHTTP1: false }, handle);
  const sockets = new Set<{ destroy: () => void }>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolve({
        origin: `${options.http1 ? 'http' : 'https'}://127.0.0.1:${bound}`,
        close: () =>
          new Promise((done) => {
            server.close(() => {
              done();
            });
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}
