// The suite's one wait limit. Tests wait on events (an element appears, a request reaches
// MSW) or drive fake timers, never on the clock; this only bounds how long an event may take
// on a loaded machine (`npm run test:stress`: a third of one core) before the test fails.
// Vitest's testTimeout (vitest.config.ts) is above it so the finder's message is reported.
// Both Testing Library copies get it: the unit tests' (tests/setup/unit.ts) and the one
// Storybook's play functions use (.storybook/preview.tsx).
export const WAIT_LIMIT_MS = 15_000;
