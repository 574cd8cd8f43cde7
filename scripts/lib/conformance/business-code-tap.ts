// The validating proxy's own check, in front of Prism's: Prism validates a reply against
// the schema, where the error envelope's code is any integer, so a business code the
// operation does not declare (x-business-codes) passes it. This small HTTP server sits
// between the client and Prism, passes every request and reply through unchanged, and
// adds such a code to the reply's sl-violations header and the log (with `strict`, it
// answers a problem+json 500 instead, as Prism's --errors does for its own violations).
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import { isRecord } from '../spec.ts';
import type { Contract, ContractOperation } from './contract.ts';
import type { PrismViolation } from './prism-proxy.ts';

export interface UndeclaredCode {
  operationId: string;
  codeField: string;
  code: string;
  declared: string[];
}

export type OperationMatcher = (method: string, pathname: string) => ContractOperation | undefined;

/** Finds the operation of a request by method and path (path parameters match a segment). */
export function operationMatcher(contract: Contract): OperationMatcher {
  const routes = contract.operations.map((op) => ({
    op,
    pattern: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  return (method, pathname) =>
    routes.find((r) => r.op.method === method.toUpperCase() && r.pattern.test(pathname))?.op;
}

/** The reply's business code when the operation does not declare it; undefined otherwise. */
export function undeclaredCode(
  op: ContractOperation | undefined,
  bodyText: string,
): UndeclaredCode | undefined {
  if (!op?.envelope) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(bodyText) as unknown;
  } catch {
    return undefined;
  }
  const { codeField, successCode } = op.envelope;
  if (!isRecord(body) || !(codeField in body)) return undefined;
  const code = body[codeField];
  if (code === successCode || (typeof code !== 'number' && typeof code !== 'string'))
    return undefined;
  const text = String(code);
  if (op.declaredErrorCodes.includes(text)) return undefined;
  return {
    operationId: op.operationId,
    codeField,
    code: text,
    declared: [String(successCode), ...op.declaredErrorCodes],
  };
}

export function violationOf(found: UndeclaredCode): PrismViolation {
  return {
    location: ['response', 'body', found.codeField],
    severity: 'Error',
    code: 'x-business-codes',
    message: `Business code ${found.code} is not declared for ${found.operationId} (x-business-codes: ${found.declared.join(', ')})`,
  };
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length'];

function forwardHeaders(headers: IncomingHttpHeaders, host: string): IncomingHttpHeaders {
  // Without accept-encoding the backend answers uncompressed, so the body can be read.
  const copy = { ...headers, host };
  delete copy['accept-encoding'];
  return copy;
}

export interface TapOptions {
  /** Prism's port on 127.0.0.1. */
  upstreamPort: number;
  port: number;
  contract: Contract;
  strict?: boolean;
  onLog?: (line: string) => void;
}

export function startBusinessCodeTap(options: TapOptions): Promise<Server> {
  const match = operationMatcher(options.contract);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: options.upstreamPort,
          method: req.method,
          path: req.url,
          headers: forwardHeaders(req.headers, `127.0.0.1:${options.upstreamPort}`),
        },
        (reply) => {
          const body: Buffer[] = [];
          reply.on('data', (chunk: Buffer) => body.push(chunk));
          reply.on('end', () => {
            const buffer = Buffer.concat(body);
            const headers = Object.fromEntries(
              Object.entries(reply.headers).filter(([name]) => !HOP_BY_HOP.includes(name)),
            );
            const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
            const found = headers['content-encoding']
              ? undefined
              : undeclaredCode(match(req.method ?? 'GET', pathname), buffer.toString('utf8'));
            if (!found) {
              res.writeHead(reply.statusCode ?? 502, headers).end(buffer);
              return;
            }
            const violation = violationOf(found);
            options.onLog?.(
              `[BUSINESS-CODE] ✖  error     Violation: ${violation.location.join('.')} ${violation.message}`,
            );
            let listed: unknown = [];
            try {
              listed = JSON.parse(String(headers['sl-violations'] ?? '[]')) as unknown;
            } catch {
              listed = [];
            }
            headers['sl-violations'] = JSON.stringify([
              ...(Array.isArray(listed) ? (listed as unknown[]) : []),
              violation,
            ]);
            if (options.strict) {
              res
                .writeHead(500, {
                  'content-type': 'application/problem+json',
                  'sl-violations': headers['sl-violations'],
                })
                .end(
                  JSON.stringify({
                    type: 'https://stoplight.io/prism/errors#VIOLATIONS',
                    title: 'Request/Response not valid',
                    status: 500,
                    detail: violation.message,
                  }),
                );
              return;
            }
            res.writeHead(reply.statusCode ?? 502, headers).end(buffer);
          });
        },
      );
      upstream.on('error', (error) => {
        res
          .writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`The validating proxy could not reach Prism: ${error.message}`);
      });
      upstream.end(Buffer.concat(chunks));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      resolve(server);
    });
  });
}
