// A round-robin load balancer on 127.0.0.1 for the two-copies journey: each request goes to
// the next copy of the server in turn, on a connection of its own (no keep-alive to the
// copies, so a browser's connection never pins its requests to one copy), and each copy's
// answers are counted by kind. Pages, /api calls and the rest (assets, images) take turns
// separately: a page load brings dozens of asset requests, and one turn for all would let
// their number decide which copy renders the few pages.
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endToEnd } from './end-to-end-headers';

export type RequestKind = 'page' | 'api' | 'other';

/** How many requests of each kind one copy answered. */
export type Answered = Record<RequestKind, number>;

export interface RoundRobin {
  origin: string;
  /** Per copy, in the order given. */
  answered: readonly Answered[];
  close(): Promise<void>;
}

function kindOf(path: string, accept: string | undefined): RequestKind {
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  return accept?.includes('text/html') ? 'page' : 'other';
}

/** Listens on 127.0.0.1:`port` in front of the copies listening on `upstreamPorts`. */
export async function startRoundRobin(
  port: number,
  upstreamPorts: readonly number[],
): Promise<RoundRobin> {
  const answered = upstreamPorts.map((): Answered => ({ page: 0, api: 0, other: 0 }));
  const turns: Record<RequestKind, number> = { page: 0, api: 0, other: 0 };
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const kind = kindOf(path.replace(/\?.*$/, ''), incoming.headers.accept);
    const copy = turns[kind]++ % upstreamPorts.length;
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: upstreamPorts[copy],
        method: incoming.method,
        path,
        // The Host the browser used is kept, as a load balancer keeps it.
        headers: { ...endToEnd(incoming.headers), connection: 'close' },
        agent: false,
      },
      (answer) => {
        answered[copy]![kind] += 1;
        outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('Bad gateway');
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(listening)}`,
    answered,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
