import { describe, expect, it } from 'vitest';
import { flatWithin, formatFigures, median, rssOf } from './load-figures.ts';

describe('flatWithin', () => {
  it('holds while every sample is within the tolerance of their median', () => {
    expect(flatWithin([100, 109.9, 91, 100, 100], 0.1)).toBe(true);
    expect(flatWithin([100, 100, 110.1], 0.1)).toBe(false);
    expect(flatWithin([100, 100, 89.9], 0.1)).toBe(false);
    expect(flatWithin([], 0.1)).toBe(true);
  });

  it('judges a sawtooth by its level, not by where its first sample fell', () => {
    // The soak of 2026-11-28 (MiB, after warm-up): a trough first, no trend.
    const soak = [334, 340, 333, 374, 363, 345, 353, 348, 353, 350, 346, 360, 358, 351, 355];
    expect(flatWithin(soak, 0.1)).toBe(true);
  });

  it('catches growth: memory that climbs leaves the band around its median', () => {
    const leak = [300, 310, 320, 330, 340, 350, 360, 370, 380, 390];
    expect(flatWithin(leak, 0.1)).toBe(false);
  });
});

describe('median', () => {
  it('is the middle sample, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
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
