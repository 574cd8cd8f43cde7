// `npm test` (= `npm run validate`): everything CI checks, in order, stopping at the first
// failure: spec lint, the breaking-change check against the previous commit, generation
// (and its determinism), then the static checks AT ONCE (type check, lint, formatting, i18n
// parity: they read the same files and change nothing, so they run as parallel child
// processes; each one's output is printed as one block when it ends, and every failure
// among them is reported; the API reference page is built beside them), unit + contract tests (Vitest, with a real Prism), browser tests
// (Playwright in Debian's Chromium against Prism + Vite). Ends with one summary line.
import './lib/require-node.ts';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name: string) => join(root, 'node_modules/.bin', name);
mkdirSync(join(root, 'build'), { recursive: true });
const VITEST_REPORT = join(root, 'build/vitest-report.json');
const PLAYWRIGHT_REPORT = join(root, 'build/playwright-report.json');
// tsc checks again only what an edit can affect, from what it recorded last time, as
// `npm run typecheck` does (package.json).
const TSC_INCREMENTAL = [
  '--incremental',
  '--tsBuildInfoFile',
  'node_modules/.cache/tsc/tsconfig.tsbuildinfo',
];
// ESLint lints again only the files whose content changed (all of them when its config,
// its version or Node's changed), as `npm run lint` does (package.json). The type-aware
// rules of an unchanged file are not run again when a type it uses changed in another
// file; a fresh clone, as in CI, has no cache and lints everything.
const ESLINT_CACHE = [
  '--cache',
  '--cache-location',
  'node_modules/.cache/eslint/',
  '--cache-strategy',
  'content',
];

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** Steps that run at the same time; the run stops after them if any failed. */
interface Parallel {
  name: string;
  parallel: Step[];
}

const steps: Array<Step | Parallel> = [
  { name: 'spec lint', command: process.execPath, args: ['scripts/spec-lint.ts'] },
  // Informs about contract changes since the previous commit; fails only when a breaking
  // change has no note in openapi/CHANGELOG.md (passes when there is no previous commit).
  {
    name: 'breaking-change check (against HEAD~1)',
    command: 'node',
    args: ['scripts/spec-diff.ts', 'HEAD~1'],
  },
  { name: 'generate', command: process.execPath, args: ['scripts/generate.ts'] },
  {
    name: 'generation is deterministic',
    command: 'node',
    args: ['scripts/generate.ts', '--check'],
  },
  {
    name: 'static checks',
    parallel: [
      {
        name: 'type check',
        command: bin('tsc'),
        args: ['--noEmit', '-p', 'tsconfig.json', ...TSC_INCREMENTAL],
      },
      { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0', ...ESLINT_CACHE] },
      { name: 'formatting', command: bin('prettier'), args: ['--check', '.'] },
      { name: 'i18n key parity', command: process.execPath, args: ['scripts/i18n-check.ts'] },
      // The API reference page (build/api-reference.html), built as the docs ship it.
      { name: 'API reference', command: process.execPath, args: ['scripts/docs-api.ts'] },
    ],
  },
  {
    name: 'unit and contract tests',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
  },
  { name: 'chromium present', command: process.execPath, args: ['scripts/ensure-chromium.ts'] },
  {
    name: 'browser tests',
    command: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT },
  },
];

// Reports of an earlier run must not be counted as this run's.
rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
}
const results: Result[] = [];

function runInline(step: Step): Result {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const run = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  return { name: step.name, ok: run.status === 0, seconds: (performance.now() - started) / 1000 };
}

/** Runs one step with its output captured; prints it as one block when the step ends. */
function runCaptured(step: Step): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colours as on a terminal, although the output goes through a pipe.
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...step.env },
    });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (ok: boolean, extra = '') => {
      const seconds = (performance.now() - started) / 1000;
      const output = Buffer.concat(chunks).toString().trimEnd();
      console.log(`\n▶ ${step.name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`);
      if (output || extra) console.log([output, extra].filter(Boolean).join('\n'));
      resolve({ name: step.name, ok, seconds });
    };
    child.on('error', (error) => {
      finish(false, String(error));
    });
    child.on('close', (code) => {
      finish(code === 0);
    });
  });
}

async function runParallel(group: Parallel): Promise<Result[]> {
  console.log(`\n▶ ${group.name}, at once: ${group.parallel.map((s) => s.name).join(', ')}`);
  const started = performance.now();
  const done = await Promise.all(group.parallel.map(runCaptured));
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n▶ ${group.name}: ${seconds.toFixed(1)} s wall time`);
  return done;
}

for (const step of steps) {
  const done = 'parallel' in step ? await runParallel(step) : [runInline(step)];
  results.push(...done);
  if (done.some((r) => !r.ok)) break;
}

function count(
  file: string,
  read: (json: Record<string, unknown>) => [number, number],
): [number, number] {
  if (!existsSync(file)) return [0, 0];
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  } catch {
    return [0, 0];
  }
}
const [unitPassed, unitFailed] = count(VITEST_REPORT, (j) => [
  Number(j.numPassedTests),
  Number(j.numFailedTests),
]);
const [e2ePassed, e2eFailed] = count(PLAYWRIGHT_REPORT, (j) => {
  const stats = j.stats as { expected: number; unexpected: number; flaky: number };
  return [stats.expected + stats.flaky, stats.unexpected];
});

console.log('\nSummary');
for (const r of results)
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const allSteps = steps.flatMap((step) => ('parallel' in step ? step.parallel : [step]));
const skipped = allSteps.length - results.length;
if (skipped > 0) console.log(`  (${skipped} later steps not run)`);
const allOk = results.length === allSteps.length && results.every((r) => r.ok);
// A failed step that is not a test run (lint, type check, ...) counts as one failure.
const failedSteps = results.filter((r) => !r.ok && !r.name.endsWith('tests')).length;
const failedTests = unitFailed + e2eFailed + failedSteps || (allOk ? 0 : 1);
console.log(`tests: ${unitPassed + e2ePassed} passed, ${failedTests} failed`);
process.exit(allOk ? 0 : 1);
