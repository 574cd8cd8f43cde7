// `npm run bench`: builds the storefront, serves the production build on 127.0.0.1 with the
// Prism mock behind /api, and reports for Home and goodsDetail: the gzipped initial
// JavaScript (entry and preloaded modules), and Lighthouse's mobile performance score, LCP,
// CLS and TBT (simulated throttling, Debian's Chromium). A measurement, not a test: it
// prints the figures against the targets and writes .bench/report.json.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPrism } from '../mocks/prism.ts';
import { readBootTable, selectPageModules } from './vite/route-preload-plugin.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium.ts';

const root = new URL('..', import.meta.url).pathname;
const PRISM_PORT = 4013;
const PREVIEW_PORT = 4180;
const base = `http://127.0.0.1:${PREVIEW_PORT}`;
const pages = [
  { name: 'Home', path: '/en' },
  { name: 'goodsDetail', path: '/en/goodsDetail?spuId=10101&categoryId=101' },
];
const TARGETS = { performance: 95, lcpMs: 2000, cls: 0.05, initialJsKiB: 150 };

function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      fetch(url)
        .then(() => {
          resolve();
        })
        .catch(() => {
          if (Date.now() - started > timeoutMs) reject(new Error(`${url} did not answer`));
          else setTimeout(attempt, 200);
        });
    };
    attempt();
  });
}

console.log('Building…');
execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });

const prism = await startPrism({ port: PRISM_PORT });
const preview = spawn(
  join(root, 'node_modules/.bin/vite'),
  ['preview', '--host', '127.0.0.1', '--port', String(PREVIEW_PORT), '--strictPort'],
  { cwd: root, stdio: 'ignore', env: { ...process.env, PRISM_PORT: String(PRISM_PORT) } },
);

try {
  await waitForHttp(base);
  const results = [];
  const table = readBootTable(readFileSync(join(root, 'dist/index.html'), 'utf8'));
  for (const page of pages) {
    // The initial JavaScript of the page: what the boot script fetches before the screen
    // can render (the entry, the modules every page needs, the landing route's chunks and
    // the texts of the language), selected by the very function the boot script runs.
    // Chunks fetched later on demand (the sanitiser, dialogs, pop-ups) are not counted.
    // Sizes gzipped from dist/.
    const files = selectPageModules(table, new URL(page.path, base).pathname);
    const gzipBytes = files.reduce(
      (sum, p) => sum + gzipSync(readFileSync(join(root, 'dist', p))).length,
      0,
    );

    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: CHROMIUM_ARGS,
    });
    const run = await lighthouse(`${base}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    chrome.kill();
    const lhr = run?.lhr;
    mkdirSync(join(root, '.bench'), { recursive: true });
    writeFileSync(join(root, `.bench/lighthouse-${page.name}.json`), JSON.stringify(lhr));
    const audit = (id: string) => lhr?.audits[id]?.numericValue ?? NaN;
    results.push({
      page: page.name,
      url: page.path,
      initialJsKiB: Math.round((gzipBytes / 1024) * 10) / 10,
      initialJsFiles: files.length,
      performance: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      tbtMs: Math.round(audit('total-blocking-time')),
    });
  }

  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log('\npage         JS gz (KiB)  perf  LCP (ms)  CLS     TBT (ms)');
  for (const r of results) {
    console.log(
      `${r.page.padEnd(12)} ${String(r.initialJsKiB).padStart(8)} ${mark(r.initialJsKiB <= TARGETS.initialJsKiB).padEnd(3)} ` +
        `${String(r.performance).padStart(4)} ${String(r.lcpMs).padStart(8)}  ${String(r.cls).padEnd(6)}  ${String(r.tbtMs).padStart(6)}` +
        `   perf ${mark(r.performance >= TARGETS.performance)}, LCP ${mark(r.lcpMs <= TARGETS.lcpMs)}, CLS ${mark(r.cls <= TARGETS.cls)}`,
    );
  }
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(
    join(root, '.bench/report.json'),
    JSON.stringify({ targets: TARGETS, results }, null, 2),
  );
  console.log('\nWrote .bench/report.json');
} finally {
  preview.kill('SIGTERM');
  await prism.stop();
}
