// Unit and component test set-up: DOM matchers, MSW with unhandled requests failing the
// test, and console.error failing the test (a React warning or a contract violation
// reported by the HTTP client is a defect, not noise). After each test the page and the
// app's module state are put back and the calls it left under way are ended (page-reset.ts
// and the resets below), so no test depends on what ran before it: the unit project's
// worker runs file after file in one page (`isolate: false`, vitest.config.ts).
import '@testing-library/jest-dom/vitest';
import './dialog-shim';
import './scroll-shim';
import './frame-shim';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { endCallsUnderWay } from '../../src/api/http-client';
import { forgetCookies } from '../../src/lib/cookies';
import { clearToasts } from '../../src/lib/toast-store';
import { forgetPagePaint } from '../../src/lib/use-after-first-paint';
import { forgetPageInteractive } from '../../src/lib/page-interactive';
import { server } from '../../mocks/node-server';
import { installSessionPassThrough } from './session-pass-through';
import { notePageStart, resetPage } from './page-reset';
import { WAIT_LIMIT_MS } from '../utils/wait-limit';

function installConsoleErrors(): unknown[][] {
  const errors: unknown[][] = [];
  const originalConsoleError = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    originalConsoleError(...args);
  };
  return errors;
}

// Installed once per worker: were this file evaluated again in the same worker, a second
// wrapper would wrap the first.
const CONSOLE_ERRORS = Symbol.for('storefront.tests.consoleErrors');
type WithErrors = typeof globalThis & { [CONSOLE_ERRORS]?: unknown[][] };
const consoleErrors = ((globalThis as WithErrors)[CONSOLE_ERRORS] ??= installConsoleErrors());

notePageStart();
// The suite's one wait limit (tests/utils/wait-limit.ts).
configure({ asyncUtilTimeout: WAIT_LIMIT_MS });

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // After MSW's interception: the server's part of the session, on MSW's replies.
  installSessionPassThrough();
});

// Each test is a new page load: what waits for the page's first paint waits again.
beforeEach(() => {
  forgetPagePaint();
  forgetPageInteractive();
});

afterEach(async () => {
  vi.useRealTimers();
  // The calls the test left under way end here, with their timeout timers, and what the app
  // does when they end (a sign-in going on after a failed member-info call, say) runs now,
  // before the page is reset: nothing of this test reaches a later one in this worker. A
  // turn of the event loop each round (setImmediate: no timer); a round ends the calls started
  // by the one before.
  for (let round = 0; round < 10 && endCallsUnderWay() > 0; round += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  cleanup();
  resetPage();
  performance.clearMarks();
  server.resetHandlers();
  clearToasts();
  // (No document in the node-environment tests, such as the server render.)
  (typeof document === 'undefined' ? '' : document.cookie).split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  // The app keeps its cookie reads (for a task here: no change reports in this document):
  // told that the jar changed, it reads it afresh.
  forgetCookies();
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((a) => a.map(String).join(' ')).join('\n');
    consoleErrors.length = 0;
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});

afterAll(() => {
  // MSW's close also takes the pass-through off fetch: the next file installs both again.
  server.close();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
