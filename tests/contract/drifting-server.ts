// A small backend that drifts from the contract on purpose, for the conformance tests. It
// answers every operation with the spec's first example (so everything else conforms) and
// breaks seven operations in seven different ways, each of which the check must report exactly
// once with its JSON pointer. Listens on 127.0.0.1 only; the test stops it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Contract, ContractOperation } from '../../scripts/lib/conformance/contract.ts';
import { follow } from '../../scripts/lib/conformance/contract.ts';
import type { ViolationKind } from '../../scripts/lib/conformance/validate-reply.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Drift {
  operationId: string;
  what: string;
  /** What the check must report: one violation of this kind at this pointer. */
  kind: ViolationKind;
  pointer: string;
  reply: (example: Json) => { status: number; contentType: string; body: string } | 'slow';
}

const json = (body: Json) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

function edit(example: Json, change: (data: Record<string, Json>) => void): Json {
  const copy = structuredClone(example) as { data: Record<string, Json> };
  change(copy.data);
  return copy;
}

export const DRIFTS: Drift[] = [
  {
    operationId: 'getHomeInfo',
    what: 'a wrong type (a product id as a string)',
    kind: 'type',
    pointer: '/data/h5/0/id',
    reply: (example) =>
      json(
        edit(example, (data) => {
          (data.h5 as Record<string, Json>[])[0]!.id = '10101';
        }),
      ),
  },
  {
    operationId: 'getProductDetail',
    what: 'a missing required field (categoryName)',
    kind: 'required',
    pointer: '/data/categoryName',
    reply: (example) =>
      json(
        edit(example, (data) => {
          delete data.categoryName;
        }),
      ),
  },
  {
    operationId: 'listOrders',
    what: 'an unknown enum value (order status 42)',
    kind: 'enum',
    pointer: '/data/list/0/status',
    reply: (example) =>
      json(
        edit(example, (data) => {
          (data.list as Record<string, Json>[])[0]!.status = '42';
        }),
      ),
  },
  {
    operationId: 'getArticle',
    what: 'a wrong envelope ({success, result} instead of {code, msg, data})',
    kind: 'envelope',
    pointer: '/code',
    reply: (example) => json({ success: true, result: (example as { data: Json }).data }),
  },
  {
    operationId: 'listHotProducts',
    what: 'an HTML error page from a gateway',
    kind: 'non-json',
    pointer: '',
    reply: () => ({
      status: 502,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
    }),
  },
  {
    operationId: 'listCouponsByStatus',
    what: 'a business code the operation does not declare (10086)',
    kind: 'business-code',
    pointer: '/code',
    reply: () => json({ code: 10086, msg: 'coupon service busy', data: null }),
  },
  {
    operationId: 'searchProducts',
    what: 'a slow reply (longer than the per-call timeout)',
    kind: 'timeout',
    pointer: '',
    reply: () => 'slow',
  },
];

function firstExample(contract: Contract, op: ContractOperation): Json {
  const responses = op.operation.responses as Record<string, unknown>;
  const ok = follow(contract.spec, responses['200'], '').node as {
    content: Record<string, { examples?: Record<string, unknown> }>;
  };
  const examples = ok.content['application/json']?.examples ?? {};
  const first = Object.values(examples)[0];
  return (follow(contract.spec, first, '').node as { value: Json }).value;
}

export interface DriftingServer {
  url: string;
  /** How many requests each operation received. */
  hits: Map<string, number>;
  stop: () => Promise<void>;
}

export function startDriftingServer(
  contract: Contract,
  options: { slowMs: number; drifts?: Drift[] },
): Promise<DriftingServer> {
  const drifts = new Map((options.drifts ?? DRIFTS).map((d) => [d.operationId, d]));
  const routes = contract.operations.map((op) => ({
    op,
    pattern: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  const hits = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = routes.find((r) => r.op.method === req.method && r.pattern.test(pathname));
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const { op } = route;
    hits.set(op.operationId, (hits.get(op.operationId) ?? 0) + 1);
    const example = firstExample(contract, op);
    const drift = drifts.get(op.operationId);
    const reply = drift ? drift.reply(example) : json(example);
    if (reply === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed)
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(example));
      }, options.slowMs);
      timers.add(timer);
      return;
    }
    res.writeHead(reply.status, { 'content-type': reply.contentType }).end(reply.body);
  };

  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      handle(req, res);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        hits,
        stop: () =>
          new Promise<void>((done) => {
            for (const timer of timers) clearTimeout(timer);
            server.closeAllConnections();
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}
