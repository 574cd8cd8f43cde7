// `npm run serve`: the production server (dist/server, built by `npm run build`) on
// 127.0.0.1:3000 (PORT), against API_ORIGIN; without one, against Prism on the contract,
// started here (with the mock's placeholder images). Every variable of README "Deploy"
// applies. Ctrl-C or SIGTERM stops both, the server first (it finishes requests in flight).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PRISM_PORT, startPrism, type RunningPrism } from '../mocks/prism.ts';

const root = new URL('..', import.meta.url).pathname;
const entry = join(root, 'dist/server/index.js');
if (!existsSync(entry)) {
  console.error('No production build in dist/: run `npm run build` first.');
  process.exit(1);
}

const env: Record<string, string | undefined> = { ...process.env };
let prism: RunningPrism | undefined;
if (!env['API_ORIGIN']) {
  prism = await startPrism({ port: Number(env['PRISM_PORT'] ?? DEFAULT_PRISM_PORT) });
  console.log(`No API_ORIGIN: the mock server (Prism) answers on ${prism.url}.`);
  env['API_ORIGIN'] = new URL(prism.url).origin;
  env['MOCK_ASSETS'] ??= 'true';
}
env['PORT'] ??= '3000';
console.log(`The production server listens on http://${env['HOST'] ?? '127.0.0.1'}:${env['PORT']}`);

const server = spawn(process.execPath, [entry], { cwd: root, stdio: 'inherit', env });

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
process.on('SIGINT', () => {
  stop('SIGINT');
});
process.on('SIGTERM', () => {
  stop('SIGTERM');
});
server.once('exit', (code) => {
  void (prism?.stop() ?? Promise.resolve()).then(() => process.exit(code ?? 0));
});
