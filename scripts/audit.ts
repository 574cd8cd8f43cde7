// `npm run audit` (issue 26): Lighthouse's accessibility, SEO and best-practices categories on
// the public pages search engines and shoppers land on (Home, goodsDetail, NewsDetail) in
// each language, on the production server (dist/server, built first) in front of Prism,
// behind the bench's HTTPS + HTTP/2 edge. These audits read the page as it is (its HTML, its
// names and roles, its head), not its timing, so one run per page decides. Prints each
// page's scores and the audits that failed; exits 1 when accessibility or SEO is below 100.
//   npm run audit                 build, then audit
//   npm run audit -- --no-build   audit the last build
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer } from './lib/production-server.ts';
import { startPrism } from '../mocks/prism.ts';
import { serveFront } from './bench-server.ts';
import { CHROMIUM_ARGS, LIGHTHOUSE_BROWSER } from '../tests/e2e/chromium.ts';
import { ensureDebianBrowser } from './lib/debian-browser.ts';
import { LOCALES } from '../src/config/locales.ts';

const root = new URL('..', import.meta.url).pathname;
// Lighthouse's browser, the full chromium (installed when missing, as root).
ensureDebianBrowser(LIGHTHOUSE_BROWSER);
// Apart from the bench's ports, so both can run on one machine; AUDIT_PORT moves them.
const PRISM_PORT = Number(process.env.AUDIT_PRISM_PORT ?? 4014);
const SERVE_PORT = Number(process.env.AUDIT_PORT ?? 4186);
const ORIGIN_PORT = SERVE_PORT + 1;
const CATEGORIES = ['accessibility', 'seo', 'best-practices'] as const;
/** Issue 26: accessibility and SEO 100 on these pages; best practices is reported only. */
const REQUIRED: readonly (typeof CATEGORIES)[number][] = ['accessibility', 'seo'];
const PAGES = [
  { name: 'Home', path: '' },
  { name: 'goodsDetail', path: '/goodsDetail?spuId=10101&categoryId=101' },
  { name: 'NewsDetail', path: '/NewsDetail?articleId=301' },
];

const { values: args } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false } },
});
if (!args['no-build']) {
  console.log('Building…');
  execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
}

const prism = await startPrism({ port: PRISM_PORT });
let failed = false;
try {
  const productionServer = await startProductionServer({
    root,
    port: ORIGIN_PORT,
    apiOrigin: `http://127.0.0.1:${String(PRISM_PORT)}`,
    // The edge tells the server the address the browser asked for (bench-server.ts), as a
    // CDN does; the server believes it from 127.0.0.1 only.
    env: { MOCK_ASSETS: 'true', TRUST_PROXY: '127.0.0.1' },
  });
  const front = await serveFront(productionServer.origin, SERVE_PORT, { http1: false });
  try {
    console.log('\npage                   accessibility  seo  best-practices  failed audits');
    for (const page of PAGES) {
      for (const locale of LOCALES) {
        const url = `${front.origin}/${locale}${page.path}`;
        const chrome = await chromeLauncher.launch({
          chromePath: LIGHTHOUSE_BROWSER.path,
          chromeFlags: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
        });
        const run = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          formFactor: 'mobile',
        }).finally(() => {
          chrome.kill();
        });
        const lhr = run?.lhr;
        const score = (id: string) => Math.round((lhr?.categories[id]?.score ?? 0) * 100);
        const failing = Object.values(lhr?.categories ?? {})
          .flatMap((category) => category.auditRefs)
          .map((ref) => lhr?.audits[ref.id])
          .filter(
            (audit) =>
              audit !== undefined &&
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'manual',
          )
          .map((audit) => audit?.id ?? '');
        if (REQUIRED.some((id) => score(id) < 100) || lhr?.runtimeError) failed = true;
        console.log(
          `${`${page.name} (${locale})`.padEnd(22)} ${String(score('accessibility')).padEnd(14)} ` +
            `${String(score('seo')).padEnd(4)} ${String(score('best-practices')).padEnd(15)} ` +
            (lhr?.runtimeError
              ? `Lighthouse failed: ${lhr.runtimeError.code}`
              : failing.join(', ') || '-'),
        );
      }
    }
  } finally {
    await front.close();
    productionServer.stop();
  }
} finally {
  await prism.stop();
}
console.log(
  failed
    ? '\nAccessibility or SEO below 100 on some page: see the failed audits above.'
    : '\nAccessibility and SEO 100 on every page.',
);
process.exitCode = failed ? 1 : 0;
