// The command line of `npm run conformance`.
import { parseArgs } from 'node:util';
import type { ReportFormat } from './report.ts';
import type { ConformanceOptions } from './run.ts';

/** The help text; `command` is how this runner is started. */
export function usage(
  command = 'npm run conformance --',
  specDefault = 'bundle openapi/ now',
): string {
  return `Usage: ${command} --target <base URL> [options]

Calls every operation of the contract on a live backend with the spec's example requests
and requests generated from the request schemas, and checks each reply (status, content
type, envelope, business codes, data schema); then runs the multi-step flows.

  --target <url>          the backend's base URL, e.g. https://api.test.example.com (required)
  --token <bearer>        a test account's token for signed-in calls (or CONFORMANCE_TOKEN)
  --only <names>          tags or operationIds, comma-separated or repeated
  --include-unsafe        also call state-changing operations: use a test backend only
  --timeout <ms>          per call (default 10000)
  --total-timeout <ms>    for the whole run (default 300000)
  --out <dir>             where the reports go (default build/conformance)
  --format md|html        the readable report's format (default md)
  --junit <file>          also write a JUnit XML report there (for CI)
  --cases <n>             generated valid and invalid requests per operation, each
                          (default 5; 0 sends the examples only)
  --seed <n>              the seed of the generated requests (default: random, printed)
  --setup <file>          set-up data: {"token": "...", "values": {"orderId": "..."}}
  --spec <file>           a bundled spec to check against (default: ${specDefault})

Exit status: 0 all conforming, 1 violations found, 2 bad input or unreachable target.`;
}

export const USAGE = usage();

/** Small: with the valid and the invalid ones, up to 10 calls per operation. */
export const DEFAULT_CASES = 5;

export interface CliOptions extends ConformanceOptions {
  out: string;
  format: ReportFormat;
  spec?: string;
  junit?: string;
  setup?: string;
  help: boolean;
}

export class UsageError extends Error {}

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff)
    throw new UsageError(`${name} must be a whole number (0 or more), got "${raw}"`);
  return value;
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new UsageError(`${name} must be a positive number of milliseconds, got "${raw}"`);
  return value;
}

export function parseCli(
  argv: string[],
  env: Record<string, string | undefined> = {},
  defaultOut = 'build/conformance',
  randomSeed: () => number = () => Math.floor(Math.random() * 0x7fffffff),
): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        target: { type: 'string' },
        token: { type: 'string' },
        only: { type: 'string', multiple: true },
        'include-unsafe': { type: 'boolean', default: false },
        timeout: { type: 'string' },
        'total-timeout': { type: 'string' },
        out: { type: 'string' },
        format: { type: 'string' },
        spec: { type: 'string' },
        junit: { type: 'string' },
        cases: { type: 'string' },
        seed: { type: 'string' },
        setup: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const help = values.help;
  const format = values.format ?? 'md';
  if (format !== 'md' && format !== 'html')
    throw new UsageError(`--format must be md or html, got "${format}"`);
  let target: URL;
  if (values.target === undefined) {
    if (!help) throw new UsageError('--target is required (the base URL of the backend)');
    target = new URL('http://127.0.0.1/');
  } else {
    try {
      target = new URL(values.target);
    } catch {
      throw new UsageError(`--target must be an http:// or https:// URL, got "${values.target}"`);
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      throw new UsageError(`--target must be an http:// or https:// URL, got "${values.target}"`);
  }
  const token = values.token ?? env.CONFORMANCE_TOKEN;
  return {
    target,
    ...(token ? { token } : {}),
    only: (values.only ?? [])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
    includeUnsafe: values['include-unsafe'],
    timeoutMs: positiveInt('--timeout', values.timeout, 10_000),
    totalTimeoutMs: positiveInt('--total-timeout', values['total-timeout'], 300_000),
    out: values.out ?? defaultOut,
    format,
    ...(values.spec ? { spec: values.spec } : {}),
    ...(values.junit ? { junit: values.junit } : {}),
    ...(values.setup ? { setup: values.setup } : {}),
    cases: count('--cases', values.cases, DEFAULT_CASES),
    seed: count('--seed', values.seed, randomSeed()),
    help,
  };
}
