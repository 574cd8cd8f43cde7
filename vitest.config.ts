// First: on the wrong Node, one line saying so (scripts/lib/require-node.ts).
import './scripts/lib/require-node.ts';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Every test file runs in a new worker process that compiles jsdom, React, MSW and the rest
// again: Node's on-disk compile cache (V8 code cache) lets each worker reuse the first one's
// compiled code, in the same run too, so a fresh clone (CI) gains as well. Workers inherit this
// environment (Vitest turns it off itself for v8 coverage). Task 29-E, 12 unit files (A/B
// alternated on a loaded 2-core machine): CPU (user+sys) 25.2 and 25.1 s without, 22.4 and
// 22.8 s with; wall 84 and 46 s without, 40 and 35 s with (cache empty at each start).
// Measured and not kept: pool 'threads', deps.optimizer.client, maxWorkers 2 (no clear gain
// under load).
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(
  new URL('node_modules/.cache/node-compile-cache', import.meta.url),
);

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Not yet `isolate: false` (a worker running file after file in one page and one
          // module registry, instead of a new process with jsdom, React, MSW, i18next and the
          // app per file). tests/setup/unit.ts already resets the page and the app's state
          // after each test. Tried on 2026-11-28 (7b23c96, reverted): the files that use
          // vi.mock in an isolated project of their own (found by reading the files), the
          // rest without isolation: 3.1 min wall and about 200 s CPU against about 9 min and
          // 559 s, green in three local runs (one with files shuffled). The full run then
          // failed registration-screen: a request an earlier file left hanging kept its
          // timeout timer, which fired in that test and showed "The request timed out". The
          // switch needs the HTTP client's pending requests and their timers ended after
          // each test first; and country-picker's keyboard test reported a component
          // suspended inside act after some earlier file (cause not found).
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'mocks/**/*.test.ts'],
          exclude: ['src/server/**'],
          setupFiles: ['tests/setup/unit.ts'],
          // Above the setup's wait limit (tests/setup/unit.ts), for a loaded machine.
          testTimeout: 60_000,
          // beforeAll hooks load screens' chunks (transformed on first import): under
          // test:stress that alone can pass Vitest's default 10 s hook limit.
          hookTimeout: 60_000,
          environmentOptions: { jsdom: { url: 'http://127.0.0.1/' } },
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
