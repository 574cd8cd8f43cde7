import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordBeacons, type Beacon } from './beacons.test-utils';
import { provideRouteName } from './route-name';
import { startVitalsReport } from './vitals-report';

// The library measures in a real browser; here its four figures are handed over by the test,
// which checks what this module does with them: one beacon, named by route and release.
const reporters = vi.hoisted(() => new Map<string, (metric: Metric) => void>());
vi.mock('web-vitals', () => ({
  onCLS: (report: (metric: Metric) => void) => reporters.set('CLS', report),
  onINP: (report: (metric: Metric) => void) => reporters.set('INP', report),
  onLCP: (report: (metric: Metric) => void) => reporters.set('LCP', report),
  onTTFB: (report: (metric: Metric) => void) => reporters.set('TTFB', report),
}));

let beacons: Beacon[];

function metric(name: Metric['name'], value: number): Metric {
  return {
    name,
    value,
    rating: 'good',
    delta: value,
    id: `v5-${name}`,
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
  };
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  beacons = recordBeacons();
  window.history.replaceState(null, '', '/en/goodsDetail?spuId=10101&memberNumber=5123456789');
  provideRouteName(() => 'goodsDetail');
  document.head.innerHTML = '<meta name="release" content="r-42">';
});

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  provideRouteName(() => 'unknown');
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('field figures', () => {
  it('send LCP, INP, CLS and TTFB in one beacon when the page is hidden, by route, not address', () => {
    startVitalsReport('https://collector.example/vitals');
    reporters.get('TTFB')?.(metric('TTFB', 55));
    reporters.get('LCP')?.(metric('LCP', 1168));
    reporters.get('CLS')?.(metric('CLS', 0.02));
    reporters.get('INP')?.(metric('INP', 120));
    reporters.get('INP')?.(metric('INP', 180));
    expect(beacons).toEqual([]);
    hide();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe('https://collector.example/vitals');
    const report = JSON.parse(beacons[0]?.body ?? '{}') as { metrics: { name: string }[] };
    expect(report).toEqual({
      type: 'vitals',
      release: 'r-42',
      route: 'goodsDetail',
      metrics: [
        { name: 'TTFB', value: 55, rating: 'good', id: 'v5-TTFB', navigationType: 'navigate' },
        { name: 'LCP', value: 1168, rating: 'good', id: 'v5-LCP', navigationType: 'navigate' },
        { name: 'CLS', value: 0.02, rating: 'good', id: 'v5-CLS', navigationType: 'navigate' },
        { name: 'INP', value: 180, rating: 'good', id: 'v5-INP', navigationType: 'navigate' },
      ],
    });
    expect(beacons[0]?.body).not.toMatch(/spuId|5123456789|goodsDetail\?/);
  });

  it('sends nothing when there is nothing new', () => {
    startVitalsReport('/rum/vitals');
    hide();
    expect(beacons).toEqual([]);
  });
});
