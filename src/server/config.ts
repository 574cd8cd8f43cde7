// The server's configuration, read from its environment once at start and validated: a bad
// value stops the start with a message naming the variable. The browser's settings
// (settings.ts) travel in every page; the rest stays on the server. README, "Deploy".
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { RuntimeSettings } from '../config/runtime-settings';
import { SERVER_DATA_BUDGET_MS } from '../config/timing';
import type { OverloadLimits } from './overload';
import { runtimeSettingsFrom, SettingError } from './settings';

export interface ServerConfig {
  host: string;
  port: number;
  /** The backend's origin; the server passes /api/* there. */
  apiOrigin: string;
  /** The browser build (index.html and assets/). */
  clientDir: string;
  /** Fastify's trustProxy: whom to believe about the client's address and protocol. */
  trustProxy: boolean | number | string;
  /** How long in-flight requests may take to finish after SIGTERM. */
  shutdownGraceMs: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The release's id, in every log line (for matching reports to a deployment). */
  release: string;
  /** Serve the mock's placeholder images (/mock-assets/...): only in front of Prism. */
  mockAssets: boolean;
  /** Render pages on the server (false: every page is the shell the browser renders). */
  serverRendering: boolean;
  /** How long a page waits for its API calls before it is sent without those blocks. */
  serverDataBudgetMs: number;
  /** Past these, requests are refused at once (overload.ts); 0 turns a limit off. */
  overload: OverloadLimits;
  settings: RuntimeSettings;
}

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../client', import.meta.url));

const origin = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.pathname === '/' && !/[?#]/.test(value);
    } catch {
      return false;
    }
  }, 'must be an http(s) origin without a path, e.g. https://api.example.com')
  .transform((value) => new URL(value).origin);

const flag = z
  .enum(['true', 'false', '1', '0'], "must be 'true' or 'false'")
  .transform((value) => value === 'true' || value === '1');

const limit = z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more');

const schema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int('must be a whole number').min(0).max(65535).default(3000),
  API_ORIGIN: origin,
  // A relative folder is taken from the working directory.
  CLIENT_DIR: z
    .string()
    .min(1)
    .default(DEFAULT_CLIENT_DIR)
    .transform((value) => resolve(value)),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value) =>
      value === 'true'
        ? true
        : value === 'false'
          ? false
          : /^\d+$/.test(value)
            ? Number(value)
            : value,
    ),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RELEASE: z.string().max(100).default('dev'),
  MOCK_ASSETS: flag.default(false),
  SERVER_RENDERING: flag.default(true),
  SERVER_DATA_BUDGET_MS: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(60_000, 'must be 60000 or less')
    .default(SERVER_DATA_BUDGET_MS),
  // Defaults measured with `npm run load` (README "Deploy"); 0 turns a limit off.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: limit.max(60_000).default(100),
  OVERLOAD_MAX_PAGES_IN_FLIGHT: limit.max(100_000).default(4),
  OVERLOAD_MAX_RSS_MB: limit.max(1_048_576).default(0),
});

/** The server's own variables (README "Deploy" and .env.example list each). */
export const SERVER_VARIABLES = Object.keys(schema.shape);

/** Every problem of an environment, one line per variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The configuration of an environment (blank variables count as unset). */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const problems: string[] = [];
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      const message =
        present[name] === undefined && name === 'API_ORIGIN' ? 'is required' : issue.message;
      problems.push(`${name}: ${message}`);
    }
  }
  let settings: RuntimeSettings = {};
  try {
    settings = runtimeSettingsFrom(env);
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    problems.push(
      ...error.message
        .split('\n')
        .slice(1)
        .map((line) => line.trim()),
    );
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid environment variables:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    host: values.HOST,
    port: values.PORT,
    apiOrigin: values.API_ORIGIN,
    clientDir: values.CLIENT_DIR,
    trustProxy: values.TRUST_PROXY,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    logLevel: values.LOG_LEVEL,
    release: values.RELEASE,
    mockAssets: values.MOCK_ASSETS,
    serverRendering: values.SERVER_RENDERING,
    serverDataBudgetMs: values.SERVER_DATA_BUDGET_MS,
    overload: {
      maxEventLoopDelayMs: values.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxPagesInFlight: values.OVERLOAD_MAX_PAGES_IN_FLIGHT,
      maxRssBytes: values.OVERLOAD_MAX_RSS_MB * 1024 * 1024,
    },
    settings,
  };
}
