// The conformance command line, shared by `npm run conformance` (in this repository: it
// bundles openapi/ first) and the standalone pack (`node conformance.mjs`, with the bundled
// contract beside it). See usage() in options.ts and docs/contract-tools.md.
import { isAbsolute, relative } from 'node:path';
import { readSpec } from '../spec.ts';
import { loadContract } from './contract.ts';
import { probe } from './http.ts';
import { writeJunit } from './junit.ts';
import { parseCli, usage, UsageError, type CliOptions } from './options.ts';
import { flowLine, progressLine, renderTable, verdict, writeReports } from './report.ts';
import { exitCode, runConformance, selectOperations, UnknownOnlyError } from './run.ts';
import { readSetup, SetupError, type SetupData } from './setup-file.ts';

export interface CliSetup {
  /** How the runner is started, for the help text. */
  command: string;
  defaultOut: string;
  /** The spec used without --spec: bundled now (repository) or shipped beside (pack). */
  defaultSpec: { describe: string; file: (out: string) => string };
}

function fail(message: string): never {
  console.error(`conformance: ${message}`);
  process.exit(2);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function main(argv: string[], setup: CliSetup): Promise<never> {
  const help = usage(setup.command, setup.defaultSpec.describe);
  let options: CliOptions;
  try {
    options = parseCli(argv, process.env, setup.defaultOut);
  } catch (error) {
    if (error instanceof UsageError) fail(`${error.message}\n\n${help}`);
    throw error;
  }
  if (options.help) {
    console.log(help);
    process.exit(0);
  }
  let setupData: SetupData = { values: {} };
  if (options.setup) {
    try {
      setupData = readSetup(options.setup);
    } catch (error) {
      if (error instanceof SetupError) fail(error.message);
      throw error;
    }
  }
  // --token and CONFORMANCE_TOKEN win over the set-up file's token.
  const token = options.token ?? setupData.token;

  let specFile = options.spec;
  if (specFile === undefined) {
    try {
      specFile = setup.defaultSpec.file(options.out);
    } catch (error) {
      fail(`${errorText(error)}\n(run \`npm run spec:lint\` to see why)`);
    }
  }
  let contract;
  try {
    contract = loadContract(readSpec(specFile));
  } catch (error) {
    fail(`cannot read the contract ${specFile}: ${errorText(error)}`);
  }

  try {
    selectOperations(contract, options.only);
  } catch (error) {
    if (error instanceof UnknownOnlyError)
      fail(
        `${error.message}\n  ${error.hints.join('\n  ')}\n--only takes tags (${contract.tags.join(', ')}) or operationIds (listed in the contract).`,
      );
    throw error;
  }

  const unreachable = await probe(options.target, options.timeoutMs);
  if (unreachable) fail(`${unreachable.message}\nNothing was checked.`);

  console.log(
    `Checking ${options.target.href} against ${contract.title} ${contract.version}` +
      (options.includeUnsafe ? ' (including state-changing calls)' : ' (reads only)') +
      (options.cases
        ? `, ${options.cases} generated requests of each kind per operation, seed ${options.seed}`
        : '') +
      '...',
  );
  const report = await runConformance(
    contract,
    { ...options, ...(token ? { token } : {}), values: setupData.values },
    {
      onResult: (result, index, total) => {
        console.log(progressLine(result, index, total));
      },
      onFlow: (flow) => {
        console.log(flowLine(flow));
      },
    },
  );

  const shown = (file: string) => {
    const rel = relative(process.cwd(), file);
    return rel.startsWith('..') || isAbsolute(rel) ? file : rel;
  };
  const files = writeReports(report, options.out, options.format);
  const written = [files.readable, files.json];
  if (options.junit) {
    writeJunit(report, options.junit);
    written.push(options.junit);
  }
  console.log(`\n${renderTable(report)}\n`);
  console.log(verdict(report));
  if (report.options.cases)
    console.log(`Repeat these requests with --seed ${report.options.seed}.`);
  console.log(`Reports: ${written.map(shown).join(', ')}`);
  const checked = report.totals.pass + report.totals.warn + report.totals.fail;
  if (checked === 0)
    fail(
      'nothing was checked: every selected operation was skipped (see the reasons above; state-changing calls need --include-unsafe, signed-in ones --token).',
    );
  process.exit(exitCode(report));
}
