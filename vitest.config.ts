// First: on the wrong Node, one line saying so (scripts/lib/require-node.ts).
import './scripts/lib/require-node.ts';
import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Every test file runs in a new worker process that compiles jsdom, React, MSW and the rest
// again: Node's on-disk compile cache (V8 code cache) lets each worker reuse the first one's
// compiled code, in the same run too, so a fresh clone (CI) gains as well. Workers inherit this
// environment (Vitest turns it off itself for v8 coverage). Task 29-E, 12 unit files (A/B
// alternated on a loaded 2-core machine): CPU (user+sys) 25.2 and 25.1 s without, 22.4 and
// 22.8 s with; wall 84 and 46 s without, 40 and 35 s with (cache empty at each start).
// Measured and not kept: pool 'threads', deps.optimizer.client.
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(
  new URL('node_modules/.cache/node-compile-cache', import.meta.url),
);

// The unit and component tests (the production server's have a project of their own).
const UNIT_TESTS = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'scripts/**/*.test.ts',
  'mocks/**/*.test.ts',
];
// The unit files that mock a module (vi.mock): a mock reaches only the modules loaded after
// it, so these run isolated (a new worker with its own module registry each), the others
// file after file in a shared worker, one page per worker (below). Found by reading the
// files, so a new one is not forgotten.
// Also isolated:
// - the story test: the stories' play functions type with Storybook's own bundled copy of
//   Testing Library's user-event, which prepares the same document as ours; with both
//   copies' focus handlers on one document, typing in a later file was lost, depending on
//   which copy prepared it first (found 2026-11-29 by bisecting a shuffled order: me-screen,
//   then the stories, then card-payment-page's Email typed nothing).
// - country-picker, cause not found: after some earlier file in the same worker, one keyboard
//   test reported "A component suspended inside an `act` scope" (2026-11-28; it passes alone
//   and isolated).
const ALSO_ISOLATED = [
  'src/app/screen-stories.test.tsx',
  'src/components/country-picker/country-picker.test.tsx',
];
const MOCKING_TESTS = [
  ...UNIT_TESTS.flatMap((pattern) => globSync(pattern)).filter(
    (file) => !file.startsWith('src/server/') && readFileSync(file, 'utf8').includes('vi.mock('),
  ),
  ...ALSO_ISOLATED,
];

const unitProject = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/setup/unit.ts'],
  // Above the setup's wait limit (tests/setup/unit.ts), for a loaded machine.
  testTimeout: 60_000,
  // beforeAll hooks load screens' chunks (transformed on first import): under
  // test:stress that alone can pass Vitest's default 10 s hook limit.
  hookTimeout: 60_000,
  environmentOptions: { jsdom: { url: 'http://127.0.0.1/' } },
};

export default defineConfig({
  plugins: [react()],
  test: {
    // One worker per core. Vitest's default leaves a core to its main process (one worker on
    // the 2-core CI machine), which pays while files run isolated, each in a new process;
    // since most unit files share a worker's page (the unit project below), two workers
    // finish the whole Vitest run in 212 s against 315 s (this machine, 2026-11-29).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          ...unitProject,
          name: 'unit',
          // A worker runs file after file in one page and one module registry, instead of a
          // new process with jsdom, React, MSW, i18next and the app for each file:
          // tests/setup/unit.ts resets the page and the app's state after each test, and
          // ends the calls a test left under way (with their timeout timers: a first try,
          // 7b23c96, was reverted when one fired inside a later file's test).
          isolate: false,
          include: UNIT_TESTS,
          exclude: ['src/server/**', ...MOCKING_TESTS],
        },
      },
      {
        extends: true,
        test: {
          ...unitProject,
          name: 'unit-isolated',
          include: MOCKING_TESTS,
        },
      },
      {
        // The production server (src/server): Node, no DOM, real sockets on 127.0.0.1.
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.{ts,tsx}'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
