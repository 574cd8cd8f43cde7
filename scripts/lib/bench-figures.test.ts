import { describe, expect, it } from 'vitest';
import {
  judge,
  median,
  medianFigures,
  parseRuns,
  selectPages,
  worstFigures,
  type RunFigures,
} from './bench-figures';

const runs: RunFigures[] = [
  { performance: 99, lcpMs: 1600, cls: 0, tbtMs: 80, fcpMs: 820, ttfbMs: 12, benchmarkIndex: 1200 },
  {
    performance: 94,
    lcpMs: 1750,
    cls: 0.02,
    tbtMs: 260,
    fcpMs: 830,
    ttfbMs: 30,
    benchmarkIndex: 1100,
  },
  {
    performance: 98,
    lcpMs: 1620,
    cls: 0,
    tbtMs: 110,
    fcpMs: 810,
    ttfbMs: 15,
    benchmarkIndex: 1300,
  },
];

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('medianFigures and worstFigures', () => {
  it('judge each metric on its own', () => {
    expect(medianFigures(runs)).toEqual({
      performance: 98,
      lcpMs: 1620,
      cls: 0,
      tbtMs: 110,
      fcpMs: 820,
      ttfbMs: 15,
      benchmarkIndex: 1200,
    });
  });

  it('take the lowest score and machine index, and the highest times and shift', () => {
    expect(worstFigures(runs)).toEqual({
      performance: 94,
      lcpMs: 1750,
      cls: 0.02,
      tbtMs: 260,
      fcpMs: 830,
      ttfbMs: 30,
      benchmarkIndex: 1100,
    });
  });
});

describe('parseRuns', () => {
  it('reads --runs N, else the default', () => {
    expect(parseRuns('5', 3)).toBe(5);
    expect(parseRuns(undefined, 3)).toBe(3);
  });

  it('refuses a count that is not a positive integer', () => {
    expect(() => parseRuns('0', 3)).toThrow('--runs');
    expect(() => parseRuns('', 3)).toThrow('--runs');
    expect(() => parseRuns('2.5', 3)).toThrow('--runs');
  });
});

describe('selectPages', () => {
  const pages = [{ name: 'Home' }, { name: 'goodsDetail' }, { name: 'Order' }];

  it('measures every page without --page', () => {
    expect(selectPages(pages)).toEqual(pages);
    expect(selectPages(pages, [])).toEqual(pages);
  });

  it('keeps the named pages in the bench order, whatever the case', () => {
    expect(selectPages(pages, ['order', 'Home'])).toEqual([{ name: 'Home' }, { name: 'Order' }]);
  });

  it('refuses an unknown page, naming the known ones', () => {
    expect(() => selectPages(pages, ['Orders'])).toThrow('--page: unknown orders (pages: Home');
  });
});

describe('judge', () => {
  const figures = { ...runs[0]!, initialJsKiB: 150 };

  it('meets a target at its limit and misses it one step past', () => {
    const targets = { performance: 99, lcpMs: 1600, tbtMs: 80, cls: 0, initialJsKiB: 150 };
    expect(judge(targets, figures).every((target) => target.met)).toBe(true);
    expect(
      judge(targets, {
        ...figures,
        performance: 98,
        lcpMs: 1601,
        tbtMs: 81,
        cls: 0.001,
        initialJsKiB: 150.1,
      }),
    ).toEqual([
      { name: 'perf', met: false },
      { name: 'LCP', met: false },
      { name: 'TBT', met: false },
      { name: 'CLS', met: false },
      { name: 'JS', met: false },
    ]);
  });

  it('judges only the targets a page has', () => {
    expect(judge({ lcpMs: 1500, tbtMs: 250 }, figures)).toEqual([
      { name: 'LCP', met: false },
      { name: 'TBT', met: true },
    ]);
  });
});
