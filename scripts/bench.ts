// `npm run bench`: builds the storefront, runs the production server (dist/server) on
// 127.0.0.1 in front of the Prism mock, behind an HTTPS + HTTP/2 edge as a CDN would be,
// and reports for Home, goodsDetail, SearchDatail, NewsDetail, ConfirmOrder and Order (the
// last two signed in: the token cookie is set in the browser first; `--page <name>`, repeatable,
// measures only those pages): the gzipped initial JavaScript (entry and
// preloaded modules; the payment provider's SDK must never be part of it), and
// Lighthouse's mobile performance score, LCP, CLS and TBT (simulated throttling, Debian's
// Chromium), with the server's response time (TTFB) and Lighthouse's benchmarkIndex of the
// machine. A measurement, not a test: it prints the figures against each page's targets
// (issue 24's, in lib/bench-pages.ts) and writes
// .bench/report.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer } from './lib/production-server.ts';
import { startPrism } from '../mocks/prism.ts';
import { serveFront } from './bench-server.ts';
import {
  judge,
  medianFigures,
  parseRuns,
  selectPages,
  worstFigures,
  type RunFigures,
} from './lib/bench-figures.ts';
import { setBrowserCookie } from './lib/browser-cookie.ts';
import { BENCH_PAGES, DEMO_TOKEN, LIGHTHOUSE_FLAGS, TOKEN_COOKIE } from './lib/bench-pages.ts';
import { readBootTable, selectPageModules } from './vite/route-preload-plugin.ts';
import { CHROMIUM_ARGS, LIGHTHOUSE_BROWSER } from '../tests/e2e/chromium.ts';
import { ensureDebianBrowser } from './lib/debian-browser.ts';

const root = new URL('..', import.meta.url).pathname;
// Lighthouse's browser, the full chromium (installed when missing, as root).
ensureDebianBrowser(LIGHTHOUSE_BROWSER);
// BENCH_PRISM_PORT and BENCH_SERVE_PORT move them (two benches on one machine).
const PRISM_PORT = Number(process.env.BENCH_PRISM_PORT ?? 4013);
const SERVE_PORT = Number(process.env.BENCH_SERVE_PORT ?? 4180);
/** The production server itself, behind the edge. */
const ORIGIN_PORT = SERVE_PORT + 1;
/** The payment provider's SDK (loaded only when a payment page mounts the provider). */
const PROVIDER_SDK = /provider-sdk-/;
/** Attempts of one run when Lighthouse fails to record it. */
const RUN_ATTEMPTS = 3;
// The document's transfer size (headers included) against the first TCP window of
// Lighthouse's simulation (10 segments, 14 KiB): a larger document takes one more round trip
// (150 ms) before anything else can start, on every page. Not a target of the issues: a
// guard on what the inlined stylesheet and boot table may add.
const FIRST_WINDOW_BYTES = 14 * 1024;
// Lighthouse's figures vary from run to run (mostly blocking time): each page is measured
// several times and the median is judged, the worst run shown beside it.
// `--http1` serves plain HTTP/1.1 instead of HTTPS with HTTP/2, for comparison.
const { values: args } = parseArgs({
  args: process.argv.slice(2),
  options: {
    runs: { type: 'string' },
    http1: { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
    // Writes each run's Chrome trace to .bench/trace-<page>-<run>.json (for DevTools).
    traces: { type: 'boolean', default: false },
  },
});
const RUNS = parseRuns(args.runs, 5);
const chosen = selectPages(BENCH_PAGES, args.page);

console.log('Building…');
execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });

const prism = await startPrism({ port: PRISM_PORT });
const productionServer = await startProductionServer({
  root,
  port: ORIGIN_PORT,
  apiOrigin: `http://127.0.0.1:${PRISM_PORT}`,
  env: { MOCK_ASSETS: 'true' },
});
const server = await serveFront(productionServer.origin, SERVE_PORT, { http1: args.http1 });
const base = server.origin;

try {
  const results = [];
  const table = readBootTable(readFileSync(join(root, 'dist/client/index.html'), 'utf8'));
  mkdirSync(join(root, '.bench'), { recursive: true });
  for (const page of chosen) {
    // The initial JavaScript of the page: what the boot script fetches before the screen
    // can render (the entry, the modules every page needs, the landing route's chunks and
    // the texts of the language), selected by the very function the boot script runs.
    // Chunks fetched later on demand (the sanitiser, dialogs, pop-ups) are not counted.
    // Sizes gzipped from dist/client/.
    const files = selectPageModules(table, new URL(page.path, base).pathname);
    const providerSdkFiles = files.filter((file) => PROVIDER_SDK.test(file));
    const gzipBytes = files.reduce(
      (sum, p) => sum + gzipSync(readFileSync(join(root, 'dist/client', p))).length,
      0,
    );

    const runs: RunFigures[] = [];
    let documentBytes = NaN;
    for (let index = 0; index < RUNS; index++) {
      // A run Lighthouse itself failed to record (NO_NAVSTART and the like: "Please run
      // Lighthouse again") is run again, up to RUN_ATTEMPTS times; a page's own failure is not.
      let run: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        const chrome = await chromeLauncher.launch({
          chromePath: LIGHTHOUSE_BROWSER.path,
          // The throwaway certificate of the bench server.
          chromeFlags: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
        });
        if (page.signedIn) {
          await setBrowserCookie(chrome.port, { name: TOKEN_COOKIE, value: DEMO_TOKEN, url: base });
        }
        run = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          ...LIGHTHOUSE_FLAGS,
          onlyCategories: [...LIGHTHOUSE_FLAGS.onlyCategories],
        });
        chrome.kill();
        const failure = run?.lhr.runtimeError;
        if (!failure || attempt >= RUN_ATTEMPTS) break;
        console.log(`${page.name} run ${index + 1}: Lighthouse ${failure.code}, running it again`);
      }
      const lhr = run?.lhr;
      if (args.traces && run?.artifacts.Trace) {
        writeFileSync(
          join(root, `.bench/trace-${page.name}-${index + 1}.json`),
          JSON.stringify(run.artifacts.Trace),
        );
      }
      writeFileSync(
        join(root, `.bench/lighthouse-${page.name}-${index + 1}.json`),
        JSON.stringify(lhr),
      );
      const audit = (id: string) => lhr?.audits[id]?.numericValue ?? NaN;
      const requests = lhr?.audits['network-requests']?.details;
      if (requests?.type === 'table') {
        const document = requests.items.find((item) => item.resourceType === 'Document');
        if (typeof document?.transferSize === 'number') documentBytes = document.transferSize;
      }
      runs.push({
        performance: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(audit('total-blocking-time')),
        fcpMs: Math.round(audit('first-contentful-paint')),
        ttfbMs: Math.round(audit('server-response-time')),
        benchmarkIndex: Math.round(lhr?.environment.benchmarkIndex ?? NaN),
      });
    }
    results.push({
      page: page.name,
      url: page.path,
      targets: page.targets,
      initialJsKiB: Math.round((gzipBytes / 1024) * 10) / 10,
      initialJsFiles: files.length,
      documentBytes,
      providerSdkInInitialJs: providerSdkFiles,
      runs,
      median: medianFigures(runs),
      worst: worstFigures(runs),
    });
  }

  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(`\nMedian of ${RUNS} runs (worst run in brackets)`);
  console.log(
    'page         JS gz (KiB)      perf        LCP (ms)     CLS            TBT (ms)     TTFB (ms)  index',
  );
  for (const r of results) {
    const { median: m, worst: w } = r;
    console.log(
      `${r.page.padEnd(12)} ${String(r.initialJsKiB).padStart(8)}        ` +
        `${`${m.performance} (${w.performance})`.padEnd(11)} ${`${m.lcpMs} (${w.lcpMs})`.padEnd(12)} ` +
        `${`${m.cls} (${w.cls})`.padEnd(14)} ${`${m.tbtMs} (${w.tbtMs})`.padEnd(12)} ` +
        `${`${m.ttfbMs} (${w.ttfbMs})`.padEnd(10)} ${m.benchmarkIndex} (${w.benchmarkIndex})` +
        `   ${judge(r.targets, { ...m, initialJsKiB: r.initialJsKiB })
          .map(({ name, met }) => `${name} ${mark(met)}`)
          .join(', ')}` +
        `, provider SDK ${r.providerSdkInInitialJs.length === 0 ? 'not in initial JS' : `IN INITIAL JS: ${r.providerSdkInInitialJs.join(', ')}`}` +
        `, document ${r.documentBytes} B ${r.documentBytes <= FIRST_WINDOW_BYTES ? 'in' : 'OVER'} the first window`,
    );
  }
  writeFileSync(
    join(root, '.bench/report.json'),
    JSON.stringify({ runsPerPage: RUNS, results }, null, 2),
  );
  console.log('\nWrote .bench/report.json');
} finally {
  await server.close();
  productionServer.stop();
  await prism.stop();
}
