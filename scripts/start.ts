// `npm start`: the whole app with no backend. Prism serves the contract on 127.0.0.1:4010
// and Vite serves the storefront on 127.0.0.1:5173 with /api proxied to Prism. Ctrl-C
// stops both. (`npm run generate` runs first as the prestart script.)
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_PRISM_PORT, startPrism } from '../mocks/prism.ts';

const root = new URL('..', import.meta.url).pathname;
const prismPort = Number(process.env.PRISM_PORT ?? DEFAULT_PRISM_PORT);
const prism = await startPrism({ port: prismPort, log: true });
console.log(`Mock server (Prism) ready on ${prism.url} in ${prism.readyInMs} ms.`);

const vite = spawn(join(root, 'node_modules/.bin/vite'), ['--host', '127.0.0.1'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PRISM_PORT: String(prismPort) },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  vite.kill('SIGTERM');
  await prism.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
vite.once('exit', (code) => void stop(code ?? 0));
prism.process.once('exit', () => void stop(1));
