// The production server (issue 24): Fastify, chosen for its built-in JSON request logs
// (pino) with request ids, plugins kept by its own team for what a storefront needs
// (static files with precompressed variants, compression), and
// `inject`, which tests the whole server without a socket. It serves the browser build's
// hashed assets, answers every page address with the page shell (the route table decides
// its status), passes /api to the backend, and reports its health. Nothing is kept between
// requests: any number of copies can run behind a load balancer.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { mockAsset } from '../../mocks/mock-assets-plugin';
import { reportOrigins } from '../config/report-endpoints';
import { provideRuntimeSettings } from '../config/runtime-settings';
import type { ServerConfig } from './config';
import {
  baseSecurityHeaders,
  createNonce,
  CSP_REPORT_PATH,
  IMMUTABLE_CACHE_CONTROL,
  pageHeaders,
} from './headers';
import { loggerOptions } from './logging';
import { shedOverload } from './overload';
import { passToApi } from './api-pass-through';
import { pwaFiles } from './pwa-files';
import { seoFiles } from './seo-files';
import { hasSessionCookie, pageRoute } from './page-route';
import { preparePageShell } from './page-shell';
import { renderPage } from './render-page';
import { appTokenExchange } from './session-cookies';
import { setCookieHeader } from './set-cookie';

/** How long /readyz waits for the API before saying the server is not ready. */
export const READINESS_TIMEOUT_MS = 2_000;
/** A public GET of the contract, for /readyz: the API answers when it does. */
const READINESS_PATH = '/api/language/home/action';
/** Largest CSP report accepted (a report is well under 2 KiB). */
const CSP_REPORT_LIMIT_BYTES = 16 * 1024;

const REQUEST_ID = /^[\w.-]{1,64}$/;

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export interface ServerOptions {
  /** Replaces the default logger destination (tests collect the lines). */
  logStream?: { write(line: string): void };
}

export async function createServer(
  config: ServerConfig,
  options: ServerOptions = {},
): Promise<FastifyInstance> {
  // The screens rendered here read the deployment's settings as the page's script does.
  provideRuntimeSettings(config.settings);
  const shell = preparePageShell(
    readFileSync(join(config.clientDir, 'index.html'), 'utf8'),
    config.settings,
    config.release,
  );
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (() => {
            const hops = config.trustProxy;
            return (_address: string, hop: number) => hop < hops;
          })()
        : config.trustProxy,
    // A load balancer's request id is kept (when it looks like one); else a new one.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Keep-alive connections that are idle close at once on shutdown; busy ones finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.headers(baseSecurityHeaders(isHttps(request)));
  });

  // Once closing, an answer also closes its connection: a busy keep-alive connection (a load
  // balancer's) would otherwise stay open after its request, holding the shutdown until
  // its keep-alive timeout, well past the grace period.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });

  // Past the overload limits, requests are refused at once instead of queued (overload.ts).
  await shedOverload(app, {
    limits: config.overload,
    leanShell: (page) => shell.renderLean(page),
  });

  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });

  // The build's assets: hashed names, cached for a year; brotli and gzip variants written by
  // the build (scripts/vite/precompress-plugin.ts). Source maps are built, never served.
  await app.register(fastifyStatic, {
    root: join(config.clientDir, 'assets'),
    prefix: '/assets/',
    index: false,
    preCompressed: true,
    dotfiles: 'deny',
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (reply: { header(name: string, value: string): unknown }) => {
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
    },
  });

  // The installable app's worker, manifests, icons and offline pages (pwa-files.ts).
  await app.register(pwaFiles, { clientDir: config.clientDir });
  // robots.txt and sitemap.xml (seo-files.ts).
  await app.register(seoFiles, { apiOrigin: config.apiOrigin });

  // The /api pass-through (api-pass-through.ts): the session cookie becomes the bearer token.
  // Its bodies are read as they came, whatever their type, and passed on unparsed.
  await app.register((api, _options, registered) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    api.all('/api/*', async (request, reply) => {
      const answer = await passToApi(
        {
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: Buffer.isBuffer(request.body) ? request.body : undefined,
          https: isHttps(request),
          clientIp: request.ip,
        },
        { apiOrigin: config.apiOrigin },
      );
      if (answer.status >= 500) request.log.warn({ apiStatus: answer.status }, 'API failed');
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
    registered();
  });

  app.get('/healthz', async (_request, reply) => {
    await reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/readyz', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    try {
      const answer = await fetch(new URL(READINESS_PATH, config.apiOrigin), {
        signal: AbortSignal.timeout(READINESS_TIMEOUT_MS),
      });
      if (answer.status < 500) return await reply.send({ status: 'ready' });
      request.log.warn({ apiStatus: answer.status }, 'API not ready');
    } catch (error) {
      request.log.warn({ err: error }, 'API unreachable');
    }
    return reply.code(503).send({ status: 'api unavailable' });
  });

  // The browser's CSP violation reports (report-uri and the Reporting API), logged.
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: CSP_REPORT_LIMIT_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, undefined);
      }
    },
  );
  app.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_LIMIT_BYTES }, async (request, reply) => {
    request.log.warn({ cspReport: summariseCspReport(request.body) }, 'CSP violation');
    return reply.code(204).send();
  });

  if (config.mockAssets) {
    app.get('/mock-assets/*', async (request, reply) => {
      const image = mockAsset(request.url);
      if (!image) {
        reply.callNotFound();
        return reply;
      }
      return reply.headers(image.headers).send(image.body);
    });
  }

  // Every other GET is a page address, or a file that does not exist.
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://server.invalid');
    const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    if (lastSegment.includes('.')) {
      reply.callNotFound();
      return reply;
    }
    const https = isHttps(request);
    // The native app's token leaves the address for the session cookie (session-cookies.ts).
    const exchange = appTokenExchange(request.url, { https });
    if (exchange) {
      for (const cookie of exchange.cookies) void reply.header('set-cookie', cookie);
      return reply
        .code(302)
        .header('cache-control', 'no-store')
        .header('location', exchange.location)
        .send();
    }
    const route = pageRoute(url.pathname, url.searchParams);
    const nonce = createNonce();
    const personal = route.personal || hasSessionCookie(request.headers.cookie);
    // Shared caches keep only a public page that answered 200 and set no cookie.
    const headers = (status: number, setsCookies = false) =>
      pageHeaders({
        nonce,
        frameAncestor: route.inApp ? config.settings.NATIVE_BRIDGE_PARENT_ORIGIN : undefined,
        reportOrigins: reportOrigins(config.settings),
        payment: route.payment,
        https,
        caching: personal || setsCookies || status !== 200 ? 'private' : 'public',
      });
    const html = 'text/html; charset=utf-8';
    // The app's pages (the native app's web views) are rendered in the browser only: their
    // payment secret arrives in the address and leaves it before anything renders.
    if (!config.serverRendering || route.inApp) {
      return reply
        .code(route.status)
        .headers(headers(route.status))
        .type(html)
        .send(shell.render({ nonce, locale: route.locale }));
    }
    const page = await renderPage({
      url: new URL(`${request.protocol}://${request.host}${request.url}`),
      cookieHeader: request.headers.cookie,
      userAgent: request.headers['user-agent'] ?? '',
      apiOrigin: config.apiOrigin,
      dataBudgetMs: config.serverDataBudgetMs,
      nonce,
      onError: (error) => {
        request.log.error({ err: error }, 'render failed');
      },
    }).catch((error: unknown) => {
      request.log.error({ err: error }, 'render failed');
      return undefined;
    });
    if (page === undefined) {
      // Not even the error page rendered: the shell, status 500, which the browser renders.
      return reply
        .code(500)
        .headers(headers(500))
        .type(html)
        .send(shell.render({ nonce, locale: route.locale }));
    }
    for (const write of page.cookies)
      void reply.header('set-cookie', setCookieHeader(write, https));
    if (page.kind === 'redirect') {
      return reply
        .code(page.status)
        .header('cache-control', 'no-store')
        .header('location', page.location)
        .send();
    }
    const status = page.status === 200 ? route.status : page.status;
    return reply
      .code(status)
      .headers(headers(status, page.cookies.length > 0))
      .type(html)
      .send(
        shell.renderWith({
          nonce,
          locale: page.locale,
          head: page.head,
          root: page.root,
          state: page.state,
        }),
      );
  });

  app.setNotFoundHandler(async (_request, reply) => {
    return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
  });

  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    // The status's own phrase: a 403 of the static files (a directory, a dotfile, a path
    // that climbs out of assets/) is "Forbidden", not "Bad Request".
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/plain')
      .send(STATUS_CODES[status] ?? 'Error');
  });

  return app;
}

/** What a CSP report says, without the page's query (it may hold an order or a token). */
export function summariseCspReport(body: unknown): unknown {
  const reports = Array.isArray(body)
    ? body.map((entry: { body?: unknown } | null | undefined) => entry?.body)
    : [(body as { 'csp-report'?: unknown } | undefined)?.['csp-report']];
  return reports.map((report) => {
    const r = (report ?? {}) as Record<string, unknown>;
    const strip = (value: unknown) =>
      typeof value === 'string' ? value.replace(/[?#].*$/, '') : undefined;
    return {
      directive: r['effectiveDirective'] ?? r['effective-directive'] ?? r['violated-directive'],
      blocked: strip(r['blockedURL'] ?? r['blocked-uri']),
      page: strip(r['documentURL'] ?? r['document-uri']),
      source: strip(r['sourceFile'] ?? r['source-file']),
      line: r['lineNumber'] ?? r['line-number'],
    };
  });
}
