// What the production server's tests (src/server/*.test.ts) build it on: a client folder
// shaped like the build's, an API stand-in on a real socket on 127.0.0.1, an origin where
// nothing listens, and whole servers made on them that keep their log lines.
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

export interface ClientFolder {
  dir: string;
  remove(): void;
}

/** A temporary build folder: index.html and the given files under assets/. */
export function clientFolder(
  name: string,
  indexHtml: string,
  assets: Record<string, string | Buffer> = {},
): ClientFolder {
  const dir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  for (const [file, content] of Object.entries(assets))
    writeFileSync(join(dir, 'assets', file), content);
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface StandIn {
  origin: string;
  server: Server;
  /** Drops its open connections and stops listening. */
  close(): Promise<void>;
}

/** An API stand-in listening on 127.0.0.1 (a free port), answering as `listener` says. */
export async function startStandIn(listener: RequestListener): Promise<StandIn> {
  const server = createHttpServer(listener).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    server,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** An origin where nothing listens (a port just released). */
export async function closedOrigin(): Promise<string> {
  const server = createHttpServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return `http://127.0.0.1:${String(port)}`;
}

/**
 * The whole server on its settings, its log lines pushed to `lines` (unless none is given:
 * then it logs nothing).
 */
export function makeServer(
  settings: Record<string, string>,
  lines?: string[],
): Promise<FastifyInstance> {
  // No event-loop limit unless a test sets one (the overload tests do): on a busy machine
  // the process's own event loop may lag past the default 100 ms, and a test must not turn
  // into refusals with the machine's speed.
  const config = { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', ...settings };
  if (!lines) return createServer(loadConfig({ LOG_LEVEL: 'silent', ...config }));
  return createServer(loadConfig(config), {
    logStream: { write: (line) => void lines.push(line) },
  });
}
