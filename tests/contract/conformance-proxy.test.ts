// The validating proxy (`npm run proxy`): Prism's proxy in front of a drifting backend
// passes every reply through unchanged and lists the reply's contract violations in the
// sl-violations header and in its log, naming the field.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseViolationsHeader,
  startPrismProxy,
  type RunningProxy,
} from '../../scripts/lib/conformance/prism-proxy.ts';
import { freePort } from './free-port.ts';
import { startDriftingServer, type DriftingServer } from './drifting-server.ts';
import { scratchContract } from './spec-tools.ts';

const root = new URL('../..', import.meta.url).pathname;
const { scratch, specFile, contract } = scratchContract('proxy-test-');

const homeInfo = (base: string) =>
  fetch(`${base}/api/language/home/info`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ uid: '3f6c1e2a-5b7d-4c8e-9a01-6d2b8f4e7c10' }),
  });

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
