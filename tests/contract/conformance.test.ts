// The conformance check end to end: against a real Prism serving the contract every
// operation passes; against a deliberately drifting server each drift is reported exactly
// once with its JSON pointer and nothing else is; the command line writes its reports,
// sets its exit status and explains bad input.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism, type RunningPrism } from '../../mocks/prism.ts';
import {
  exitCode,
  runConformance,
  type ConformanceOptions,
  type ConformanceReport,
} from '../../scripts/lib/conformance/run.ts';
import { freePort } from '../../scripts/lib/conformance/free-port.ts';
import { DRIFTS, startDriftingServer, type DriftingServer } from './drifting-server.ts';
import { scratchContract } from './spec-tools.ts';

const root = new URL('../..', import.meta.url).pathname;
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.demo-token.sig';
const SLOW_MS = 6000;
const SEED = 20261128;
// Generous, so a loaded machine does not turn a normal reply into a timeout.
const CALL_TIMEOUT_MS = 1500;

const { scratch, specFile, contract } = scratchContract('conformance-test-');

function options(target: string, extra: Partial<ConformanceOptions> = {}): ConformanceOptions {
  return {
    target: new URL(target),
    token: TOKEN,
    only: [],
    includeUnsafe: false,
    timeoutMs: CALL_TIMEOUT_MS,
    totalTimeoutMs: 60_000,
    ...extra,
  };
}

/** `npm run conformance -- --target <target> --spec <this file's bundle> ...args`. */
function runCli(
  target: string,
  args: string[] = [],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      join(root, 'node_modules/.bin/node'),
      ['scripts/conformance.ts', '--target', target, '--spec', specFile, ...args],
      { cwd: root, env: { ...process.env, CONFORMANCE_TOKEN: '' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

let prism: RunningPrism;
let drifting: DriftingServer;

beforeAll(async () => {
  [prism, drifting] = await Promise.all([
    freePort().then((port) => startPrism({ port, spec: specFile })),
    startDriftingServer(contract, { slowMs: SLOW_MS }),
  ]);
});

afterAll(async () => {
  await Promise.all([prism.stop(), drifting.stop()]);
  rmSync(scratch, { recursive: true, force: true });
});

describe('the conformance check against Prism serving the contract', () => {
  let report: ConformanceReport;

  beforeAll(async () => {
    report = await runConformance(
      contract,
      options(prism.url, { includeUnsafe: true, timeoutMs: 10_000, cases: 2, seed: SEED }),
    );
  });

  it('calls every operation of the contract and finds no violation', () => {
    const problems = report.results
      .filter((r) => r.result !== 'pass')
      .map((r) => `${r.operationId}: ${r.result} ${r.violations[0]?.message ?? r.note ?? ''}`);
    expect(problems).toEqual([]);
    expect(report.totals.pass).toBe(contract.operations.length);
    expect(report.totals.violations).toBe(0);
    expect(exitCode(report)).toBe(0);
  });

  it('checks every success reply against the data schema, not just the envelope', () => {
    // Prism answers the first example: a success for every operation of this contract.
    expect(report.results.every((r) => r.status === 200 && r.result === 'pass')).toBe(true);
    expect(report.results.map((r) => r.operationId)).toEqual(
      contract.operations.map((op) => op.operationId),
    );
  });

  it('sends generated valid and invalid requests, answered as the contract says', () => {
    const cases = report.results.flatMap((r) => r.cases ?? []);
    // Prism validates requests: a valid one gets an example, an invalid one its 422
    // problem+json, the contract's declared 4XX for a rejected request.
    expect(cases.filter((c) => c.result !== 'pass').map((c) => c.name)).toEqual([]);
    expect(cases.filter((c) => c.kind === 'valid').map((c) => c.status)).not.toContain(422);
    const invalid = cases.filter((c) => c.kind === 'invalid');
    expect(invalid.length).toBeGreaterThan(50);
    expect(new Set(invalid.map((c) => c.status))).toEqual(new Set([422]));
    expect(report.totals).toMatchObject({ cases: cases.length, failedCases: 0 });
  });

  it('runs the order flow: the created order is read and cancelled by its id', () => {
    expect(report.flows).toHaveLength(1);
    const [flow] = report.flows;
    expect(flow?.result).toBe('pass');
    expect(flow?.steps.map((s) => [s.operationId, s.result])).toEqual([
      ['createOrder', 'pass'],
      ['getOrderDetail', 'pass'],
      ['cancelOrder', 'pass'],
    ]);
    expect(flow?.steps[2]?.request?.body).toMatchObject({ orderId: 'TL2026112000010' });
  });

  it('by default calls only the reads, and signed-in ones only with a token', async () => {
    const readsOnly = await runConformance(contract, options(prism.url, { token: undefined }));
    for (const r of readsOnly.results) {
      const op = contract.operations.find((o) => o.operationId === r.operationId)!;
      if (!op.read)
        expect(r, r.operationId).toMatchObject({ result: 'skipped', note: /--include-unsafe/ });
      else if (op.needsToken)
        expect(r, r.operationId).toMatchObject({ result: 'skipped', note: /--token/ });
      else expect(r, r.operationId).toMatchObject({ result: 'pass' });
    }
    expect(
      readsOnly.results.filter((r) => r.result === 'pass').map((r) => r.operationId),
    ).toContain('getHomeInfo');
    expect(readsOnly.results.find((r) => r.operationId === 'login')?.result).toBe('skipped');
    expect(exitCode(readsOnly)).toBe(0);
  });
});

describe('the conformance check against a drifting server', () => {
  let report: ConformanceReport;

  beforeAll(async () => {
    report = await runConformance(contract, options(drifting.url));
  });

  it('reports each drift exactly once, with its kind and JSON pointer', () => {
    const failing = report.results
      .filter((r) => r.result === 'fail')
      .map((r) => ({
        operationId: r.operationId,
        violations: r.violations.map((v) => ({ kind: v.kind, pointer: v.pointer })),
      }));
    const expected = DRIFTS.map((d) => ({
      operationId: d.operationId,
      violations: [{ kind: d.kind, pointer: d.pointer }],
    }));
    const byId = (a: { operationId: string }, b: { operationId: string }) =>
      a.operationId.localeCompare(b.operationId);
    expect(failing.sort(byId)).toEqual(expected.sort(byId));
  });

  it('keeps going after a failure: every other read is checked and passes', () => {
    const reads = contract.operations.filter((op) => op.read);
    expect(report.results.filter((r) => r.read).map((r) => r.result)).not.toContain('not-run');
    expect(report.totals.pass).toBe(reads.length - DRIFTS.length);
    for (const op of reads)
      expect(drifting.hits.get(op.operationId), op.operationId).toBeGreaterThan(0);
    expect(exitCode(report)).toBe(1);
  });

  it('explains each drift with what was expected and what came back', () => {
    const violation = (id: string) =>
      report.results.find((r) => r.operationId === id)?.violations[0];
    expect(violation('getHomeInfo')).toMatchObject({ expected: 'integer', got: 'string "10101"' });
    expect(violation('getProductDetail')).toMatchObject({ got: 'missing' });
    expect(violation('getProductDetail')?.message).toContain('"categoryName"');
    expect(violation('listOrders')).toMatchObject({ got: 'string "42"' });
    expect(violation('listOrders')?.expected).toContain('"9"');
    expect(violation('getArticle')?.message).toContain('envelope {code, msg, data}');
    expect(violation('listHotProducts')?.got).toMatch(/^HTTP 502 text\/html: .*502 Bad Gateway/);
    expect(violation('searchProducts')?.message).toContain(`${CALL_TIMEOUT_MS} ms`);
  });

  it('stops calling when the total time limit is reached and says what did not run', async () => {
    const limited = await runConformance(
      contract,
      options(drifting.url, {
        only: ['searchProducts', 'getProductDetail'],
        timeoutMs: 10_000,
        totalTimeoutMs: 300,
      }),
    );
    expect(limited.results.map((r) => [r.operationId, r.result])).toEqual([
      ['searchProducts', 'fail'],
      ['getProductDetail', 'not-run'],
    ]);
    expect(limited.results[0]?.violations[0]?.message).toContain('--total-timeout');
    expect(exitCode(limited)).toBe(1);
  });
});

describe('generated requests against a server that ignores its input', () => {
  const run = (seed: number) =>
    runConformance(
      contract,
      options(drifting.url, { only: ['getOrderDetail', 'getArticle'], cases: 3, seed }),
    );

  it('fails every invalid request it answers as a success, and passes the valid ones', async () => {
    const report = await run(SEED);
    const detail = report.results.find((r) => r.operationId === 'getOrderDetail')!;
    expect(detail.violations).toEqual([]);
    expect(detail.result).toBe('fail');
    const cases = detail.cases ?? [];
    expect(cases.filter((c) => c.kind === 'valid').map((c) => c.result)).toEqual([
      'pass',
      'pass',
      'pass',
    ]);
    const invalid = cases.filter((c) => c.kind === 'invalid');
    expect(invalid.length).toBeGreaterThan(0);
    for (const c of invalid)
      expect(
        c.violations.map((v) => v.kind),
        c.name,
      ).toEqual(['accepted-invalid']);
    expect(invalid.map((c) => c.name)).toContain('invalid: /orderId missing (required)');
    expect(exitCode(report)).toBe(1);
  });

  it('sends the same requests again for the same seed, and others for another', async () => {
    const bodies = (report: ConformanceReport) =>
      report.results.flatMap((r) => (r.cases ?? []).map((c) => [c.name, c.request.body]));
    const [first, again, other] = await Promise.all([run(7), run(7), run(8)]);
    expect(bodies(again)).toEqual(bodies(first));
    expect(bodies(other)).not.toEqual(bodies(first));
    expect(first.options.seed).toBe(7);
  });
});

describe('the order flow against a server that loses the order id', () => {
  let lossy: DriftingServer;
  beforeAll(async () => {
    lossy = await startDriftingServer(contract, {
      slowMs: SLOW_MS,
      drifts: [
        {
          operationId: 'getOrderDetail',
          what: 'the detail of another order',
          kind: 'schema',
          pointer: '/data/orderId',
          reply: (example) => {
            const copy = structuredClone(example) as { data: { orderId: string } };
            copy.data.orderId = 'TL2026112000001';
            return { status: 200, contentType: 'application/json', body: JSON.stringify(copy) };
          },
        },
      ],
    });
  });
  afterAll(() => lossy.stop());

  it('fails the step that does not echo the id and skips the rest; set-up values are used', async () => {
    const report = await runConformance(
      contract,
      options(lossy.url, {
        only: ['createOrder', 'getOrderDetail', 'cancelOrder'],
        includeUnsafe: true,
        values: { spuId: 20101 },
      }),
    );
    const [flow] = report.flows;
    expect(flow?.steps.map((s) => [s.operationId, s.result])).toEqual([
      ['createOrder', 'pass'],
      ['getOrderDetail', 'fail'],
      ['cancelOrder', 'skipped'],
    ]);
    expect(flow?.steps[0]?.request?.body).toMatchObject({ spuId: 20101 });
    expect(flow?.steps[1]?.request?.body).toEqual({ orderId: 'TL2026112000010' });
    expect(flow?.steps[1]?.violations[0]).toMatchObject({
      pointer: '/data/orderId',
      got: 'string "TL2026112000001"',
    });
    expect(exitCode(report)).toBe(1);
  });

  it('is skipped without --include-unsafe, saying why', async () => {
    const report = await runConformance(
      contract,
      options(lossy.url, { only: ['orders', 'checkout'] }),
    );
    expect(report.flows).toEqual([
      expect.objectContaining({
        result: 'skipped',
        note: expect.stringMatching(/--include-unsafe/),
      }),
    ]);
  });
});

// Each case is its own node process: run them side by side.
describe.concurrent('npm run conformance', () => {
  it('prints progress and the summary, writes the reports and exits 1 on violations', async () => {
    const out = join(scratch, 'cli-report');
    const run = await runCli(drifting.url, [
      '--token',
      TOKEN,
      '--timeout',
      String(CALL_TIMEOUT_MS),
      '--only',
      'catalog,orders',
      '--out',
      out,
      '--format',
      'html',
      '--cases',
      '0',
    ]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/\[ 1\/\d+\] pass\s+getStoreInit/);
    expect(run.stdout).toMatch(/FAIL\s+getHomeInfo/);
    expect(run.stdout).toMatch(/operation\s+method\s+path\s+contract\s+result\s+first violation/);
    const json = JSON.parse(
      readFileSync(join(out, 'conformance-report.json'), 'utf8'),
    ) as ConformanceReport;
    expect(json.options).toMatchObject({ only: ['catalog', 'orders'], token: true });
    expect(JSON.stringify(json)).not.toContain(TOKEN);
    expect(
      json.results
        .filter((r) => r.result === 'fail')
        .map((r) => r.operationId)
        .sort(),
    ).toEqual(
      ['getHomeInfo', 'getProductDetail', 'listHotProducts', 'listOrders', 'searchProducts'].sort(),
    );
    const html = readFileSync(join(out, 'conformance-report.html'), 'utf8');
    expect(html).toContain('<code>/data/h5/0/id</code>');
  });

  it('writes JUnit with the seed, the generated requests and the set-up values', async () => {
    const out = join(scratch, 'junit');
    const setup = join(scratch, 'setup.json');
    writeFileSync(setup, JSON.stringify({ token: TOKEN, values: { orderId: 'TL2026112000003' } }));
    const run = await runCli(drifting.url, [
      '--only',
      'getOrderDetail',
      '--cases',
      '2',
      '--seed',
      '5',
      '--setup',
      setup,
      '--out',
      out,
      '--junit',
      join(out, 'junit.xml'),
    ]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('Repeat these requests with --seed 5.');
    expect(run.stdout).toMatch(/FAIL\s+getOrderDetail .* \+4 generated \(2 failed\)/);
    const xml = readFileSync(join(out, 'junit.xml'), 'utf8');
    expect(xml).toContain(
      '<testsuite name="conformance of ' + drifting.url + '/ (seed 5)" tests="5" failures="2"',
    );
    expect(xml).toContain('kind: accepted-invalid');
    const json = JSON.parse(
      readFileSync(join(out, 'conformance-report.json'), 'utf8'),
    ) as ConformanceReport;
    expect(json.results[0]?.request?.body).toEqual({ orderId: 'TL2026112000003' });
    expect(json.options).toMatchObject({ seed: 5, cases: 2, setupValues: ['orderId'] });
    expect(JSON.stringify(json)).not.toContain(TOKEN);
  });

  it('exits 0 when the target conforms', async () => {
    const run = await runCli(prism.url, ['--only', 'content', '--out', join(scratch, 'ok')]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('PASS: 1 checked, 1 passed, 0 failed');
    expect(readFileSync(join(scratch, 'ok', 'conformance-report.md'), 'utf8')).toContain(
      '| `getArticle` | POST |',
    );
  });

  it('names the unknown --only values and suggests the close ones', async () => {
    const run = await runCli(prism.url, ['--only', 'getHomInfo,nothing']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown --only names: getHomInfo, nothing');
    expect(run.stderr).toContain('did you mean getHomeInfo?');
  });

  it('says so when the target is unreachable', async () => {
    const port = await freePort();
    const run = await runCli(`http://127.0.0.1:${port}`);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`Cannot connect to http://127.0.0.1:${port}: connection refused`);
  });

  it('says so when TLS fails', async () => {
    const run = await runCli(drifting.url.replace('http:', 'https:'));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('TLS handshake with 127.0.0.1');
  });

  it('fails when every selected operation had to be skipped', async () => {
    const run = await runCli(prism.url, ['--only', 'login', '--out', join(scratch, 'none')]);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/skipped login .*\n.*--include-unsafe/);
    expect(run.stderr).toContain('nothing was checked');
  });

  it('rejects a target that is not an http(s) URL', async () => {
    const run = await runCli('localhost:8080');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--target must be an http:// or https:// URL');
  });
});
