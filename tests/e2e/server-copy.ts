// A copy of the built production server (BUILD_DIR, made by the run's third webServer) that a
// journey starts, waits for and stops itself: the two-copies journey runs two behind a
// round-robin proxy, the api-faults journey one behind a fault proxy. Started as the config's
// third webServer starts it, with the mock payment provider.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { BUILD_DIR, BUILD_PORT, NO_SHEDDING } from './servers';

/** Between two /healthz attempts while a copy starts (it listens within a second or two). */
const HEALTH_POLL_MS = 50;

// Ports the Fetch standard's "bad port" list blocks (https://fetch.spec.whatwg.org/#port-blocking,
// those above 1023): Node's fetch fails on them with "bad port" and Chromium with
// ERR_UNSAFE_PORT, so a server there could never be reached. BUILD_PORT's default 4182 put a
// copy on 4190 (sieve) once, and its health check waited out the hook's timeout.
const BLOCKED_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669,
  6679, 6697, 10080,
]);

/**
 * The port `offset` above the build server's, so runs given apart ports (README) stay apart here
 * too. Each journey takes its own offsets (two-copies +21 to +23, api-faults +24 and +25).
 */
export function portBesideBuild(offset: number): number {
  const port = BUILD_PORT + offset;
  if (BLOCKED_PORTS.has(port))
    throw new Error(
      `Port ${String(port)} (E2E_BUILD_PORT + ${String(offset)}) is on the Fetch standard's ` +
        'blocked list: nothing could reach a server there. Choose another E2E_BUILD_PORT.',
    );
  return port;
}

export interface ServerCopy {
  port: number;
  /** Sends SIGTERM (the server finishes what it has in flight) and waits for the exit. */
  stop(): Promise<void>;
}

const running = new Set<ServerCopy>();
let exitHookSet = false;

function killLeftOvers(kill: () => void) {
  if (exitHookSet) return;
  exitHookSet = true;
  // Never left behind, even when the worker ends without the journey's afterAll.
  process.once('exit', kill);
}

/**
 * Starts a copy on 127.0.0.1:`port` calling the API at `apiOrigin`, and resolves once its
 * /healthz answers 200. Rejects at once if it exits first; the hook's timeout bounds the wait.
 */
export async function startServerCopy(port: number, apiOrigin: string): Promise<ServerCopy> {
  const child = spawn(process.execPath, [join(BUILD_DIR, 'server/index.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_ORIGIN: apiOrigin,
      MOCK_ASSETS: 'true',
      LOG_LEVEL: 'warn',
      ...NO_SHEDDING,
      // A production build pays with Airwallex unless told (README, "Payment").
      PAYMENT_PROVIDER: 'mock',
    },
  });
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  const copy: ServerCopy = {
    port,
    async stop() {
      running.delete(copy);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exit;
    },
  };
  running.add(copy);
  killLeftOvers(() => {
    for (const left of running) void left.stop();
  });
  const exitedFirst = exit.then(() => {
    throw new Error(`The server copy on port ${String(port)} exited (${String(child.exitCode)})`);
  });
  const healthy = (async () => {
    const health = `http://127.0.0.1:${String(port)}/healthz`;
    while (child.exitCode === null && child.signalCode === null) {
      const answer = await fetch(health).catch((error: unknown) => {
        // Refused while the copy starts; anything else (a blocked port) will never pass.
        const cause = (error as { cause?: { code?: string } }).cause;
        if (cause?.code !== 'ECONNREFUSED') throw error;
        return null;
      });
      if (answer?.ok) return;
      await pause(HEALTH_POLL_MS);
    }
  })();
  try {
    await Promise.race([healthy, exitedFirst]);
  } catch (error) {
    await copy.stop();
    throw error;
  }
  return copy;
}
