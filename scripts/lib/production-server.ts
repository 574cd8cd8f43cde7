// The production server of the build (dist/server) started for a measurement (`npm run bench`,
// `npm run load`): on 127.0.0.1, logging warnings only, with React's production build (a
// process that loaded modules through Vite has NODE_ENV=development, which the server would
// otherwise inherit). Resolves once /healthz answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface ProductionServer {
  origin: string;
  process: ChildProcess;
  stop(): void;
}

export async function startProductionServer(options: {
  root: string;
  port: number;
  apiOrigin: string;
  env?: Record<string, string>;
}): Promise<ProductionServer> {
  const origin = `http://127.0.0.1:${String(options.port)}`;
  const server = spawn(process.execPath, [join(options.root, 'dist/server/index.js')], {
    cwd: options.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      API_ORIGIN: options.apiOrigin,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  // It listens within a second or two.
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error('The production server exited');
    try {
      if ((await fetch(`${origin}/healthz`)).ok) {
        return { origin, process: server, stop: () => void server.kill('SIGTERM') };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGTERM');
  throw new Error(`The production server did not answer on ${origin}/healthz`);
}
