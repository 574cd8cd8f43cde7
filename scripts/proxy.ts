// `npm run proxy -- --target <base URL> [--port 4010] [--strict]`: Prism's validating proxy
// in front of a real backend, on 127.0.0.1. Every call passes through and is checked
// against the contract; violations are printed here and listed in each reply's
// `sl-violations` header (the dev scenario panel shows them per operation).
// `npm run start:proxy -- --target <base URL>` also starts the Vite dev server with /api
// pointed at the proxy, so the app runs against the real backend. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PRISM_PORT } from '../mocks/prism.ts';
import { probe } from './lib/conformance/http.ts';
import { startPrismProxy } from './lib/conformance/prism-proxy.ts';
import { BUNDLED_SPEC, bundleSpec } from './lib/spec.ts';

const root = new URL('..', import.meta.url).pathname;
const USAGE = `Usage: npm run proxy -- --target <base URL> [--port <port>] [--strict]
       npm run start:proxy -- --target <base URL> [--port <port>] [--strict]

  --target <url>   the backend's base URL (required)
  --port <port>    where the proxy listens on 127.0.0.1 (default PRISM_PORT or ${DEFAULT_PRISM_PORT})
  --strict         answer a violating reply with Prism's problem+json 500 instead of passing it on
  --app            also start the Vite dev server with /api pointed at the proxy (start:proxy)
  --spec <file>    a bundled spec (default build/openapi.bundled.yaml; Prism reloads it
                   when \`npm run generate\` rewrites it)`;

function fail(message: string): never {
  console.error(`proxy: ${message}\n\n${USAGE}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      target: { type: 'string' },
      port: { type: 'string' },
      strict: { type: 'boolean', default: false },
      app: { type: 'boolean', default: false },
      spec: { type: 'string' },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (!values.target) fail('--target is required');
let target: URL;
try {
  target = new URL(values.target);
} catch {
  fail(`--target must be an http:// or https:// URL, got "${values.target}"`);
}
if (target.protocol !== 'http:' && target.protocol !== 'https:')
  fail(`--target must be an http:// or https:// URL, got "${values.target}"`);
const port = Number(values.port ?? process.env.PRISM_PORT ?? DEFAULT_PRISM_PORT);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) fail(`--port must be a port number`);

const unreachable = await probe(target, 5000);
if (unreachable)
  console.warn(
    `proxy: warning: ${unreachable.message}\nStarting anyway; calls fail until the backend answers.`,
  );

const spec = values.spec ?? BUNDLED_SPEC;
if (!values.spec && !existsSync(BUNDLED_SPEC)) bundleSpec();
const proxy = await startPrismProxy({
  target: target.href.replace(/\/$/, ''),
  port,
  spec,
  strict: values.strict,
  onLog: (line) => {
    console.log(line);
  },
});
console.log(
  `Validating proxy on ${proxy.url} -> ${target.href}${values.strict ? ' (strict)' : ''}.\n` +
    'Contract violations show below as [VALIDATOR] lines and in the sl-violations reply header.',
);

const vite = values.app
  ? spawn(join(root, 'node_modules/.bin/vite'), ['--host', '127.0.0.1'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_PROXY_TARGET: proxy.url },
    })
  : undefined;

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  vite?.kill('SIGTERM');
  await proxy.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
vite?.once('exit', (code) => void stop(code ?? 0));
proxy.process.once('exit', () => void stop(1));
