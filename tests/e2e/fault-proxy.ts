// A fault proxy on 127.0.0.1 for the api-faults journey (issue 25 item 3): the production
// server's API_ORIGIN, in front of the run's Prism. A test switches its mode: healthy passes
// every call through; the others break every call the way a backend breaks. Both the
// server's own calls (the page's render) and the browser's (through the server's /api
// pass-through) reach it, so a fault is seen by both, as it would be in production.
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { endToEnd } from './end-to-end-headers';

export type FaultMode =
  /** Every call passed to Prism. */
  | 'healthy'
  /** The connection closed without an answer, as a backend that is down or restarting. */
  | 'down'
  /** A load balancer's HTML error page in front of a dead backend. */
  | 'html-502'
  /** 200 with a cut-off envelope (a backend dying mid-reply). */
  | 'invalid-json'
  /** Held unanswered until the mode changes (a backend stuck on a lock). */
  | 'hang';

export interface FaultProxy {
  origin: string;
  /** The paths of the calls `hang` holds now (the ones whose callers still wait). */
  heldPaths(): string[];
  /** Switches the mode; calls held by `hang` are then passed through. */
  setMode(mode: FaultMode): void;
  /** Stops listening and drops every held call and connection. */
  close(): Promise<void>;
}

export const HTML_502 =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head>' +
  '<body><h1>502 Bad Gateway</h1></body></html>';
export const CUT_OFF_JSON = '{"code":200,';

interface HeldCall {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
  body: Buffer;
}

/** Listens on 127.0.0.1:`port` in front of the API on `upstreamPort`, healthy at first. */
export async function startFaultProxy(port: number, upstreamPort: number): Promise<FaultProxy> {
  let mode: FaultMode = 'healthy';
  const held = new Set<HeldCall>();

  const passThrough = ({ incoming, outgoing, body }: HeldCall) => {
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: incoming.method,
        path: incoming.url,
        headers: endToEnd(incoming.headers),
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.destroy();
    });
    upstream.end(body);
  };

  const answer = (call: HeldCall) => {
    switch (mode) {
      case 'healthy':
        passThrough(call);
        return;
      case 'down':
        call.incoming.socket.destroy();
        return;
      case 'html-502':
        call.outgoing.writeHead(502, { 'content-type': 'text/html' }).end(HTML_502);
        return;
      case 'invalid-json':
        call.outgoing.writeHead(200, { 'content-type': 'application/json' }).end(CUT_OFF_JSON);
        return;
      case 'hang':
        held.add(call);
        // A caller that gives up (the server's budget, its 40 s timeout) is let go.
        call.outgoing.once('close', () => held.delete(call));
    }
  };

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      answer({ incoming, outgoing, body: Buffer.concat(chunks) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    origin: `http://127.0.0.1:${String(port)}`,
    heldPaths: () => [...held].map(({ incoming }) => (incoming.url ?? '').replace(/\?.*$/, '')),
    setMode(next) {
      mode = next;
      if (next === 'hang') return;
      // The held calls get what a call made now gets.
      const waiting = [...held];
      held.clear();
      for (const call of waiting) if (!call.outgoing.destroyed) answer(call);
    },
    close: () =>
      new Promise<void>((resolve) => {
        held.clear();
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
