// Prism's validating proxy in front of a real backend: every request and reply passes
// through unchanged and is checked against the contract; violations are logged and listed
// in the reply's `sl-violations` header. With `strict`, Prism answers a violating reply with
// its own problem+json 500 instead (Prism's --errors). In front of Prism, a small tap
// (business-code-tap.ts) adds what Prism cannot see: a business code the operation does not
// declare. Clients call the tap on `port`; Prism listens on a free port behind it.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { readSpec } from '../spec.ts';
import { startBusinessCodeTap } from './business-code-tap.ts';
import { loadContract, type Contract } from './contract.ts';
import { freePort } from './free-port.ts';

const root = new URL('../../..', import.meta.url).pathname;

export interface ProxyOptions {
  target: string;
  port: number;
  spec: string;
  strict?: boolean;
  /** Receives Prism's log lines after start-up (requests, forwards, violations). */
  onLog?: (line: string) => void;
  timeoutMs?: number;
  /** The contract of `spec`, when the caller has it loaded already. */
  contract?: Contract;
}

export interface RunningProxy {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** One entry of Prism's `sl-violations` header. */
export interface PrismViolation {
  location: string[];
  severity: string;
  code?: string;
  message: string;
}

export function parseViolationsHeader(header: string | null): PrismViolation[] {
  if (!header) return [];
  try {
    const parsed = JSON.parse(header) as unknown;
    return Array.isArray(parsed) ? (parsed as PrismViolation[]) : [];
  } catch {
    return [];
  }
}

export async function startPrismProxy(options: ProxyOptions): Promise<RunningProxy> {
  const contract = options.contract ?? loadContract(readSpec(options.spec));
  const prism = await startPrism({ ...options, port: await freePort() });
  try {
    const tap = await startBusinessCodeTap({
      upstreamPort: prism.port,
      port: options.port,
      contract,
      ...(options.strict ? { strict: true } : {}),
      ...(options.onLog ? { onLog: options.onLog } : {}),
    });
    const stop = async () => {
      tap.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => {
          tap.close(() => {
            resolve();
          });
        }),
        prism.proxy.stop(),
      ]);
    };
    return { url: `http://127.0.0.1:${options.port}`, process: prism.proxy.process, stop };
  } catch (error) {
    await prism.proxy.stop();
    throw error;
  }
}

/** Prism's proxy itself, on `options.port`. */
async function startPrism(options: ProxyOptions): Promise<{ port: number; proxy: RunningProxy }> {
  return { port: options.port, proxy: await spawnPrism(options) };
}

function spawnPrism(options: ProxyOptions): Promise<RunningProxy> {
  const args = [
    'proxy',
    options.spec,
    options.target,
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port),
    ...(options.strict ? ['--errors'] : []),
  ];
  const child = spawn(join(root, 'node_modules/.bin/prism'), args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
    let ready = false;
    let pending = '';
    const timeoutMs = options.timeoutMs ?? 30_000;
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Prism's proxy did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (!ready) {
        output += text;
        if (/Prism is listening on/.test(output)) {
          ready = true;
          clearTimeout(timer);
          resolve({ url: `http://127.0.0.1:${options.port}`, process: child, stop });
        }
        return;
      }
      // After start-up: hand complete lines to the caller (the start-up list of routes is
      // left out, it is the whole contract again).
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) options.onLog?.(line);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!ready)
        reject(new Error(`Prism's proxy exited with code ${code} before it was ready:\n${output}`));
    });
  });
}
