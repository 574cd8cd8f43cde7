// The dev server's /api and app-token handling, the production server's own code
// (src/server/api-pass-through.ts, src/server/session-cookies.ts) in Vite's middleware: the
// session is an HttpOnly cookie in development too, the browser never holds the token, and
// the native app's newstoken_app is exchanged for the cookie on the page request. Serves
// `vite` and `vite preview`, in place of Vite's plain proxy.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { passToApi } from '../../src/server/api-pass-through.ts';
import { appTokenExchange } from '../../src/server/session-cookies.ts';
import { isPageRequest } from './dev-security-plugin.ts';

/** The largest call body passed on (the production server's limit, Fastify's default). */
const BODY_LIMIT_BYTES = 1024 * 1024;

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      resolve(size === 0 ? undefined : Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

/** The middleware, for a dev or preview server whose API is at apiOrigin. */
export function apiPassThrough(apiOrigin: string): Connect.NextHandleFunction {
  return (request: IncomingMessage, response: ServerResponse, next: Connect.NextFunction) => {
    const url = request.url ?? '/';
    if (isPageRequest(request)) {
      const exchange = appTokenExchange(url, { https: false });
      if (!exchange) {
        next();
        return;
      }
      response.statusCode = 302;
      response.setHeader('set-cookie', exchange.cookies);
      response.setHeader('cache-control', 'no-store');
      response.setHeader('location', exchange.location);
      response.end();
      return;
    }
    if (!url.startsWith('/api/')) {
      next();
      return;
    }
    void (async () => {
      let body: Buffer | undefined;
      try {
        body = await readBody(request);
      } catch {
        response.statusCode = 413;
        response.end();
        return;
      }
      const answer = await passToApi(
        {
          method: request.method ?? 'GET',
          url,
          headers: request.headers,
          body,
          https: false,
          clientIp: request.socket.remoteAddress,
        },
        { apiOrigin },
      );
      response.statusCode = answer.status;
      for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
      response.end(answer.body);
    })().catch(next);
  };
}

export function apiPassThroughPlugin(apiOrigin: string): Plugin {
  return {
    name: 'api-pass-through',
    configureServer(server) {
      server.middlewares.use(apiPassThrough(apiOrigin));
    },
    configurePreviewServer(server) {
      server.middlewares.use(apiPassThrough(apiOrigin));
    },
  };
}
