// The server's logs: one JSON line per event (pino, Fastify's logger), each request's line
// with its id, status and the time it took, the release in every line. Never a token,
// password or card number: no headers or bodies are logged, and query values whose names
// say they are secret are replaced.
import type { FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';

/** Query parameters whose values are never written down (the app token, a client secret ...). */
const SECRET_PARAMETER = /token|secret|password|passwd|pwd|code|card|cvv|cvc|pan|auth|session/i;

/** A request's address as logged: the path, and the query with its secret values replaced. */
export function loggableUrl(url: string): string {
  const parsed = new URL(url, 'http://server.invalid');
  for (const name of new Set(parsed.searchParams.keys())) {
    if (SECRET_PARAMETER.test(name)) parsed.searchParams.set(name, '[redacted]');
  }
  return `${parsed.pathname}${parsed.search}`;
}

interface LoggedRequest {
  id: string;
  method: string;
  url: string;
  ip?: string;
}

export function loggerOptions(
  config: Pick<ServerConfig, 'logLevel' | 'release'>,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    base: { release: config.release },
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({
        id: request.id,
        method: request.method,
        url: loggableUrl(request.url),
        ip: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    // Belt and braces: should a header object ever be logged, these never are.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  };
}
