import { describe, expect, it } from 'vitest';
import { formatLcpGraph, type TimedNode } from './lcp-path';

const origin = 'https://127.0.0.1:4180';

describe('formatLcpGraph', () => {
  it('lists the nodes in simulated order with observed times, sizes and what each task sent', () => {
    const document: TimedNode = {
      type: 'network',
      startTime: 1_000_000,
      endTime: 1_020_000,
      request: { url: `${origin}/en`, transferSize: 13_500 },
    };
    const task: TimedNode = {
      type: 'cpu',
      startTime: 1_030_000,
      endTime: 1_042_500,
      childEvents: [
        { name: 'FunctionCall' },
        { name: 'ResourceSendRequest', args: { data: { url: `${origin}/assets/vendor-x.js` } } },
        { name: 'ResourceSendRequest', args: { data: { url: `${origin}/api/home/init` } } },
      ],
    };
    const timings = new Map([
      [task, { startTime: 780, endTime: 830 }],
      [document, { startTime: 0, endTime: 780 }],
    ]);
    expect(formatLcpGraph('optimisticLargestContentfulPaint', timings, origin)).toBe(
      [
        '## optimisticLargestContentfulPaint: 830 ms, 2 nodes',
        '     0    780  [observed 0-20] /en 13500 B',
        '   780    830  [observed 30-43] task 12.5 ms, sends vendor-x.js init',
      ].join('\n'),
    );
  });
});
