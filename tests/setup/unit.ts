// Unit and component test set-up: DOM matchers, MSW with unhandled requests failing the
// test, and console.error failing the test (a React warning or a contract violation
// reported by the HTTP client is a defect, not noise).
import '@testing-library/jest-dom/vitest';
import './dialog-shim';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearToasts } from '../../src/lib/toast-store';
import { server } from '../../mocks/node-server';

// The one async timeout of the suite (findBy*, waitFor, tests/utils/fake-time.ts): how long
// a wait on an event may take before the test fails. Only a failing test waits this long;
// a busy machine (npm run test:stress) may need more than the default 1 s for the first
// render of a lazily imported screen. Below Vitest's 5 s test timeout, so a wait that
// fails says what it waited for.
configure({ asyncUtilTimeout: 4_000 });

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});

const consoleErrors: unknown[][] = [];
const originalConsoleError = console.error;
console.error = (...args: unknown[]) => {
  consoleErrors.push(args);
  originalConsoleError(...args);
};

afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearToasts();
  vi.useRealTimers();
  // (No document in the node-environment tests, such as the server render.)
  (typeof document === 'undefined' ? '' : document.cookie).split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((a) => a.map(String).join(' ')).join('\n');
    consoleErrors.length = 0;
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});

afterAll(() => {
  server.close();
});
