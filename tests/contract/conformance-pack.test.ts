// The standalone conformance pack (`npm run conformance:pack`): built into a folder, copied
// outside the repository (no node_modules to fall back on), it runs with plain `node` on
// the project's Node 24 and on the machine's Node 20: it passes against Prism serving the
// contract and fails, with a JUnit report, against the drifting server.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism, type RunningPrism } from '../../mocks/prism.ts';
import { freePort } from '../../scripts/lib/conformance/free-port.ts';
import { startDriftingServer, type DriftingServer } from './drifting-server.ts';
import { scratchContract } from './spec-tools.ts';

const root = new URL('../..', import.meta.url).pathname;
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.demo-token.sig';
const PROJECT_NODE = join(root, 'node_modules/.bin/node');
/** The machine's Node (20 here): the oldest the pack promises to run on. */
const MACHINE_NODE = '/usr/bin/node';
const NODES = [PROJECT_NODE, ...(existsSync(MACHINE_NODE) ? [MACHINE_NODE] : [])];

const { scratch, specFile, contract } = scratchContract('conformance-pack-test-');
// Outside the repository: nothing resolves to its node_modules from here.
const elsewhere = mkdtempSync(join(tmpdir(), 'backend-ci-'));
const pack = join(elsewhere, 'conformance-pack');

function exec(
  file: string,
  args: string[],
  cwd: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env: { PATH: process.env.PATH } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

let prism: RunningPrism;
let drifting: DriftingServer;
let built: { code: number; stdout: string; stderr: string };

beforeAll(async () => {
  const out = join(scratch, 'pack');
  [built, prism, drifting] = await Promise.all([
    exec(PROJECT_NODE, ['scripts/conformance-pack.ts', '--out', out, '--spec', specFile], root),
    freePort().then((port) => startPrism({ port, spec: specFile })),
    startDriftingServer(contract, { slowMs: 100 }),
  ]);
  cpSync(out, pack, { recursive: true });
});

afterAll(async () => {
  await Promise.all([prism.stop(), drifting.stop()]);
  rmSync(scratch, { recursive: true, force: true });
  rmSync(elsewhere, { recursive: true, force: true });
});

describe('npm run conformance:pack', () => {
  it('writes one runnable file, the bundled contract and a README', () => {
    expect(built.code, built.stderr).toBe(0);
    expect(readdirSync(pack).sort()).toEqual([
      'README.md',
      'conformance.mjs',
      'openapi.bundled.yaml',
    ]);
    expect(readFileSync(join(pack, 'README.md'), 'utf8')).toContain('node conformance.mjs');
    // Every dependency is inside: no import of a package, only of Node's own modules.
    const code = readFileSync(join(pack, 'conformance.mjs'), 'utf8');
    const imports = [...code.matchAll(/^import .* from ["']([^"']+)["']/gm)].map((m) => m[1]);
    expect(imports.filter((name) => !name?.startsWith('node:'))).toEqual([]);
  });
});

describe.concurrent.each(NODES)('the pack run by %s, outside the repository', (node) => {
  it('passes against Prism serving the contract', async () => {
    const run = await exec(
      node,
      [
        'conformance.mjs',
        '--target',
        prism.url,
        '--token',
        TOKEN,
        '--include-unsafe',
        '--only',
        'orders,checkout',
        '--cases',
        '1',
        '--out',
        join(elsewhere, `ok-${NODES.indexOf(node)}`),
      ],
      pack,
    );
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/^PASS: \d+ checked/m);
    expect(run.stdout).toContain('flows: 1 passed');
  });

  it('fails against the drifting server, with a JUnit report', async () => {
    const junit = join(elsewhere, `junit-${NODES.indexOf(node)}.xml`);
    const run = await exec(
      node,
      [
        'conformance.mjs',
        '--target',
        drifting.url,
        '--token',
        TOKEN,
        '--only',
        'catalog,orders',
        '--timeout',
        '1500',
        '--cases',
        '0',
        '--junit',
        junit,
        '--out',
        join(elsewhere, `fail-${NODES.indexOf(node)}`),
      ],
      pack,
    );
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/FAIL\s+getHomeInfo/);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuites name="[^"]+" tests="\d+" failures="4"/);
    expect(xml).toContain('field: /data/h5/0/id');
  });
});
