// `npm run conformance -- --target <base URL> [--token <bearer>] [--only <tag|operationId>]
// [--include-unsafe]`: checks a live backend against the contract. See USAGE and
// docs/contract-tools.md.
import { isAbsolute, join, relative } from 'node:path';
import { bundleInto } from './lib/conformance/bundle.ts';
import { loadContract } from './lib/conformance/contract.ts';
import { probe } from './lib/conformance/http.ts';
import { parseCli, USAGE, UsageError, type CliOptions } from './lib/conformance/options.ts';
import { progressLine, renderTable, verdict, writeReports } from './lib/conformance/report.ts';
import {
  exitCode,
  runConformance,
  selectOperations,
  UnknownOnlyError,
} from './lib/conformance/run.ts';
import { readSpec, SPEC_ROOT } from './lib/spec.ts';

const root = new URL('..', import.meta.url).pathname;

function fail(message: string): never {
  console.error(`conformance: ${message}`);
  process.exit(2);
}

let options: CliOptions;
try {
  options = parseCli(process.argv.slice(2), process.env, join(root, 'build/conformance'));
} catch (error) {
  if (error instanceof UsageError) fail(`${error.message}\n\n${USAGE}`);
  throw error;
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

let specFile = options.spec;
if (specFile === undefined) {
  specFile = join(options.out, 'openapi.bundled.yaml');
  try {
    bundleInto(SPEC_ROOT, specFile);
  } catch (error) {
    fail(
      `${error instanceof Error ? error.message : String(error)}\n(run \`npm run spec:lint\` to see why)`,
    );
  }
}
const contract = loadContract(readSpec(specFile));

try {
  selectOperations(contract, options.only);
} catch (error) {
  if (error instanceof UnknownOnlyError)
    fail(
      `${error.message}\n  ${error.hints.join('\n  ')}\n--only takes tags (${contract.tags.join(', ')}) or operationIds (listed in openapi/README.md).`,
    );
  throw error;
}

const unreachable = await probe(options.target, options.timeoutMs);
if (unreachable) fail(`${unreachable.message}\nNothing was checked.`);

console.log(
  `Checking ${options.target.href} against ${contract.title} ${contract.version}` +
    `${options.includeUnsafe ? ' (including state-changing calls)' : ' (reads only)'}...`,
);
const report = await runConformance(contract, options, {
  onResult: (result, index, total) => {
    console.log(progressLine(result, index, total));
  },
});

const shown = (file: string) => {
  const rel = relative(process.cwd(), file);
  return rel.startsWith('..') || isAbsolute(rel) ? file : rel;
};
const files = writeReports(report, options.out, options.format);
console.log(`\n${renderTable(report)}\n`);
console.log(verdict(report));
console.log(`Reports: ${shown(files.readable)}, ${shown(files.json)}`);
const checked = report.totals.pass + report.totals.warn + report.totals.fail;
if (checked === 0)
  fail(
    'nothing was checked: every selected operation was skipped (see the reasons above; state-changing calls need --include-unsafe, signed-in ones --token).',
  );
process.exit(exitCode(report));
