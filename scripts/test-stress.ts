// `npm run test:stress`: the unit and component tests (Vitest's `unit` project) on a busy
// machine. Vitest is pinned to CPU core 0 (`taskset -c 0`) together with two busy loops
// pinned to the same core, so the tests get about a third of one core. A test that waits on
// real time (a sleep, a margin, a raised timeout) fails here; one that uses fake timers or
// waits on an event passes. The busy loops are stopped at the end, also when Vitest fails
// or on Ctrl-C, and each loop exits by itself if this script dies. The exit code is
// Vitest's. Extra arguments go to Vitest (e.g. `npm run test:stress -- src/features/search`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const CORE = '0';
const BUSY_LOOPS = 2;

if (spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status !== 0) {
  console.error('test:stress needs taskset (util-linux) to pin processes to one core.');
  process.exit(1);
}

// Spins until its parent (this script) is gone: the parent id changes when it dies.
const busyLoop = `const parent = ${process.pid};
for (let i = 0; ; i++) if (i % 50_000_000 === 0 && process.ppid !== parent) process.exit(0);`;

const loops: ChildProcess[] = [];
for (let n = 0; n < BUSY_LOOPS; n++) {
  loops.push(spawn('taskset', ['-c', CORE, process.execPath, '-e', busyLoop], { stdio: 'ignore' }));
}

function stopLoops() {
  for (const loop of loops)
    if (loop.exitCode === null && loop.signalCode === null) loop.kill('SIGKILL');
}
process.on('exit', stopLoops);

const started = Date.now();
console.log(`test:stress: Vitest and ${BUSY_LOOPS} busy loops pinned to CPU core ${CORE}.`);
const vitest = spawn(
  'taskset',
  [
    '-c',
    CORE,
    join(root, 'node_modules/.bin/vitest'),
    'run',
    '--project',
    'unit',
    '--project',
    'unit-isolated',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);

// Ctrl-C reaches Vitest too (same process group); wait for it to finish, then stop.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    stopLoops();
    vitest.kill(signal);
  });
}

vitest.once('error', (error) => {
  console.error(`test:stress: could not start Vitest: ${error.message}`);
  stopLoops();
  process.exit(1);
});
vitest.once('exit', (code, signal) => {
  stopLoops();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const exitCode = code ?? (interrupted || signal ? 130 : 1);
  console.log(`test:stress: Vitest exited with ${exitCode} after ${seconds} s under load.`);
  process.exit(exitCode);
});
