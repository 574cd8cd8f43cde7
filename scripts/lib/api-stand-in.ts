// An API that answers every call of the contract with its example reply after a set delay,
// for `npm run load`: the generated MSW handlers (the contract's first example of each
// operation) behind a plain HTTP server on 127.0.0.1. Unlike Prism it costs next to nothing
// per call, so the figures are the storefront server's, not the mock's.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { runnerImport } from 'vite';

export interface ApiStandIn {
  origin: string;
  /** Calls answered so far, by status. */
  answered: Map<number, number>;
  close(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<string | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

type MockHandlers = typeof import('../../src/api/generated/mock-handlers.ts');

export async function startApiStandIn(delayMs: number): Promise<ApiStandIn> {
  // The generated modules import without file extensions: Vite's module runner loads them.
  const root = join(import.meta.dirname, '../..');
  const { module } = await runnerImport<MockHandlers>(
    join(root, 'src/api/generated/mock-handlers.ts'),
    { root, configFile: false, logLevel: 'error' },
  );
  const handlers = module.allMockHandlers();
  const answered = new Map<number, number>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = `http://127.0.0.1${request.url ?? '/'}`;
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const payload = await body(request);
      const reply = await getResponse(
        handlers,
        new Request(url, { method: request.method ?? 'GET', headers, body: payload }),
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const status = reply?.status ?? 404;
      answered.set(status, (answered.get(status) ?? 0) + 1);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(reply ? Buffer.from(await reply.arrayBuffer()) : '{"code":404}');
    })().catch(() => {
      response.writeHead(500).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    answered,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
