// The figures of `npm run bench` over several Lighthouse runs of a page: the median of each
// metric, and the worst value each metric reached.

export interface RunFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** The document's server response time (Lighthouse's server-response-time). */
  ttfbMs: number;
  /** Lighthouse's measure of the machine's speed during the run (BenchmarkIndex). */
  benchmarkIndex: number;
}

type Metric = keyof RunFigures;
const METRICS: Metric[] = [
  'performance',
  'lcpMs',
  'cls',
  'tbtMs',
  'fcpMs',
  'ttfbMs',
  'benchmarkIndex',
];
/** The metrics where a higher value is better; for the others lower is better. */
const HIGHER_IS_BETTER = new Set<Metric>(['performance', 'benchmarkIndex']);

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

function byMetric(runs: RunFigures[], pick: (metric: Metric, values: number[]) => number) {
  return Object.fromEntries(
    METRICS.map((metric) => [
      metric,
      pick(
        metric,
        runs.map((run) => run[metric]),
      ),
    ]),
  ) as unknown as RunFigures;
}

export function medianFigures(runs: RunFigures[]): RunFigures {
  return byMetric(runs, (_metric, values) => median(values));
}

export function worstFigures(runs: RunFigures[]): RunFigures {
  return byMetric(runs, (metric, values) =>
    HIGHER_IS_BETTER.has(metric) ? Math.min(...values) : Math.max(...values),
  );
}

/** The value of `--runs` (a positive integer), or the default when it is not given. */
export function parseRuns(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a positive integer');
  return runs;
}

/** The pages named by `--page` (case-insensitive), in the bench's order; all without it. */
export function selectPages<P extends { name: string }>(pages: P[], names?: string[]): P[] {
  if (names === undefined || names.length === 0) return pages;
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  const unknown = [...wanted].filter((name) => !pages.some((p) => p.name.toLowerCase() === name));
  if (unknown.length > 0) {
    throw new Error(
      `--page: unknown ${unknown.join(', ')} (pages: ${pages.map((p) => p.name).join(', ')})`,
    );
  }
  return pages.filter((page) => wanted.has(page.name.toLowerCase()));
}

/** A page's targets; a figure without one is shown, not judged. */
export interface Targets {
  performance?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  initialJsKiB?: number;
}

/** Each target of the page against its median (and initial JavaScript): met or missed. */
export function judge(
  targets: Targets,
  figures: RunFigures & { initialJsKiB: number },
): Array<{ name: string; met: boolean }> {
  const judged: Array<{ name: string; met: boolean }> = [];
  const atMost = (name: string, value: number, limit: number | undefined) => {
    if (limit !== undefined) judged.push({ name, met: value <= limit });
  };
  if (targets.performance !== undefined) {
    judged.push({ name: 'perf', met: figures.performance >= targets.performance });
  }
  atMost('LCP', figures.lcpMs, targets.lcpMs);
  atMost('TBT', figures.tbtMs, targets.tbtMs);
  atMost('CLS', figures.cls, targets.cls);
  atMost('JS', figures.initialJsKiB, targets.initialJsKiB);
  return judged;
}
