// `npm run docs:api`: the API reference, one HTML page of the contract that works offline
// (build/api-reference.html). Bundles the contract, writes its marks (x-contract,
// x-purpose, x-proposal) and each operation's business codes with their named examples into
// the descriptions (scripts/lib/api-reference.ts says why), then renders it with Redocly's
// build-docs: Redoc inlined, no telemetry, and a CSP that refuses any outside URL.
//   --out <file>   where to write the page (default build/api-reference.html)
//   --spec <file>  a bundled contract to render instead of bundling openapi/ (tests)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { markContract, offlineProblems, PAGE_TEMPLATE } from './lib/api-reference.ts';
import { BUNDLED_SPEC, bundleSpec, readSpec, specOperations } from './lib/spec.ts';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: { out: { type: 'string' }, spec: { type: 'string' } },
});
const out = resolve(values.out ?? join(root, 'build/api-reference.html'));
const started = performance.now();

if (!values.spec) bundleSpec();
const spec = markContract(readSpec(values.spec ? resolve(values.spec) : BUNDLED_SPEC));

const work = mkdtempSync(join(tmpdir(), 'docs-api-'));
const marked = join(work, 'openapi.marked.json');
const template = join(work, 'page.hbs');
writeFileSync(marked, JSON.stringify(spec));
writeFileSync(template, PAGE_TEMPLATE);
mkdirSync(dirname(out), { recursive: true });
// Redocly's CLI on this script's Node (its bin's shebang would take the machine's).
const redocly = join(root, 'node_modules/@redocly/cli/bin/cli.js');
const run = spawnSync(
  process.execPath,
  [redocly, 'build-docs', marked, '--output', out, '--template', template, '--inlineBundle'],
  {
    cwd: root,
    encoding: 'utf8',
    // Off for the CLI and for the page: with telemetry on, the page itself would send
    // traces to Redocly from every reader's browser.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  },
);
rmSync(work, { recursive: true, force: true });
if (run.status !== 0) {
  console.error(run.stderr || run.stdout || String(run.error));
  console.error('docs:api: redocly build-docs failed.');
  process.exit(1);
}

const problems = offlineProblems(readFileSync(out, 'utf8'));
if (problems.length > 0) {
  console.error(`docs:api: ${out} would not work offline; it ${problems.join(', ')}.`);
  process.exit(1);
}
const kib = Math.round(statSync(out).size / 1024);
const shown = out.startsWith(root) ? relative(root, out) : out;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const count = specOperations(spec).length;
console.log(
  `Wrote ${shown}: ${count} operation${count === 1 ? '' : 's'}, ${kib} KiB, in ${seconds} s.`,
);
