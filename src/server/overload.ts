// Overload is refused early, not queued (issue 25 item 2). A page costs about 20 ms of one
// core to render; past what the process can render at once, every request would wait behind
// the others and latency would grow without bound. So, beyond a limit, the server answers at
// once instead: a page gets a short page in the address's language with 503 and Retry-After
// (a fraction of a millisecond, where the client-rendered shell, 74 KB compressed for each
// answer, cost a quarter of a render: measured, so refusing would itself have overloaded the
// server), /api gets a 503 JSON body, /readyz says not ready (the balancer sends traffic to
// other copies), /healthz is never refused (the process is alive; restarting it would not
// help) and the build's assets keep being served (a file from disk, cheap).
//
// Two measures, either past its limit: event-loop delay and resident memory, sampled by
// @fastify/under-pressure (Fastify's own load-shedding plugin), and the pages being rendered
// at once, counted here (the plugin has no such count). The in-flight limit holds pages only:
// /api is a pass-through that waits on the backend without using the CPU.
import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTML_LANG, LOCALES, localeFromPath, type Locale } from '../config/locales';
import { createBundledI18n } from '../i18n/bundled';
import { createNonce, pageHeaders } from './headers';

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
      .headers(
        pageHeaders({
          nonce,
          // Framed by no one, the app pages' parent included: the page is no app page.
          frameAncestor: undefined,
          payment: false,
          https: request.protocol === 'https',
          caching: 'private',
        }),
      )
      .type('text/html; charset=utf-8')
      .send(pages[localeFromPath(request.url.replace(/[?#].*$/s, ''))](nonce));
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
    const overloaded =
      pressed.has(request) || ((kind === 'page' || kind === 'readiness') && pagesFull());
    if (overloaded) {
      await refuse(request, reply, kind, pages);
      return;
    }
    if (kind !== 'page') return;
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
