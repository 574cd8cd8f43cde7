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
          // after each test. The 11 files that use vi.mock must stay isolated (a mock only
          // reaches modules loaded after it): a project of their own. Task 30-B, whole unit project on the shared 2-core machine, CPU
          // (user+sys): 559 s isolated, 205 s with isolate false (2.7x less); wall 658 s and
          // 228 s (each run overlapped another: indicative only). Still to do before the
          // switch: a clean default-order run and file-shuffled runs. The last default-order
          // run with these resets (09b5a44) still failed change-password-screen (9 of 10) and
          // change-phone-screen (12 of 15) on their 15 s waits: a leak not yet found.
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
