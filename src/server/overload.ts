// Overload is refused early, not queued (issue 25 item 2). A page costs about 20 ms of one
// core to render; past what the process can render at once, every request would wait behind
// the others and latency would grow without bound. So, beyond a limit, the server answers at
// once instead, in one of two ways:
// - Past the pages it may render at once (counted here; the plugin has no such count), the
//   process is busy rendering but otherwise well: a page gets the client-rendered shell
//   (status 200, never stored), which the browser renders itself through the /api
//   pass-through, as it did before server rendering, instead of waiting in line. The lean
//   shell, with the stylesheet linked rather than inlined (page-shell.ts), is about 5 KB:
//   about 0.3 ms of CPU with its compression, where the full shell's 75 KB cost about 3 ms
//   (measured), which would have overloaded the server answering the overload.
// - Past the event-loop delay or the resident memory, sampled by @fastify/under-pressure
//   (Fastify's own load-shedding plugin), the whole process is struggling and the shell's
//   calls would fail too: a page gets a short page in the address's language with 503 and
//   Retry-After, /api a 503 JSON body.
// In both, /readyz says not ready (the balancer sends traffic to other copies), /healthz is
// never refused (the process is alive; restarting it would not help) and the build's assets
// keep being served (a file from disk, cheap). The in-flight limit holds pages only: /api is
// a pass-through that waits on the backend without using the CPU.
import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTML_LANG, LOCALES, localeFromPath, type Locale } from '../config/locales';
import { createBundledI18n } from '../i18n/bundled';
import { APP_TOKEN_PARAM } from '../lib/session';
import { createNonce, pageHeaders } from './headers';
import { pageRoute, type PageRoute } from './page-route';
import { RENDERED_IN_HEADER } from './rendered-in-header';

export interface OverloadLimits {
  /** Mean event-loop delay over a sample past which requests are refused, ms (0: none). */
  maxEventLoopDelayMs: number;
  /** Pages rendering at once past which more pages are refused (0: none). */
  maxPagesInFlight: number;
  /** Resident memory past which requests are refused, bytes (0: none). */
  maxRssBytes: number;
}

/**
 * What a refused request is told to wait (Retry-After), s. The specification is silent
 * (docs/storefront-choices.md): an overload of this server is a burst that passes in seconds
 * or a lasting one the balancer handles by taking the copy out (/readyz).
 */
export const OVERLOAD_RETRY_AFTER_S = 5;
/** How often the event-loop delay and memory are sampled (the delay is the sample's mean). */
export const OVERLOAD_SAMPLE_INTERVAL_MS = 500;

export interface OverloadOptions {
  limits: OverloadLimits;
  /** The client-rendered shell of a page, lean (page-shell.ts renderLean). */
  leanShell: (page: { nonce: string; locale: Locale }) => string;
}

type RequestKind = 'liveness' | 'readiness' | 'asset' | 'api' | 'page' | 'other';

function kindOf(request: FastifyRequest): RequestKind {
  const path = request.url.replace(/[?#].*$/s, '');
  if (path === '/healthz') return 'liveness';
  if (path === '/readyz') return 'readiness';
  if (path.startsWith('/assets/') || path.startsWith('/mock-assets/')) return 'asset';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if ((request.method === 'GET' || request.method === 'HEAD') && !lastSegment.includes('.')) {
    return 'page';
  }
  return 'other';
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);

/** The refusal page of each language, but for its nonce (the texts: pages.json, overloaded). */
function refusalPages(): Record<Locale, (nonce: string) => string> {
  const i18n = createBundledI18n();
  const pages = {} as Record<Locale, (nonce: string) => string>;
  for (const locale of LOCALES) {
    const t = i18n.getFixedT(locale, 'pages');
    const title = escapeHtml(t('overloaded.title'));
    const before =
      `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${title}</title><style nonce="`;
    // The link reloads the address asked for (an empty href: nothing of the request echoed).
    const after =
      '">body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:750px;padding:48px 16px;' +
      'text-align:center;color:#333}a{display:inline-block;min-height:44px;padding:10px 24px;' +
      'border-radius:22px;background:#c2410c;color:#fff;text-decoration:none}</style></head>' +
      `<body><main><h1>${title}</h1><p>${escapeHtml(t('overloaded.message'))}</p>` +
      `<a href="">${escapeHtml(t('overloaded.retry'))}</a></main></body></html>`;
    pages[locale] = (nonce) => before + nonce + after;
  }
  return pages;
}

/** The headers of a page answered at once: never stored, framed by no one. */
function answeredPageHeaders(request: FastifyRequest, nonce: string, payment = false) {
  return pageHeaders({
    nonce,
    // Framed by no one: the app's pages, which their parent may frame, are never answered
    // here (see shedOverload).
    frameAncestor: undefined,
    payment,
    https: request.protocol === 'https',
    caching: 'private',
  });
}

const localeOf = (request: FastifyRequest) => localeFromPath(request.url.replace(/[?#].*$/s, ''));

/** A page while the server renders as many as it may: the shell, for the browser to render. */
function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  route: PageRoute,
  leanShell: OverloadOptions['leanShell'],
): FastifyReply {
  const nonce = createNonce();
  // The page's own status (an unknown address is still a 404) and, on a payment screen,
  // the wallets' permission, as the rendered page would have.
  return reply
    .code(route.status)
    .headers(answeredPageHeaders(request, nonce, route.payment))
    .header(RENDERED_IN_HEADER, 'browser')
    .type('text/html; charset=utf-8')
    .send(leanShell({ nonce, locale: route.locale }));
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: RequestKind,
  pages: Record<Locale, (nonce: string) => string>,
): FastifyReply {
  void reply.code(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_S));
  if (kind === 'page') {
    const nonce = createNonce();
    return reply
      .headers(answeredPageHeaders(request, nonce))
      .type('text/html; charset=utf-8')
      .send(pages[localeOf(request)](nonce));
  }
  void reply.header('cache-control', 'no-store');
  if (kind === 'readiness') return reply.send({ status: 'overloaded' });
  return reply.send({ code: 503, msg: 'Service Unavailable' });
}

/** Load shedding on the whole server: call before the routes are added. */
export async function shedOverload(app: FastifyInstance, options: OverloadOptions): Promise<void> {
  const { limits } = options;
  const pages = refusalPages();
  // Requests that arrived while a sampled measure was past its limit.
  const pressed = new WeakSet<FastifyRequest>();
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxRssBytes: limits.maxRssBytes,
    sampleInterval: OVERLOAD_SAMPLE_INTERVAL_MS,
    // Only noted here: the answer is chosen below, with the in-flight count, in one place.
    pressureHandler: (request) => {
      pressed.add(request);
    },
  });

  let pagesInFlight = 0;
  const pagesFull = () => limits.maxPagesInFlight > 0 && pagesInFlight >= limits.maxPagesInFlight;

  app.addHook('onRequest', async (request, reply) => {
    if (reply.sent) return;
    const kind = kindOf(request);
    if (kind === 'liveness' || kind === 'asset') return;
    if (pressed.has(request)) {
      await refuse(request, reply, kind, pages);
      return;
    }
    if (kind === 'readiness' && pagesFull()) {
      await refuse(request, reply, kind, pages);
      return;
    }
    if (kind !== 'page') return;
    // What the server never renders costs no render: the native app's token exchanged for
    // cookies (a redirect) and the app's pages (the shell, app.ts) go on as usual.
    const url = new URL(request.url, 'http://server.invalid');
    if (url.searchParams.has(APP_TOKEN_PARAM)) return;
    const route = pageRoute(url.pathname, url.searchParams);
    if (route.inApp) return;
    if (pagesFull()) {
      await sendShell(request, reply, route, options.leanShell);
      return;
    }
    pagesInFlight += 1;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      pagesInFlight -= 1;
    };
    // Sent, or the connection gone before (the count must not leak either way).
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
  });
}
