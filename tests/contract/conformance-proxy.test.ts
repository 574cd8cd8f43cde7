// The validating proxy (`npm run proxy`): Prism's proxy in front of a drifting backend
// passes every reply through unchanged and lists the reply's contract violations in the
// sl-violations header and in its log, naming the field, and a business code the
// operation does not declare.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessCodeTap } from '../../scripts/lib/conformance/business-code-tap.ts';
import {
  parseViolationsHeader,
  startPrismProxy,
  type RunningProxy,
} from '../../scripts/lib/conformance/prism-proxy.ts';
import { freePort } from '../../scripts/lib/conformance/free-port.ts';
import { startDriftingServer, type DriftingServer } from './drifting-server.ts';
import { requestBodyExample, scratchContract } from './spec-tools.ts';

const root = new URL('../..', import.meta.url).pathname;
const { scratch, specFile, contract } = scratchContract('proxy-test-');

const homeInfo = (base: string) =>
  fetch(`${base}/api/language/home/info`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ uid: '3f6c1e2a-5b7d-4c8e-9a01-6d2b8f4e7c10' }),
  });

const coupons = (base: string) =>
  fetch(`${base}/api/service/spuCoupons/dataList`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.demo-token.sig',
    },
    body: JSON.stringify(requestBodyExample(contract, listCouponsByStatus)),
  });
const listCouponsByStatus = contract.operations.find(
  (op) => op.operationId === 'listCouponsByStatus',
)!;

let backend: DriftingServer;
let proxy: RunningProxy;
const log: string[] = [];

beforeAll(async () => {
  backend = await startDriftingServer(contract, { slowMs: 100 });
  proxy = await startPrismProxy({
    target: backend.url,
    port: await freePort(),
    spec: specFile,
    onLog: (line) => log.push(line),
  });
});

afterAll(async () => {
  await Promise.all([proxy.stop(), backend.stop()]);
  rmSync(scratch, { recursive: true, force: true });
});

describe('the validating proxy', () => {
  it('passes a drifting reply through and names the violation in sl-violations', async () => {
    const response = await homeInfo(proxy.url);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { h5: Array<{ id: unknown }> } };
    expect(body.data.h5[0]?.id).toBe('10101');
    const violations = parseViolationsHeader(response.headers.get('sl-violations'));
    expect(violations.map((v) => v.location.join('.'))).toContain('response.body.data.h5.0.id');
    expect(log.join('\n')).toMatch(/VALIDATOR.*data\.h5\.0\.id/);
  });

  it('reports a business code the operation does not declare, passing the reply on', async () => {
    const response = await coupons(proxy.url);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 10086, msg: 'coupon service busy', data: null });
    const violations = parseViolationsHeader(response.headers.get('sl-violations'));
    expect(violations).toContainEqual({
      location: ['response', 'body', 'code'],
      severity: 'Error',
      code: 'x-business-codes',
      message:
        'Business code 10086 is not declared for listCouponsByStatus (x-business-codes: 200, 401, 500)',
    });
    expect(log.join('\n')).toMatch(
      /\[BUSINESS-CODE\].*response\.body\.code Business code 10086 is not declared for listCouponsByStatus/,
    );
  });

  it('with strict, answers an undeclared business code with a problem+json 500', async () => {
    const strict = await startBusinessCodeTap({
      upstreamPort: Number(new URL(proxy.url).port),
      port: await freePort(),
      contract,
      strict: true,
    });
    try {
      const { port } = strict.address() as AddressInfo;
      const response = await coupons(`http://127.0.0.1:${port}`);
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(((await response.json()) as { detail: string }).detail).toContain(
        'Business code 10086 is not declared',
      );
    } finally {
      strict.closeAllConnections();
      await new Promise((resolve) => strict.close(resolve));
    }
  });

  it('adds no violation to a conforming reply', async () => {
    const response = await fetch(`${proxy.url}/api/language/category/list`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(parseViolationsHeader(response.headers.get('sl-violations'))).toEqual([]);
  });
});

describe('npm run proxy', () => {
  it('starts the proxy on 127.0.0.1, prints violations as they happen, and stops on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(
      join(root, 'node_modules/.bin/node'),
      ['scripts/proxy.ts', '--target', backend.url, '--port', String(port), '--spec', specFile],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await expect
        .poll(() => output, { timeout: 30_000, interval: 100 })
        .toContain(`Validating proxy on http://127.0.0.1:${port}`);
      const response = await homeInfo(`http://127.0.0.1:${port}`);
      expect(response.headers.get('sl-violations')).toContain('h5');
      await expect
        .poll(() => output, { timeout: 5000, interval: 100 })
        .toMatch(/VALIDATOR.*data\.h5\.0\.id/);
      await coupons(`http://127.0.0.1:${port}`);
      await expect
        .poll(() => output, { timeout: 5000, interval: 100 })
        .toMatch(/BUSINESS-CODE.*10086/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('refuses to start without --target', async () => {
    const child = spawn(join(root, 'node_modules/.bin/node'), ['scripts/proxy.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('--target is required');
  });
});
