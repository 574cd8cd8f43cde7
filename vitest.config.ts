// First: on the wrong Node, one line saying so (scripts/lib/require-node.ts).
import './scripts/lib/require-node.ts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
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
