// The figures `npm run load` prints: what autocannon measured per scenario, and whether the
// server's memory stayed flat over a soak.

export interface ScenarioFigures {
  name: string;
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx and 3xx, timeouts and connection errors. */
  errors: number;
  /**
   * Pages answered with the client-rendered shell (X-Rendered-In: browser) because the server
   * was rendering as many as it may: not errors, but not rendered on the server either.
   */
  shells: number;
  rssMiB: number;
}

/** The middle sample (the mean of the two middle ones for an even count). */
export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * Whether memory samples taken after warm-up stay within `tolerance` of their level (their
 * median). The level, not the first sample: a server's RSS saws up and down by about 10% as
 * its garbage is collected (soaks of 2026-11-28: 333-374 MiB with no trend), and a first
 * sample taken in a trough made a flat run look like growth. A leak still shows: its later
 * samples leave the band around the median.
 */
export function flatWithin(samples: readonly number[], tolerance: number): boolean {
  if (samples.length === 0) return true;
  const level = median(samples);
  return samples.every((sample) => Math.abs(sample - level) <= level * tolerance);
}

/** The table of the scenarios' figures. */
export function formatFigures(rows: readonly ScenarioFigures[], cores: number): string {
  const header = [
    'scenario',
    'conn',
    'req/s',
    'req/s/core',
    'p50 ms',
    'p99 ms',
    'errors',
    'shells',
    'RSS MiB',
  ];
  const lines = rows.map((row) => [
    row.name,
    String(row.connections),
    row.requestsPerSecond.toFixed(0),
    (row.requestsPerSecond / cores).toFixed(0),
    row.p50Ms.toFixed(0),
    row.p99Ms.toFixed(0),
    String(row.errors),
    String(row.shells),
    row.rssMiB.toFixed(0),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The resident memory of a process in MiB (Linux /proc), NaN where it cannot be read. */
export function rssOf(status: string): number {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kib === undefined ? Number.NaN : Number(kib) / 1024;
}
