// `npm run load` (issue 25 item 1): the production server (dist/server, built first) under
// load on 127.0.0.1, in front of an API stand-in that answers every call with the contract's
// example after 50 ms (scripts/lib/api-stand-in.ts). autocannon drives Home, goodsDetail and
// a signed-in Order in turn, each for --duration seconds at --connections connections, and
// the table gives requests per second (also per core), p50 and p99 latency, errors and the
// server's memory (RSS). --soak <minutes> then keeps goodsDetail under load and reports
// whether memory stays within 10% after a minute's warm-up. Bounded in time and requests;
// nothing leaves 127.0.0.1.
//   npm run load                          10 s per page at 50 connections
//   npm run load -- --duration 30 --connections 100 --soak 5 --no-build
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startApiStandIn } from './lib/api-stand-in.ts';
import { startProductionServer } from './lib/production-server.ts';
import {
  flatWithin,
  formatFigures,
  median,
  rssOf,
  type ScenarioFigures,
} from './lib/load-figures.ts';
import { RENDERED_IN_HEADER } from '../src/server/rendered-in-header.ts';

const root = join(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    soak: { type: 'string', default: '0' },
    'api-delay': { type: 'string', default: '50' },
    'no-build': { type: 'boolean', default: false },
  },
});
const positive = (name: string, value: string | undefined, max: number) => {
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || number > max) {
    throw new Error(`--${name} must be a number from 0 to ${max}`);
  }
  return number;
};
const DURATION_S = positive('duration', args.duration, 600);
const CONNECTIONS = positive('connections', args.connections, 1000);
const SOAK_MIN = positive('soak', args.soak, 60);
const API_DELAY_MS = positive('api-delay', args['api-delay'], 10_000);
/** Issue 25: at 50 connections on goodsDetail, p99 at most 300 ms and no errors. */
const TARGET_P99_MS = 300;
const SOAK_WARM_UP_S = 60;
const SOAK_SAMPLE_S = 10;
const SOAK_TOLERANCE = 0.1;
const PORT = 4196;
/** A returning visitor (device and visitor cookies set): pages set no cookie. */
const VISITOR = 'uuid=load-visitor; equipment=17646400000001234';

const SCENARIOS = [
  { name: 'Home', path: '/en', cookie: VISITOR },
  { name: 'goodsDetail', path: '/en/goodsDetail?spuId=10101&categoryId=101', cookie: VISITOR },
  { name: 'Order (signed in)', path: '/en/Tabs/Order', cookie: `${VISITOR}; adbws_marker=load` },
];

if (!args['no-build']) {
  console.log('Building…');
  execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
}

const api = await startApiStandIn(API_DELAY_MS);
const server = await startProductionServer({ root, port: PORT, apiOrigin: api.origin }).catch(
  async (error: unknown) => {
    await api.close();
    throw error;
  },
);
const rss = () => {
  try {
    return rssOf(readFileSync(`/proc/${String(server.process.pid)}/status`, 'utf8'));
  } catch {
    return Number.NaN;
  }
};

async function stop() {
  server.stop();
  await api.close();
}

/** Load on one page; `shells` counts the answers the server left to the browser to render. */
async function drive(path: string, cookie: string, connections: number, durationS: number) {
  let shells = 0;
  const result = await autocannon({
    url: server.origin,
    connections,
    duration: durationS,
    headers: { cookie, 'accept-encoding': 'br, gzip' },
    timeout: 10,
    requests: [
      {
        method: 'GET',
        path,
        onResponse: (_status, _body, _context, headers) => {
          if (headers?.[RENDERED_IN_HEADER] === 'browser') shells += 1;
        },
      },
    ],
  });
  return { result, shells };
}

try {
  const rows: ScenarioFigures[] = [];
  for (const scenario of SCENARIOS) {
    // A short warm-up: the first requests load the server's modules and fill caches.
    await drive(scenario.path, scenario.cookie, 5, 2);
    const { result, shells } = await drive(scenario.path, scenario.cookie, CONNECTIONS, DURATION_S);
    rows.push({
      name: scenario.name,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      shells,
      rssMiB: rss(),
    });
  }
  const cores = availableParallelism();
  console.log(
    `\nLoad on ${String(cores)} cores, API answering after ${String(API_DELAY_MS)} ms, ` +
      `${String(DURATION_S)} s per page:\n`,
  );
  console.log(formatFigures(rows, cores));
  const goods = rows.find((row) => row.name === 'goodsDetail');
  if (goods && CONNECTIONS === 50) {
    const met = goods.p99Ms <= TARGET_P99_MS && goods.errors === 0;
    console.log(
      `\ngoodsDetail at 50 connections: p99 ${goods.p99Ms.toFixed(0)} ms, ` +
        `${String(goods.errors)} errors: target (p99 <= ${String(TARGET_P99_MS)} ms, no errors) ` +
        (met ? 'met' : 'MISSED'),
    );
  }
  console.log(`API stand-in answers: ${JSON.stringify(Object.fromEntries(api.answered))}`);

  if (SOAK_MIN > 0) {
    const goodsScenario = SCENARIOS[1];
    if (!goodsScenario) throw new Error('no goodsDetail scenario');
    console.log(
      `\nSoak: goodsDetail for ${String(SOAK_MIN)} min at ${String(CONNECTIONS)} connections…`,
    );
    const samples: { atS: number; rssMiB: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      samples.push({ atS: (Date.now() - started) / 1000, rssMiB: rss() });
    }, SOAK_SAMPLE_S * 1000);
    const { result } = await drive(
      goodsScenario.path,
      goodsScenario.cookie,
      CONNECTIONS,
      SOAK_MIN * 60,
    );
    clearInterval(sampler);
    const afterWarmUp = samples.filter((s) => s.atS >= SOAK_WARM_UP_S).map((s) => s.rssMiB);
    console.log(
      `RSS every ${String(SOAK_SAMPLE_S)} s (MiB): ${samples.map((s) => s.rssMiB.toFixed(0)).join(' ')}`,
    );
    const band = `${Math.min(...afterWarmUp).toFixed(0)}-${Math.max(...afterWarmUp).toFixed(0)} MiB, median ${median(afterWarmUp).toFixed(0)}`;
    console.log(
      `p99 ${result.latency.p99.toFixed(0)} ms, ${String(result.errors + result.timeouts + result.non2xx)} errors; ` +
        `memory after warm-up ${band}: ` +
        (flatWithin(afterWarmUp, SOAK_TOLERANCE)
          ? 'flat within 10% of its median'
          : 'NOT flat within 10% of its median'),
    );
  }
} finally {
  await stop();
}
