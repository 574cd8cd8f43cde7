// Graceful shutdown on a real listening server: a request in flight when SIGTERM comes still
// gets its answer, no new connection is accepted, and the exit code says whether everything
// finished within the grace period. The stub API holds each request until the test lets it go.
import { EventEmitter, once } from 'node:events';
import { Agent, get, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { closeGracefully } from './shutdown';
import {
  clientFolder,
  makeServer,
  startStandIn,
  type ClientFolder,
  type StandIn,
} from '../../tests/utils/server-stand-ins';

let client: ClientFolder;
let stub: StandIn;
/** The stub's requests, waiting for the test to answer them. */
const held: ServerResponse[] = [];
const arrivals = new EventEmitter();
const lines: string[] = [];
let app: FastifyInstance | undefined;

beforeAll(async () => {
  client = clientFolder(
    'shutdown',
    '<!doctype html><html lang="zh-CN"><head></head><body><div id="root"></div><script>1</script></body></html>',
  );
  stub = await startStandIn((_request, response) => {
    held.push(response);
    arrivals.emit('request');
  });
});

afterEach(() => {
  for (const response of held.splice(0)) if (!response.writableEnded) response.end();
  lines.length = 0;
});

afterAll(async () => {
  await stub.close();
  client.remove();
});

/** A listening server with graceful shutdown on a fake signal source; exit calls recorded. */
async function listeningServer(graceMs: number) {
  const server = await makeServer({ API_ORIGIN: stub.origin, CLIENT_DIR: client.dir }, lines);
  app = server;
  // Observes the moment Fastify starts closing (it stops listening right after).
  let closeStarted!: () => void;
  const closing = new Promise<void>((resolve) => {
    closeStarted = resolve;
  });
  server.addHook('preClose', (done) => {
    closeStarted();
    done();
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const port = (server.server.address() as AddressInfo).port;
  const signals = new EventEmitter();
  const exits: number[] = [];
  const exited = new EventEmitter();
  const close = closeGracefully(server, {
    graceMs,
    exit: (code) => {
      exits.push(code);
      exited.emit('exit', code);
    },
    signals,
  });
  const nextExit = async () => ((await once(exited, 'exit')) as [number])[0];
  const stoppedListening = async () => {
    await closing;
    // Fastify calls server.close() once the preClose hooks are done.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { server, port, signals, exits, nextExit, close, stoppedListening };
}

/** A GET on a connection of its own: its status and body once it completes. */
function request(
  port: number,
  path: string,
  agent: Agent | false = false,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    }).on('error', reject);
  });
}

/** Whether a new TCP connection to the port is accepted, or the error code. */
function connectOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code ?? 'error');
    });
  });
}

afterEach(async () => {
  // Each test ends its server; closing again is harmless when it already has.
  await app?.close();
  app = undefined;
});

it('finishes a request in flight, refuses new connections, then exits 0', async () => {
  const { port, signals, exits, nextExit, stoppedListening } = await listeningServer(60_000);
  expect(await connectOutcome(port)).toBe('connected');

  const arrived = once(arrivals, 'request');
  const inFlight = request(port, '/api/order/list?page=1');
  await arrived;

  const exit = nextExit();
  signals.emit('SIGTERM');
  await stoppedListening();
  expect(await connectOutcome(port)).toBe('ECONNREFUSED');
  expect(exits).toEqual([]);

  held[0]!.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200}');
  expect(await inFlight).toEqual({ status: 200, body: '{"code":200}' });
  expect(await exit).toBe(0);
  expect(exits).toEqual([0]);
  expect(lines.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
});

it('exits 1 when a request is still open at the end of the grace period', async () => {
  const { port, signals, exits, nextExit, close } = await listeningServer(0);
  const arrived = once(arrivals, 'request');
  const inFlight = request(port, '/api/order/list?page=1').catch((error: unknown) => error);
  await arrived;

  const exit = nextExit();
  signals.emit('SIGTERM');
  expect(await exit).toBe(1);
  expect(exits).toEqual([1]);
  expect(lines.some((line) => line.includes('requests still open after the grace period'))).toBe(
    true,
  );

  // In a real process exit(1) ends everything here; the test lets the request go instead.
  held[0]!.end();
  await inFlight;
  await close();
});

it('shuts down once on SIGINT too, however many signals come', async () => {
  const { signals, exits, nextExit } = await listeningServer(60_000);
  const exit = nextExit();
  signals.emit('SIGINT');
  signals.emit('SIGTERM');
  expect(await exit).toBe(0);
  expect(exits).toEqual([0]);
});

it('closes a kept-alive connection once its request is answered, and exits 0', async () => {
  // A load balancer keeps its connections open: the one whose request is in flight must
  // not hold the shutdown until its keep-alive timeout.
  // Shorter than the test's limit: a held connection fails as exit(1), not as a timeout.
  const { port, signals, exits, nextExit, stoppedListening } = await listeningServer(30_000);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect((await request(port, '/healthz', agent)).status).toBe(200);
    const arrived = once(arrivals, 'request');
    const inFlight = request(port, '/api/order/list?page=1', agent);
    await arrived;

    const exit = nextExit();
    signals.emit('SIGTERM');
    await stoppedListening();
    held[0]!.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200}');
    expect(await inFlight).toEqual({ status: 200, body: '{"code":200}' });
    expect(await exit).toBe(0);
    expect(exits).toEqual([0]);
  } finally {
    agent.destroy();
  }
});
