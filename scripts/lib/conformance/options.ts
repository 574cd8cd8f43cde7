// The command line of `npm run conformance`.
import { parseArgs } from 'node:util';
import type { ReportFormat } from './report.ts';
import type { ConformanceOptions } from './run.ts';

export const USAGE = `Usage: npm run conformance -- --target <base URL> [options]

Calls every operation of the contract on a live backend with the spec's example requests
and checks each reply (status, content type, envelope, business codes, data schema).

  --target <url>          the backend's base URL, e.g. https://api.test.example.com (required)
  --token <bearer>        a test account's token for signed-in calls (or CONFORMANCE_TOKEN)
  --only <names>          tags or operationIds, comma-separated or repeated
  --include-unsafe        also call state-changing operations: use a test backend only
  --timeout <ms>          per call (default 10000)
  --total-timeout <ms>    for the whole run (default 300000)
  --out <dir>             where the reports go (default build/conformance)
  --format md|html        the readable report's format (default md)
  --spec <file>           a bundled spec to check against (default: bundle openapi/ now)

Exit status: 0 all conforming, 1 violations found, 2 bad input or unreachable target.`;

export interface CliOptions extends ConformanceOptions {
  out: string;
  format: ReportFormat;
  spec?: string;
  help: boolean;
}

export class UsageError extends Error {}

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
    help,
  };
}
