// Field figures (issue 26 item 3): the web-vitals library's LCP, INP, CLS and TTFB of this
// page load, named by the landing route (the figures describe that page) and the release,
// sent in one beacon when the page is hidden or left, as web-vitals advises (a figure such as
// CLS or INP is final only then). Loaded after the first screen is interactive, and only when
// VITALS_ENDPOINT is set (main.tsx); the library reads the buffered performance entries, so
// starting late loses nothing.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { pageRelease } from '../../config/report-endpoints';
import { currentRouteName } from './route-name';
import { sendReport } from './send';

export interface VitalsFigure {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  id: string;
  navigationType: Metric['navigationType'];
}

export interface VitalsReport {
  type: 'vitals';
  release: string;
  route: string;
  metrics: VitalsFigure[];
}

export function startVitalsReport(endpoint: string): void {
  const route = currentRouteName();
  const release = pageRelease();
  const queue = new Map<string, VitalsFigure>();
  const add = (metric: Metric) => {
    // The latest value of each figure (CLS and INP grow while the page is used).
    queue.set(metric.name, {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      navigationType: metric.navigationType,
    });
  };
  const flush = () => {
    if (queue.size === 0) return;
    const report: VitalsReport = { type: 'vitals', release, route, metrics: [...queue.values()] };
    queue.clear();
    sendReport(endpoint, report);
  };
  onCLS(add);
  onINP(add);
  onLCP(add);
  onTTFB(add);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
