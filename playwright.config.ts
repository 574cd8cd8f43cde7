// Browser journeys in Debian's Chromium (its headless shell: tests/e2e/chromium.ts) at a
// 375 px mobile viewport, against the real Prism mock and the Vite dev server, both started
// here on 127.0.0.1 (ports apart from `npm start`'s so both can run) and stopped at the end
// of the run. The production server on the production build (built here into
// build/e2e-dist, or E2E_BUILD_DIR) runs too, for the journeys of the build and its
// headers. Both servers send the strict CSP, and every journey fails on a violation
// (tests/e2e/test.ts).
// First: on the wrong Node, one line saying so (scripts/lib/require-node.ts).
import './scripts/lib/require-node.ts';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, JOURNEY_BROWSER } from './tests/e2e/chromium.ts';
import {
  APP_PORT,
  BUILD_DIR,
  BUILD_ORIGIN,
  BUILD_PORT,
  DESKTOP_ORIGIN,
  NO_SHEDDING,
  PATIENT_DATA_BUDGET,
  PRISM_PORT,
} from './tests/e2e/servers.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  // Every module of the app transformed by the dev server before the first journey.
  globalSetup: './tests/e2e/warm-dev-server.ts',
  // Two workers, one per core: a file's tests run in order in one worker (a file may say
  // otherwise: screens.spec.ts, the longest, spreads its screens over both).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  // Apart per run when several run on one machine (one run cleans this folder at its start).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: JOURNEY_BROWSER.path, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'node scripts/mock-server.ts',
      env: { PRISM_PORT: String(PRISM_PORT) },
      // A public GET of the contract: 200 once Prism is up.
      url: `http://127.0.0.1:${PRISM_PORT}/api/language/home/action`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node node_modules/.bin/vite --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
      // A desktop host configured: only windows above 1200 px (tests/e2e/desktop-host.spec.ts)
      // go there; every other journey runs at 375 px. A run-time setting, read by the dev server.
      env: { PRISM_PORT: String(PRISM_PORT), DESKTOP_ORIGIN },
      url: `http://127.0.0.1:${APP_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production server (src/server) on the production build, built here: client and
      // server into BUILD_DIR, then started as a deployment starts it, in front of Prism.
      command:
        `node node_modules/.bin/vite build --outDir ${BUILD_DIR}/client --emptyOutDir --logLevel warn && ` +
        `node node_modules/.bin/vite build --ssr src/server/index.ts --outDir ${BUILD_DIR}/server --emptyOutDir --logLevel warn && ` +
        `node ${BUILD_DIR}/server/index.js`,
      env: {
        PORT: String(BUILD_PORT),
        API_ORIGIN: `http://127.0.0.1:${PRISM_PORT}`,
        MOCK_ASSETS: 'true',
        LOG_LEVEL: 'warn',
        ...NO_SHEDDING,
        ...PATIENT_DATA_BUDGET,
      },
      url: `${BUILD_ORIGIN}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
