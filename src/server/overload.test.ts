// Overload refused early (overload.ts), on the whole server (Fastify's inject) in front of an
// API stand-in on 127.0.0.1 whose replies the test holds and releases: past the pages in
// flight, past the event-loop delay (a fake measure: the histogram @fastify/under-pressure
// reads, its sample timer on a fake clock) and past the memory limit, a request is answered
// at once, while the pages accepted before finish as usual.
import { EventEmitter, once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionsPolicy } from './headers';
import { OVERLOAD_RETRY_AFTER_S, OVERLOAD_SAMPLE_INTERVAL_MS } from './overload';
import { RENDERED_IN_HEADER } from './rendered-in-header';
import {
  clientFolder,
  makeServer,
  startStandIn,
  type ClientFolder,
  type StandIn,
} from '../../tests/utils/server-stand-ins';

// The event-loop delay the plugin samples, set by each test (a histogram's mean, in ns).
// Replaced before the plugin is first loaded: it keeps the function it found then.
const eventLoop = await vi.hoisted(async () => {
  const perfHooks = (await import('node:perf_hooks')).default;
  const measure = { meanMs: 0 };
  perfHooks.monitorEventLoopDelay = (() => ({
    enable: () => true,
    disable: () => true,
    reset: () => undefined,
    get mean() {
      return measure.meanMs * 1e6;
    },
  })) as unknown as typeof perfHooks.monitorEventLoopDelay;
  return measure;
});

// As the build writes it: the app's stylesheet inlined, its file named on the tag.
const INLINED_CSS = '.boot-shell{margin:0 auto}'.repeat(40);
const INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head><title>TopUp Live</title>' +
  `<style data-href="/assets/style-t1.css">${INLINED_CSS}</style></head>` +
  '<body><div id="root"><div class="boot-shell"></div></div><script>1</script></body></html>';
const ASSET = 'export const x = 1;\n';
const goods = (spuId: number) => `/en/goodsDetail?spuId=${String(spuId)}&categoryId=101`;
/** The plugin subtracts its timer's resolution (10 ms) from the histogram's mean. */
const RESOLUTION_MS = 10;

let client: ClientFolder;
let stub: StandIn;
/** When set, the stub holds each request until the test answers it. */
let holding = false;
const held: { request: IncomingMessage; body: string; response: ServerResponse }[] = [];
const arrivals = new EventEmitter();
const apps: FastifyInstance[] = [];

function answer(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"data":null}');
}

beforeAll(async () => {
  client = clientFolder('overload', INDEX_HTML, { 'abc1234.js': ASSET });
  stub = await startStandIn((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!holding) {
        answer(response);
        return;
      }
      held.push({ request, body: Buffer.concat(chunks).toString('utf8'), response });
      arrivals.emit('request');
    });
  });
});

beforeEach(() => {
  holding = false;
  eventLoop.meanMs = 0;
});

afterEach(async () => {
  vi.useRealTimers();
  holding = false;
  for (const { response } of held.splice(0)) if (!response.writableEnded) answer(response);
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

afterAll(async () => {
  await stub.close();
  client.remove();
});

async function serverWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await makeServer({ API_ORIGIN: stub.origin, CLIENT_DIR: client.dir, ...env });
  apps.push(app);
  return app;
}

/** Resolves once the stub holds the product-detail call of each of these products. */
async function detailCallsHeld(spuIds: number[]) {
  const arrived = () =>
    spuIds.every((spuId) =>
      held.some(
        ({ request, body }) =>
          request.url?.includes('/spu/detail') && body.includes(`"spuId":${String(spuId)}`),
      ),
    );
  while (!arrived()) await once(arrivals, 'request');
}

function expectRefusedPage(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_S));
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('private, no-store');
  // A short page in the address's language, its style allowed by the CSP, nothing rendered.
  expect(response.body).toContain('<html lang="en">');
  expect(response.body).toContain('<h1>Too many shoppers right now</h1>');
  expect(response.body).toContain('<a href="">Try again</a>');
  expect(response.body).not.toContain('<script');
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  expect(response.body).toContain(`<style nonce="${String(nonce)}">`);
}

/**
 * The client-rendered shell, lean (its stylesheet linked), at once: never stored, in the
 * address's language, its script allowed by the CSP, nothing rendered, nothing to retry.
 */
function expectShell(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode).toBe(status);
  expect(response.headers[RENDERED_IN_HEADER]).toBe('browser');
  expect(response.headers['retry-after']).toBeUndefined();
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.body).toContain('<html lang="en">');
  expect(response.body).toContain('<div class="boot-shell">');
  expect(response.body).not.toContain('id="server-state"');
  expect(response.body).toContain('<link rel="stylesheet" href="/assets/style-t1.css" />');
  expect(response.body).not.toContain(INLINED_CSS);
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  expect(response.body).toContain(`<script nonce="${String(nonce)}">`);
}

describe('pages in flight', () => {
  it('answers pages past the limit at once with the shell, while the pages accepted finish', async () => {
    const app = await serverWith({ OVERLOAD_MAX_PAGES_IN_FLIGHT: '2' });
    holding = true;
    // Two pages rendering, both waiting on the API (nothing released yet).
    const accepted = [app.inject({ url: goods(1) }), app.inject({ url: goods(2) })];
    await detailCallsHeld([1, 2]);

    // The third and fourth are answered while the API still holds every call: the browser
    // renders them (through /api, which is not counted).
    const shells = await Promise.all([app.inject({ url: goods(3) }), app.inject({ url: '/en' })]);
    for (const response of shells) expectShell(response);
    expect(held.some(({ body }) => body.includes('"spuId":3'))).toBe(false);
    // An unknown address stays a 404; a payment screen keeps the wallets' permission.
    expectShell(await app.inject({ url: '/en/NoSuchPage' }), 404);
    const card = await app.inject({ url: '/en/Tabs/Cardpayment' });
    expectShell(card);
    expect(card.headers['permissions-policy']).toBe(permissionsPolicy(true));
    // What is never rendered here goes on as usual: the app's token exchanged, an app page.
    const exchange = await app.inject({ url: '/en/appAirwallex?newstoken_app=t0k3n' });
    expect(exchange.statusCode).toBe(302);
    expect(exchange.headers.location).toBe('/en/appAirwallex');
    const appPage = await app.inject({ url: '/en/appFastPay' });
    expect(appPage.headers[RENDERED_IN_HEADER]).toBeUndefined();
    expect(appPage.body).toContain(INLINED_CSS);

    // Liveness and assets are never refused; readiness says not ready, without asking the API.
    const waiting = held.length;
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/assets/abc1234.js' })).body).toBe(ASSET);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'overloaded' });
    expect(held).toHaveLength(waiting);

    // The API answers: the accepted pages are rendered as usual.
    holding = false;
    for (const { response } of held.splice(0)) answer(response);
    for (const response of await Promise.all(accepted)) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="server-state"');
    }
    // Room again: the next page is rendered, and the copy is ready.
    const next = await app.inject({ url: goods(3) });
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('id="server-state"');
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('counts a page whose shopper left: the place is given back', async () => {
    const app = await serverWith({ OVERLOAD_MAX_PAGES_IN_FLIGHT: '1' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
    // The server's side of each connection closing (before the count's own listener runs).
    const closed = new EventEmitter();
    app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
      response.once('close', () => closed.emit('close'));
    });
    holding = true;
    const leaving = new AbortController();
    const left = fetch(`${origin}${goods(1)}`, { signal: leaving.signal }).catch(() => 'left');
    await detailCallsHeld([1]);
    expectShell(await app.inject({ url: goods(2) }));
    const gone = once(closed, 'close');
    leaving.abort();
    expect(await left).toBe('left');
    await gone;
    holding = false;
    for (const { response } of held.splice(0)) answer(response);
    // Its place is free for the next page, whatever its render still does.
    const next = await app.inject({ url: goods(2) });
    expect(next.statusCode).toBe(200);
  });

  it('refuses nothing with the limit at 0', async () => {
    const app = await serverWith({ OVERLOAD_MAX_PAGES_IN_FLIGHT: '0' });
    holding = true;
    const pages = [1, 2, 3].map((spuId) => app.inject({ url: goods(spuId) }));
    await detailCallsHeld([1, 2, 3]);
    holding = false;
    for (const { response } of held.splice(0)) answer(response);
    for (const response of await Promise.all(pages)) expect(response.statusCode).toBe(200);
  });
});

describe('event-loop delay', () => {
  /** The plugin's next sample, of the measure the test set. */
  function sample(meanMs: number) {
    eventLoop.meanMs = meanMs;
    vi.advanceTimersByTime(OVERLOAD_SAMPLE_INTERVAL_MS);
  }

  it('refuses pages and /api past the limit, keeps health and assets, then recovers', async () => {
    // The plugin's sample timer on a fake clock; the pages render without waiting on one
    // (the stand-in answers at once, and a render waits on its calls, not on a timer).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = await serverWith({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '200' });

    // 200 ms is still within the limit.
    sample(200 + RESOLUTION_MS);
    expect((await app.inject({ url: goods(1) })).statusCode).toBe(200);

    // 201 ms is past it.
    sample(201 + RESOLUTION_MS);
    expectRefusedPage(await app.inject({ url: goods(1) }));
    const api = await app.inject({ method: 'POST', url: '/api/language/spu/detail-show' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_S));
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.json()).toEqual({ code: 503, msg: 'Service Unavailable' });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/assets/abc1234.js' })).statusCode).toBe(200);

    sample(50 + RESOLUTION_MS);
    expect((await app.inject({ url: goods(1) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('memory', () => {
  it('refuses pages once resident memory is past OVERLOAD_MAX_RSS_MB', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // 1 MiB: any Node process is past it.
    const app = await serverWith({ OVERLOAD_MAX_RSS_MB: '1' });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    vi.advanceTimersByTime(OVERLOAD_SAMPLE_INTERVAL_MS);
    expectRefusedPage(await app.inject({ url: goods(1) }));
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
