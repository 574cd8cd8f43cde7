// Prism, the real mock server process, on the bundled contract: for every operation and
// every named example, its reply parses with the generated Zod schema of that operation.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildRequest } from '../../scripts/lib/conformance/requests.ts';
import { BUNDLED_SPEC, bundleSpec } from '../../scripts/lib/spec.ts';
import { startPrism, type RunningPrism } from '../../mocks/prism.ts';
import { successBranch } from '../../src/api/contract/response-check.ts';
import { responseSchemas } from '../../src/api/generated/operations.ts';
import { freePort } from '../../scripts/lib/conformance/free-port.ts';
import { loadContract, responseExamples } from './spec-tools.ts';

bundleSpec();
const contract = loadContract();
const { spec, operations } = contract;
// Prism serves its own copy: it restarts whenever its file changes, and other contract
// tests rewrite build/openapi.bundled.yaml while this one runs.
const prismSpec = join(mkdtempSync(join(tmpdir(), 'prism-spec-')), 'openapi.yaml');
copyFileSync(BUNDLED_SPEC, prismSpec);

let prism: RunningPrism;

beforeAll(async () => {
  prism = await startPrism({ port: await freePort(), spec: prismSpec });
});

afterAll(async () => {
  await prism.stop();
});

function operation(operationId: string) {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  return op;
}

/** The value of the operation's first named example: what Prism answers by default. */
function firstExample(operationId: string) {
  return responseExamples(spec, operation(operationId))[0]?.value;
}

async function call(operationId: string, example?: string) {
  const op = operation(operationId);
  const request = buildRequest(contract, op, new URL(prism.url));
  const response = await fetch(request.url, {
    method: op.method,
    headers: {
      'Content-Type': 'application/json',
      ...(op.needsToken ? { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.demo-token.sig' } : {}),
      ...(example ? { Prefer: `example=${example}` } : {}),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return { op, response, body: (await response.json()) as unknown };
}

const cases = operations.flatMap((op) =>
  responseExamples(spec, op).map((ex) => [op.operationId, ex.name, ex.value] as const),
);

describe('Prism serves the contract', () => {
  it('started on 127.0.0.1', () => {
    expect(prism.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it.each(cases)(
    '%s example %s parses with the generated Zod schema',
    async (operationId, example, expected) => {
      const { response, body } = await call(operationId, example);
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(body).toEqual(expected);
      const schema: z.ZodMiniType = responseSchemas[operationId as keyof typeof responseSchemas];
      const value = body as Record<string, unknown>;
      const success = value.code === 200 || value.repCode === '0000';
      // The success branch alone for successes: the error branch would accept a broken one.
      const target = success ? successBranch(schema) : schema;
      const parsed = target.safeParse(body);
      expect(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error)).toBe(true);
    },
  );

  it('answers the default (first) example without a Prefer header', async () => {
    const { body } = await call('getProductDetail');
    expect(body).toEqual(firstExample('getProductDetail'));
  });

  it('routes /memberDetail/getById to its own operation, not to /memberDetail/{id}', async () => {
    const { body } = await call('getOrderMemberDetail');
    expect(body).toEqual(firstExample('getOrderMemberDetail'));
  });

  it('rejects a request that breaks the contract with problem+json 422', async () => {
    const response = await fetch(`${prism.url}/api/language/spu/detail-show`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });

  it('enforces "idList is required with type 2" on markMessagesRead (if/then)', async () => {
    const markRead = (body: unknown) =>
      fetch(`${prism.url}/api/member/messages/read`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.demo-token.sig',
        },
        body: JSON.stringify(body),
      });
    const without = await markRead({ type: 2 });
    expect(without.status).toBe(422);
    expect(without.headers.get('content-type')).toContain('application/problem+json');
    expect(without.headers.get('sl-violations')).toContain('idList');
    expect((await markRead({ type: 2, idList: [7003] })).status).toBe(200);
    expect((await markRead({ type: 0 })).status).toBe(200);
  });

  it('rejects a signed-in-only call without a token with problem+json 401', async () => {
    const response = await fetch(`${prism.url}/api/language/member/info`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });
});
