// The dev server sends the production server's security headers (src/server/headers.ts)
// with each page, the strict Content-Security-Policy included, so a script, style, frame or
// call the CSP would block in production is blocked (and fails the journeys: tests/e2e/
// test.ts) in development too. The nonce is a fixed one here (`html.cspNonce` puts it on the
// tags Vite writes and on the styles its client adds); it protects nothing in development,
// it only makes the policy the same. Violation reports are printed by the dev server.
import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'vite';
import { CSP_REPORT_PATH, pageHeaders } from '../../src/server/headers.ts';
import { pageRoute } from '../../src/server/page-route.ts';
import { reportOrigins } from '../../src/config/report-endpoints.ts';
import type { RuntimeSettings } from '../../src/config/runtime-settings.ts';

/** The dev server's nonce (base64 characters only, as CSP asks of a nonce). */
export const DEV_NONCE = 'ZGV2ZWxvcG1lbnQtb25seQ';

/** A browser's navigation to a page (not a module, an asset, a call or Vite's own paths). */
export function isPageRequest(
  request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = new URL(request.url ?? '/', 'http://dev.invalid').pathname;
  if (/^\/(@|src\/|node_modules\/|api\/|mock-assets\/)/.test(path)) return false;
  if (path.slice(path.lastIndexOf('/') + 1).includes('.')) return false;
  const destination = request.headers['sec-fetch-dest'];
  return destination === undefined
    ? (request.headers.accept ?? '').includes('text/html')
    : destination === 'document' || destination === 'iframe';
}

/** The production page headers for a dev page address. */
export function devPageHeaders(url: string, settings: RuntimeSettings): Record<string, string> {
  const parsed = new URL(url, 'http://dev.invalid');
  const route = pageRoute(parsed.pathname, parsed.searchParams);
  return pageHeaders({
    nonce: DEV_NONCE,
    frameAncestor: route.inApp ? settings.NATIVE_BRIDGE_PARENT_ORIGIN : undefined,
    reportOrigins: reportOrigins(settings),
    payment: route.payment,
    https: false,
    caching: 'private',
  });
}

export function devSecurityPlugin(settings: () => RuntimeSettings): Plugin {
  return {
    name: 'dev-security-headers',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method === 'POST' && request.url === CSP_REPORT_PATH) {
          let body = '';
          request.setEncoding('utf8');
          request.on('data', (chunk: string) => {
            if (body.length < 16_384) body += chunk;
          });
          request.on('end', () => {
            server.config.logger.warn(`[CSP violation] ${body}`);
            response.statusCode = 204;
            response.end();
          });
          return;
        }
        if (isPageRequest(request)) {
          for (const [name, value] of Object.entries(
            devPageHeaders(request.url ?? '/', settings()),
          ))
            response.setHeader(name, value);
        }
        next();
      });
    },
  };
}
