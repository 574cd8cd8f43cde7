// `npm run bench:lcp-path [-- --page <name>]`: what Lighthouse's LCP estimate is made of.
// Lighthouse's simulated throttling (Lantern) estimates LCP as the mean of two simulations
// of the page's dependency graph, cut at the observed LCP: an optimistic one (the requests
// and the script evaluations the paint needed) and a pessimistic one (every request and
// every layout before it). Each request costs round trips at 150 ms and its bytes at
// 1.6 Mbps on one connection per origin (HTTP/2 requests queue behind each other), each
// main-thread task its observed duration times 4, and a request starts only after the task
// that sent it. This prints both graphs of one run per page: simulated start and end, the
// observed times, each request's transfer size, and the requests each task sent. The build
// is `npm run build`'s (dist/), served as `npm run bench` serves it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { startPrism } from '../mocks/prism.ts';
import { serveBuild } from './bench-server.ts';
import { BENCH_PAGES, DEMO_TOKEN, LIGHTHOUSE_FLAGS, TOKEN_COOKIE } from './lib/bench-pages.ts';
import { selectPages } from './lib/bench-figures.ts';
import { setBrowserCookie } from './lib/browser-cookie.ts';
import { formatLcpGraph, type TimedNode } from './lib/lcp-path.ts';
import { CHROMIUM_ARGS, LIGHTHOUSE_BROWSER } from '../tests/e2e/chromium.ts';
import { ensureDebianBrowser } from './lib/debian-browser.ts';

const root = new URL('..', import.meta.url).pathname;
// Lighthouse's browser, the full chromium (installed when missing, as root).
ensureDebianBrowser(LIGHTHOUSE_BROWSER);
const PRISM_PORT = Number(process.env.BENCH_PRISM_PORT ?? 4013);
const SERVE_PORT = Number(process.env.BENCH_SERVE_PORT ?? 4180);
const { values: args } = parseArgs({
  args: process.argv.slice(2),
  options: { page: { type: 'string', multiple: true } },
});
const chosen = selectPages(BENCH_PAGES, args.page);
if (!existsSync(join(root, 'dist/client/index.html'))) {
  throw new Error('No build in dist/: run `npm run build` first');
}

const prism = await startPrism({ port: PRISM_PORT });
const server = await serveBuild(
  join(root, 'dist/client'),
  SERVE_PORT,
  `http://127.0.0.1:${PRISM_PORT}`,
);
try {
  for (const page of chosen) {
    const chrome = await chromeLauncher.launch({
      chromePath: LIGHTHOUSE_BROWSER.path,
      chromeFlags: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
    });
    if (page.signedIn) {
      await setBrowserCookie(chrome.port, {
        name: TOKEN_COOKIE,
        value: DEMO_TOKEN,
        url: server.origin,
      });
    }
    const run = await lighthouse(`${server.origin}${page.path}`, {
      port: chrome.port,
      ...LIGHTHOUSE_FLAGS,
      onlyCategories: [...LIGHTHOUSE_FLAGS.onlyCategories],
    });
    chrome.kill();
    const lcp = run?.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
    console.log(`\n# ${page.name} (${page.path}): simulated LCP ${Math.round(lcp)} ms`);
    const timings = Lantern.Simulation.Simulator.allNodeTimings as Map<
      string,
      Map<TimedNode, { startTime: number; endTime: number }>
    >;
    for (const [label, nodeTimings] of timings) {
      if (!/LargestContentfulPaint/.test(label)) continue;
      console.log(formatLcpGraph(label, nodeTimings, server.origin));
    }
    timings.clear();
  }
} finally {
  await server.close();
  await prism.stop();
}
