// Where the browser tests' servers listen (127.0.0.1, ports apart from `npm start`'s).
export const PRISM_PORT = Number(process.env.E2E_PRISM_PORT ?? 4011);
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 5174);
export const BUILD_PORT = Number(process.env.E2E_BUILD_PORT ?? 4182);
/** The production server (src/server) on the production build, over HTTP/1.1. */
export const BUILD_ORIGIN = `http://127.0.0.1:${BUILD_PORT}`;
/** Where the production build for the journeys is written (apart per run when several run). */
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build/e2e-dist';
/**
 * The desktop host the journeys' dev server is given (DESKTOP_ORIGIN, a run-time setting): a window
 * wider than 1200 px goes there. Nothing listens on it; the journey answers its requests.
 */
export const DESKTOP_ORIGIN = 'https://www.topuplive.example';
/**
 * The production server's load shedding turned off for the journeys (0 turns a limit off:
 * src/server/config.ts). Whether a page is rendered on the server or answered with the shell
 * would otherwise depend on how busy the machine is (the event-loop delay) and on how many
 * pages the journeys' workers load at once. The shedding itself is tested in
 * src/server/overload.test.ts.
 */
export const NO_SHEDDING = {
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_MAX_PAGES_IN_FLIGHT: '0',
};
/**
 * The journeys' production server waits up to 10 s for a page's API calls (the variable's
 * default is 1.5 s: src/config/timing.ts). Whether a page carries its data would otherwise
 * depend on how busy the machine is: on the 2-core machine, with two workers, Prism and both
 * servers busy, OrderDetail's two calls once took longer and the page went without the
 * member check. Sending a page without a block when the API is slow is tested on its own
 * clock (src/server/faults.test.ts) and with a hanging API (api-faults.spec.ts, a server
 * copy with the default budget).
 */
export const PATIENT_DATA_BUDGET = { SERVER_DATA_BUDGET_MS: '10000' };
