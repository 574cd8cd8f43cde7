// The unit project's set-up file, evaluated before each test file. The files share one worker
// and one module registry (`isolate: false`, vitest.config.ts), which vi.mock cannot work
// with: a mock reaches only the modules loaded after it, and the modules loaded under it keep
// the mock for the next file. So before a file that mocks a module, and before the file after
// it, the registry starts afresh (the set-up's own modules too, so that it and the test share
// one MSW server and one cookie module); every other file reuses what is loaded.
import { readFileSync } from 'node:fs';
import { vi } from 'vitest';

const MOCKED_LAST = Symbol.for('storefront.tests.mockedLast');
type WithMocked = typeof globalThis & { [MOCKED_LAST]?: boolean };

function currentTestFile(): string | undefined {
  // Vitest's worker state: the file whose set-up this is (set before the set-up runs).
  const state = (globalThis as { __vitest_worker__?: { filepath?: string } }).__vitest_worker__;
  return state?.filepath;
}

const file = currentTestFile();
const mocks = file !== undefined && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'));
const holder = globalThis as WithMocked;
if (mocks || holder[MOCKED_LAST]) vi.resetModules();
holder[MOCKED_LAST] = mocks;

const { registerUnitSetUp } = await import('./unit-hooks');
registerUnitSetUp();
