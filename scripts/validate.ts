// `npm test` (= `npm run validate`): everything CI checks, in order, stopping at the first
// failure: spec lint, the breaking-change check against the previous commit, generation
// (and its determinism), type check, lint, formatting, i18n parity, unit + contract tests
// (Vitest, with a real Prism), browser tests (Playwright in Debian's Chromium against
// Prism + Vite). Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name: string) => join(root, 'node_modules/.bin', name);
mkdirSync(join(root, 'build'), { recursive: true });
const VITEST_REPORT = join(root, 'build/vitest-report.json');
const PLAYWRIGHT_REPORT = join(root, 'build/playwright-report.json');

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const steps: Step[] = [
  { name: 'spec lint', command: 'node', args: ['scripts/spec-lint.ts'] },
  // Informs about contract changes since the previous commit; fails only when a breaking
  // change has no note in openapi/CHANGELOG.md (passes when there is no previous commit).
  {
    name: 'breaking-change check (against HEAD~1)',
    command: 'node',
    args: ['scripts/spec-diff.ts', 'HEAD~1'],
  },
  { name: 'generate', command: 'node', args: ['scripts/generate.ts'] },
  {
    name: 'generation is deterministic',
    command: 'node',
    args: ['scripts/generate.ts', '--check'],
  },
  { name: 'type check', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'formatting', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'i18n key parity', command: 'node', args: ['scripts/i18n-check.ts'] },
  {
    name: 'unit and contract tests',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
  },
  { name: 'chromium present', command: 'node', args: ['scripts/ensure-chromium.ts'] },
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

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const run = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = (performance.now() - started) / 1000;
  results.push({ name: step.name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
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
const skipped = steps.length - results.length;
if (skipped > 0) console.log(`  (${skipped} later steps not run)`);
const allOk = results.length === steps.length && results.every((r) => r.ok);
// A failed step that is not a test run (lint, type check, ...) counts as one failure.
const failedTests = unitFailed + e2eFailed || (allOk ? 0 : 1);
console.log(`tests: ${unitPassed + e2ePassed} passed, ${failedTests} failed`);
process.exit(allOk ? 0 : 1);
