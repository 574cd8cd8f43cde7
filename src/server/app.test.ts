// The whole server over HTTP (Fastify's inject), against a client folder shaped like the
// build's and a stub API on a real socket whose replies each test chooses: the headers of
// every kind of response, static files, health, the /api pass-through, request ids, logs
// and CSP reports.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from './headers';
import { manifestPath } from '../config/installable';
import {
  clientFolder,
  closedOrigin,
  makeServer,
  startStandIn,
  type ClientFolder,
  type StandIn,
} from '../../tests/utils/server-stand-ins';

const PARENT_ORIGIN = 'https://wrapper.topuplive.example';
const SECRET = 'SECRET-7f3a9c';
const ASSET = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>TopUp Live</title>
    <style>.boot-shell{max-width:750px;margin:0 auto}${'.b{color:red}'.repeat(100)}</style>
  </head>
  <body>
    <div id="root"><div class="boot-shell"></div></div>
    <script>import('/assets/abc1234.js');</script>
  </body>
</html>
`;
// The build's variants (scripts/vite/precompress-plugin.ts), at their highest levels: the
// server sends these files, not a compression of its own.
const ASSET_BR = brotliCompressSync(ASSET);
const ASSET_GZ = gzipSync(ASSET, { level: 9 });
const RETURNING_VISITOR = 'uuid=3f1c; equipment=17646400000001234';
const APP_PAYMENT_PAGE = '/en/appAirwallex?intent_id=int_1&orderId=9&price=5&currency=USD';

// ---- The stub API: records what reaches it and answers as the test says. ----

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type StubReply = (request: Received, response: ServerResponse) => void;

const answerOk: StubReply = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"code":200,"data":null}');
};

let stubReply: StubReply = answerOk;
const received: Received[] = [];
let stub: StandIn;

// ---- The client folder, the servers made and the lines they log. ----

let client: ClientFolder;
const apps: FastifyInstance[] = [];
const lines: string[] = [];

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url: string; method: string };
  res?: { statusCode: number };
  responseTime?: number;
  cspReport?: Array<Record<string, unknown>>;
}

const logs = () => lines.map((line) => JSON.parse(line) as LogLine);

async function serverWith(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await makeServer({ API_ORIGIN: stub.origin, CLIENT_DIR: client.dir, ...env }, lines);
  apps.push(app);
  return app;
}

/** The request-completed line of a request (Fastify writes it once the reply has gone). */
async function completedLine(requestId: string): Promise<LogLine> {
  const find = () =>
    logs().find((line) => line.reqId === requestId && line.msg === 'request completed');
  for (let turn = 0; turn < 100 && !find(); turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  const line = find();
  if (!line) throw new Error(`no request completed line for ${requestId}`);
  return line;
}

function nonceOf(response: LightMyRequestResponse): string {
  const match = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']));
  if (!match?.[1]) throw new Error('no nonce in the CSP');
  return match[1];
}

function directive(response: LightMyRequestResponse, name: string): string | undefined {
  return String(response.headers['content-security-policy'])
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

let app: FastifyInstance;

beforeAll(async () => {
  client = clientFolder('server', INDEX_HTML, {
    'abc1234.js': ASSET,
    'abc1234.js.br': ASSET_BR,
    'abc1234.js.gz': ASSET_GZ,
    'abc1234.js.map': '{"version":3,"sources":[]}',
  });
  stub = await startStandIn((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      stubReply(entry, response);
    });
  });
  app = await serverWith();
});

afterAll(async () => {
  await Promise.all(apps.map((each) => each.close()));
  await stub.close();
  client.remove();
});

beforeEach(() => {
  stubReply = answerOk;
  received.length = 0;
  lines.length = 0;
});

describe('page headers', () => {
  it('sends a public page with every header, cacheable briefly by a CDN', async () => {
    // A returning visitor: the visitor and device cookies are there, the page sets none.
    const response = await app.inject({ url: '/en', headers: { cookie: RETURNING_VISITOR } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin',
      'x-frame-options': 'DENY',
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
      'reporting-endpoints': 'csp="/csp-report"',
    });
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers['permissions-policy']).toContain('payment=()');
    expect(response.headers).not.toHaveProperty('strict-transport-security');
    expect(directive(response, 'script-src')).toContain("'strict-dynamic'");
    expect(directive(response, 'object-src')).toBe("object-src 'none'");
    expect(directive(response, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(response, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(response, 'frame-src')).toBe("frame-src 'none'");
    expect(directive(response, 'upgrade-insecure-requests')).toBeUndefined();
    expect(response.body).toContain('<html lang="en">');
  });

  it('never lets a public page be stored when the shopper is signed in', async () => {
    const response = await app.inject({ url: '/en', headers: { cookie: 'adbws_marker=t1' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a page private when rendering it set a cookie (a first visit’s device number)', async () => {
    const response = await app.inject({ url: '/en' });
    expect(response.statusCode).toBe(200);
    expect([response.headers['set-cookie']].flat()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^equipment=\d+; Max-Age=31536000; Path=\/; SameSite=Lax$/),
      ]),
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('sends a guest on a signed-in page to login, never stored, the page kept as the intent', async () => {
    const response = await app.inject({
      url: '/en/Tabs/Order?tab=2',
      headers: { cookie: RETURNING_VISITOR },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/login');
    expect(response.headers['cache-control']).toBe('no-store');
    expect([response.headers['set-cookie']].flat()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^ReturnTo=%2Fen%2FTabs%2FOrder%3Ftab%3D2; Path=\/; SameSite=Lax$|^ReturnTo=\/en\/Tabs\/Order\?tab=2; Path=\/; SameSite=Lax$/,
        ),
      ]),
    );
  });

  it('exchanges the app’s newstoken_app for the HttpOnly session, the address asked again without it', async () => {
    const response = await app.inject({
      url: `${APP_PAYMENT_PAGE}&newstoken_app=${SECRET}`,
      headers: { cookie: RETURNING_VISITOR },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(APP_PAYMENT_PAGE);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookies = [response.headers['set-cookie']].flat();
    expect(cookies).toContain(`adbws_marker=${SECRET}; Path=/; SameSite=Lax; HttpOnly`);
    expect(cookies).toContain('app_context=1; Path=/; SameSite=Lax');
    // Its signed-in pages are then the server's to render, like any shopper's.
    const me = await app.inject({
      url: '/en/Tabs/Me',
      headers: { cookie: `${RETURNING_VISITOR}; adbws_marker=${SECRET}; app_context=1` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.body).toContain('id="server-state"');
  });

  it('calls the API with the session cookie’s token, and keeps a sign-in’s token from the page', async () => {
    stubReply = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`{"code":200,"msg":"success","data":{"access_token":"${SECRET}"}}`);
    };
    const login = await app.inject({
      method: 'POST',
      url: '/api/language/token/login-c',
      headers: { 'content-type': 'application/json', clienttype: 'H5' },
      payload: { username: 'alex', password: 'x' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.body).not.toContain(SECRET);
    expect([login.headers['set-cookie']].flat()).toContain(
      `adbws_marker=${SECRET}; Max-Age=1296000; Path=/; SameSite=Lax; HttpOnly`,
    );
    stubReply = answerOk;
    received.length = 0;
    const call = await app.inject({
      url: '/api/user/info',
      headers: {
        cookie: `adbws_marker=${SECRET}`,
        clienttype: 'H5',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(call.statusCode).toBe(200);
    expect(received[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(received[0]?.headers.cookie).toBeUndefined();
    const forged = await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { cookie: `adbws_marker=${SECRET}`, 'sec-fetch-site': 'cross-site' },
      payload: 'itemId=5',
    });
    expect(forged.statusCode).toBe(403);
    expect(received).toHaveLength(1);
    await completedLine(String(forged.headers['x-request-id']));
    for (const line of lines) expect(line).not.toContain(SECRET);
  });

  it('sends a signed-in page private and never stored', async () => {
    const response = await app.inject({
      url: '/en/Tabs/Order',
      headers: { cookie: `${RETURNING_VISITOR}; adbws_marker=t1` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(directive(response, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(response.headers['permissions-policy']).toContain('payment=()');
  });

  it("lets the app's parent frame an app payment page, where payment is allowed", async () => {
    const framed = await serverWith({ NATIVE_BRIDGE_PARENT_ORIGIN: PARENT_ORIGIN });
    const response = await framed.inject({ url: APP_PAYMENT_PAGE });
    expect(response.statusCode).toBe(200);
    expect(directive(response, 'frame-ancestors')).toBe(`frame-ancestors ${PARENT_ORIGIN}`);
    expect(response.headers).not.toHaveProperty('x-frame-options');
    expect(response.headers['permissions-policy']).toMatch(
      /payment=\(self "https:\/\/checkout\.airwallex\.com"/,
    );
    expect(directive(response, 'frame-src')).toContain('https://checkout.airwallex.com');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Other pages of the same server stay unframeable.
    const home = await framed.inject({ url: '/en' });
    expect(directive(home, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('keeps an app page unframeable when no parent origin is configured', async () => {
    const response = await app.inject({ url: APP_PAYMENT_PAGE });
    expect(response.statusCode).toBe(200);
    expect(directive(response, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers an unknown page with 404, the page shell and headers, never stored', async () => {
    const response = await app.inject({ url: '/en/NoSuchScreen' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(directive(response, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(response.body).toContain('<html lang="en">');
    // A query that fails its schema is the 404 page too.
    expect((await app.inject({ url: '/en/goodsDetail' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/en/goodsDetail?spuId=12' })).statusCode).toBe(200);
  });

  it("never writes the request's host into a header a CDN may keep", async () => {
    // A CDN keys its cache on the host it serves, not on what a request claims in
    // X-Forwarded-Host: a page naming that host would send everyone's CSP reports (with
    // their pages' addresses) there.
    const trusting = await serverWith({ TRUST_PROXY: 'true' });
    const responses = [
      await app.inject({ url: '/en', headers: { host: 'evil.example' } }),
      await trusting.inject({ url: '/en', headers: { 'x-forwarded-host': 'evil.example' } }),
      await app.inject({ url: '/en', headers: { host: 'a"b' } }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(JSON.stringify(response.headers)).not.toMatch(/evil\.example|a\\"b/);
      expect(response.headers['reporting-endpoints']).toBe('csp="/csp-report"');
    }
  });

  it('names its release for the page’s reports and lets the page send them to the collector', async () => {
    const reporting = await serverWith({
      RELEASE: '2026.11.28-1',
      VITALS_ENDPOINT: 'https://collector.topuplive.example/vitals',
      ERROR_ENDPOINT: '/rum/errors',
    });
    const response = await reporting.inject({ url: '/en' });
    expect(response.body).toContain('<meta name="release" content="2026.11.28-1" />');
    expect(directive(response, 'connect-src')).toBe(
      "connect-src 'self' https://collector.topuplive.example",
    );
  });

  it('compresses the page when the browser accepts it', async () => {
    const response = await app.inject({ url: '/en', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain(`nonce="${nonceOf(response)}"`);
  });
});

describe('the nonce', () => {
  it("is the CSP header's on every script and style of the page, new per response", async () => {
    const first = await app.inject({ url: '/en' });
    const nonce = nonceOf(first);
    const tags = first.body.match(/<(script|style)\b[^>]*>/g) ?? [];
    const code = tags.filter((tag) => !tag.includes('application/json'));
    expect(code.length).toBeGreaterThanOrEqual(2);
    for (const tag of code) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);

    const second = await app.inject({ url: '/en' });
    expect(nonceOf(second)).not.toBe(nonce);
    expect(second.body).not.toContain(nonce);
    expect(second.body).toContain(`nonce="${nonceOf(second)}"`);
  });
});

describe('assets', () => {
  it('serves brotli when accepted, cached immutable for a year', async () => {
    const response = await app.inject({
      url: '/assets/abc1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(IMMUTABLE_CACHE_CONTROL).toMatch(/max-age=31536000\b.*immutable/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(ASSET_BR)).toBe(true);
    expect(response.headers['content-length']).toBe(String(ASSET_BR.length));
  });

  it('serves gzip when only gzip is accepted, and the file as is otherwise', async () => {
    const gzip = await app.inject({
      url: '/assets/abc1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(ASSET_GZ)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(ASSET);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);

    const plain = await app.inject({
      url: '/assets/abc1234.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers).not.toHaveProperty('content-encoding');
    expect(plain.body).toBe(ASSET);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it.each([
    '/assets/missing.js',
    '/assets/abc1234.js.map',
    '/assets/../index.html',
    '/assets/%2e%2e/index.html',
    '/.env',
    '/index.html',
    '/favicon.ico',
    '/en/robots.txt',
  ])('answers %s with a 404 text, never the page', async (url) => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).not.toContain('<html');
    expect(response.body).not.toContain('"version":3');
  });

  it.each(['/assets/', '/assets/.env', '/assets/..%2findex.html'])(
    'refuses %s with a 403 text that says so, never a file or the page',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe('Forbidden');
    },
  );
});

describe('https', () => {
  it("believes a trusted proxy's x-forwarded-proto: HSTS and upgrades", async () => {
    const trusting = await serverWith({ TRUST_PROXY: 'true' });
    const page = await trusting.inject({
      url: '/en',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(directive(page, 'upgrade-insecure-requests')).toBeDefined();
    const asset = await trusting.inject({
      url: '/assets/abc1234.js',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(asset.headers['strict-transport-security']).toBeDefined();
    const plain = await trusting.inject({ url: '/en' });
    expect(plain.headers).not.toHaveProperty('strict-transport-security');
  });

  it('ignores x-forwarded-proto without a trusted proxy', async () => {
    const page = await app.inject({ url: '/en', headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers).not.toHaveProperty('strict-transport-security');
    expect(directive(page, 'upgrade-insecure-requests')).toBeUndefined();
  });
});

describe('the files beside the pages (installable app, search engines)', () => {
  it('serves robots.txt naming the sitemap, the sitemap, and each language’s manifest', async () => {
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'shop.example' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: http://shop.example/sitemap.xml');
    expect(robots.body).toMatch(/^Disallow: \/api\//m);
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example' } });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body).toContain('<loc>http://shop.example/en</loc>');
    const manifest = await app.inject({ url: manifestPath('en') });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ id: '/en/', display: 'standalone' });
  });
});

describe('health', () => {
  it('answers /healthz while the process is up, API or not', async () => {
    const down = await serverWith({ API_ORIGIN: await closedOrigin() });
    for (const server of [app, down]) {
      const response = await server.inject({ url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers /readyz 200 when the API answers', async () => {
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url).toMatch(/^\/api\//);
  });

  it('answers /readyz 503 when the API fails', async () => {
    stubReply = (_request, response) => {
      response.writeHead(500).end('down');
    };
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(received).toHaveLength(1);
  });

  it('answers /readyz 503 when nothing listens at the API', async () => {
    const down = await serverWith({ API_ORIGIN: await closedOrigin() });
    const response = await down.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('/api', () => {
  it("passes the method, path, query, body and headers, and brings back the API's reply", async () => {
    stubReply = (_request, response) => {
      response.writeHead(201, { 'content-type': 'application/json', 'x-api': 'stub' });
      response.end('{"code":200,"data":{"orderId":"o-1"}}');
    };
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/create?lang=en&x=1',
      headers: {
        authorization: 'Bearer tok-1',
        language: '3',
        'content-type': 'application/json',
      },
      payload: { itemId: 5, num: 2 },
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/order/create?lang=en&x=1');
    expect(JSON.parse(request?.body ?? '')).toEqual({ itemId: 5, num: 2 });
    expect(request?.headers.authorization).toBe('Bearer tok-1');
    expect(request?.headers.language).toBe('3');
    expect(response.statusCode).toBe(201);
    expect(response.headers['x-api']).toBe('stub');
    expect(response.json()).toEqual({ code: 200, data: { orderId: 'o-1' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("passes the API's errors through as they are", async () => {
    stubReply = (_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404}');
    };
    const response = await app.inject({ url: '/api/goods/detail?spuId=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404 });
  });

  it('answers a 5xx at once when the API is down, and logs no token', async () => {
    const down = await serverWith({ API_ORIGIN: await closedOrigin() });
    const response = await down.inject({
      url: `/api/user/info?token=${SECRET}`,
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(response.statusCode).toBeLessThan(600);
    await completedLine(String(response.headers['x-request-id']));
    for (const line of lines) expect(line).not.toContain(SECRET);
  });
});

describe('request ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('gives each request a new id', async () => {
    const first = await app.inject({ url: '/healthz' });
    const second = await app.inject({ url: '/healthz' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("keeps a load balancer's well-formed id and replaces a malformed one", async () => {
    const kept = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1a2b.3c_4' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1a2b.3c_4');
    expect((await completedLine('lb-1a2b.3c_4')).res?.statusCode).toBe(200);
    for (const given of ['bad id', 'x'.repeat(65), '<script>', 'a\\b']) {
      const replaced = await app.inject({ url: '/healthz', headers: { 'x-request-id': given } });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
  });
});

describe('logs', () => {
  it('writes one JSON line per request with its id, status and time spent', async () => {
    const response = await app.inject({ url: '/en/NoSuchScreen?spuId=3' });
    const id = String(response.headers['x-request-id']);
    const line = await completedLine(id);
    expect(line.res?.statusCode).toBe(404);
    expect(typeof line.responseTime).toBe('number');
    expect(logs().filter((each) => each.reqId === id && each.msg === 'request completed')).toEqual([
      line,
    ]);
    const incoming = logs().find((each) => each.reqId === id && each.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/en/NoSuchScreen?spuId=3' });
  });

  it('never writes a token, whether in the query, a header or a cookie', async () => {
    const headers = { authorization: `Bearer ${SECRET}`, cookie: `adbws_marker=${SECRET}` };
    const page = await app.inject({
      url: `/en/appAirwallex?intent_id=i&orderId=9&newstoken_app=${SECRET}&client_secret=${SECRET}`,
      headers,
    });
    const api = await app.inject({ url: `/api/user/info?token=${SECRET}`, headers });
    const missing = await app.inject({ url: `/favicon.ico?password=${SECRET}`, headers });
    for (const response of [page, api, missing]) {
      await completedLine(String(response.headers['x-request-id']));
    }
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines) expect(line).not.toContain(SECRET);
  });
});

describe('/csp-report', () => {
  it('logs a report-uri report without the addresses’ queries', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': `https://m.example/en/appAirwallex?newstoken_app=${SECRET}`,
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'blocked-uri': `https://evil.example/x.js?steal=${SECRET}`,
        },
      }),
    });
    expect(response.statusCode).toBe(204);
    const report = logs().find((line) => line.msg === 'CSP violation');
    expect(report?.cspReport).toEqual([
      expect.objectContaining({
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        page: 'https://m.example/en/appAirwallex',
      }),
    ]);
    for (const line of lines) expect(line).not.toContain(SECRET);
  });

  it('logs a Reporting API report the same way', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          url: 'https://m.example/en',
          body: {
            documentURL: `https://m.example/en?code=${SECRET}`,
            effectiveDirective: 'frame-src',
            blockedURL: `https://frame.example/pay#${SECRET}`,
          },
        },
      ]),
    });
    expect(response.statusCode).toBe(204);
    const report = logs().find((line) => line.msg === 'CSP violation');
    expect(report?.cspReport).toEqual([
      expect.objectContaining({ directive: 'frame-src', blocked: 'https://frame.example/pay' }),
    ]);
    for (const line of lines) expect(line).not.toContain(SECRET);
  });

  it.each([
    ['application/csp-report', 'not json {'],
    ['application/reports+json', 'not json {'],
    ['application/csp-report', 'null'],
    ['application/csp-report', '{"csp-report":null}'],
    ['application/reports+json', '[null, 1, "x", {"body":null}]'],
  ])('answers 204 to a %s body %s, and nothing fails', async (type, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(204);
    await completedLine(String(response.headers['x-request-id']));
    // Nothing at error level (50) or above: no handler threw.
    expect(logs().filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('MOCK_ASSETS', () => {
  const IMAGE = '/mock-assets/products/diamond-pack.svg';

  it("serves the mock's placeholder images when enabled", async () => {
    const mock = await serverWith({ MOCK_ASSETS: 'true' });
    const response = await mock.inject({ url: IMAGE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toMatch(/^<svg /);
    expect((await mock.inject({ url: '/mock-assets/products/diamond.png' })).statusCode).toBe(404);
  });

  it('answers 404 for them otherwise', async () => {
    const response = await app.inject({ url: IMAGE });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<svg');
  });
});
