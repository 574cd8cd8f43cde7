import { describe, expect, it } from 'vitest';
import { flatWithin, formatFigures, rssOf } from './load-figures.ts';

describe('flatWithin', () => {
  it('holds while every sample is within the tolerance of the first', () => {
    expect(flatWithin([100, 109.9, 91, 110], 0.1)).toBe(true);
    expect(flatWithin([100, 110.1], 0.1)).toBe(false);
    expect(flatWithin([100, 89.9], 0.1)).toBe(false);
    expect(flatWithin([], 0.1)).toBe(true);
  });
});

describe('rssOf', () => {
  it('reads VmRSS of /proc/<pid>/status in MiB', () => {
    expect(rssOf('Name:\tnode\nVmRSS:\t  153600 kB\nThreads:\t11\n')).toBe(150);
    expect(rssOf('Name:\tnode\n')).toBeNaN();
  });
});

describe('formatFigures', () => {
  it('prints a row per scenario, requests per second also per core', () => {
    const table = formatFigures(
      [
        {
          name: 'goodsDetail',
          connections: 50,
          durationS: 10,
          requests: 4000,
          requestsPerSecond: 400,
          p50Ms: 110,
          p99Ms: 290,
          errors: 0,
          shells: 1200,
          rssMiB: 180.4,
        },
      ],
      2,
    );
    expect(table.split('\n')[1]).toMatch(
      /^goodsDetail\s+50\s+400\s+200\s+110\s+290\s+0\s+1200\s+180$/,
    );
  });
});
