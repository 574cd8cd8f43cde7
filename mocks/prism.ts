// Starts Prism on the bundled contract, on 127.0.0.1 only, and tells when it is ready.
// Used by `npm run mock`, `npm start`, Playwright's web server and the contract tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const DEFAULT_PRISM_PORT = 4010;
export const BUNDLED_SPEC_PATH = join(root, 'build/openapi.bundled.yaml');

export interface RunningPrism {
  url: string;
  port: number;
  readyInMs: number;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export interface PrismOptions {
  port?: number;
  spec?: string;
  /** Echo Prism's own log lines (request log, violations) to this process's output. */
  log?: boolean;
  timeoutMs?: number;
}

export function startPrism(options: PrismOptions = {}): Promise<RunningPrism> {
  const port = options.port ?? DEFAULT_PRISM_PORT;
  const started = performance.now();
  const child = spawn(
    join(root, 'node_modules/.bin/prism'),
    ['mock', options.spec ?? BUNDLED_SPEC_PATH, '--host', '127.0.0.1', '--port', String(port)],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => {
        resolve();
      });
      child.kill('SIGTERM');
    });

  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Prism did not start within ${options.timeoutMs ?? 30_000} ms:\n${output}`));
    }, options.timeoutMs ?? 30_000);

    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (options.log) process.stdout.write(text);
      if (/Prism is listening on/.test(output)) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${port}`,
          port,
          readyInMs: Math.round(performance.now() - started),
          process: child,
          stop,
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with code ${code} before it was ready:\n${output}`));
    });
  });
}
