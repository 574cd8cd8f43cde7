// The server's configuration from its environment: defaults for what may be left out, and a
// refusal naming every bad variable at once (the start stops with that message).
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const API = 'http://127.0.0.1:4010';

/** The message of the ConfigError an environment is refused with. */
function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('fills in a default for everything but API_ORIGIN', () => {
    const config = loadConfig({ API_ORIGIN: API });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      apiOrigin: API,
      trustProxy: false,
      shutdownGraceMs: 10_000,
      logLevel: 'info',
      release: 'dev',
      mockAssets: false,
      overload: { maxEventLoopDelayMs: 100, maxPagesInFlight: 4, maxRssBytes: 0 },
      settings: {},
    });
    // The browser build beside the server's own build (dist/client next to dist/server).
    expect(config.clientDir).toMatch(/[/\\]client$/);
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      API_ORIGIN: 'https://api.topuplive.example/',
      HOST: '0.0.0.0',
      PORT: '8080',
      CLIENT_DIR: '/srv/client',
      SHUTDOWN_GRACE_MS: '2500',
      LOG_LEVEL: 'warn',
      RELEASE: '2024.06.1',
      MOCK_ASSETS: 'true',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '150',
      OVERLOAD_MAX_PAGES_IN_FLIGHT: '0',
      OVERLOAD_MAX_RSS_MB: '768',
      SERVER_DATA_BUDGET_MS: '2000',
      NATIVE_BRIDGE_PARENT_ORIGIN: 'https://wrapper.topuplive.example',
      PAYMENT_PROVIDER: 'airwallex',
    });
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 8080,
      // Kept as the origin: the proxy and /readyz join paths to it.
      apiOrigin: 'https://api.topuplive.example',
      clientDir: '/srv/client',
      trustProxy: false,
      shutdownGraceMs: 2500,
      logLevel: 'warn',
      release: '2024.06.1',
      mockAssets: true,
      serverRendering: true,
      serverDataBudgetMs: 2000,
      overload: { maxEventLoopDelayMs: 150, maxPagesInFlight: 0, maxRssBytes: 768 * 1024 * 1024 },
      settings: {
        NATIVE_BRIDGE_PARENT_ORIGIN: 'https://wrapper.topuplive.example',
        PAYMENT_PROVIDER: 'airwallex',
      },
    });
  });

  it('requires API_ORIGIN, by name', () => {
    expect(refusal({})).toMatch(/API_ORIGIN: is required/);
  });

  it('counts a blank variable as unset', () => {
    expect(refusal({ API_ORIGIN: '  ' })).toMatch(/API_ORIGIN: is required/);
    const config = loadConfig({
      API_ORIGIN: API,
      PORT: '',
      LOG_LEVEL: ' ',
      DESKTOP_ORIGIN: '',
      TRUST_PROXY: '',
      SERVER_DATA_BUDGET_MS: '',
    });
    expect(config.port).toBe(3000);
    expect(config.serverDataBudgetMs).toBe(1500);
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
    expect(config.settings).toEqual({});
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['API_ORIGIN', 'https://api.topuplive.example/api'],
    ['API_ORIGIN', 'https://api.topuplive.example/?x=1'],
    ['API_ORIGIN', 'ftp://api.topuplive.example'],
    ['API_ORIGIN', 'api.topuplive.example'],
    ['LOG_LEVEL', 'verbose'],
    ['MOCK_ASSETS', 'yes'],
    ['SHUTDOWN_GRACE_MS', '-1'],
    ['OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', '-5'],
    ['OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 'fast'],
    ['OVERLOAD_MAX_PAGES_IN_FLIGHT', '2.5'],
    ['OVERLOAD_MAX_RSS_MB', '512MB'],
    ['SERVER_DATA_BUDGET_MS', '0'],
    ['SERVER_DATA_BUDGET_MS', '1.5s'],
  ])('names %s when it is %j', (name, value) => {
    const env = { API_ORIGIN: API, [name]: value };
    expect(refusal(env)).toMatch(new RegExp(`^\\s*${name}: `, 'm'));
  });

  it("names a bad browser setting (the page's runtime settings)", () => {
    expect(refusal({ API_ORIGIN: API, DESKTOP_ORIGIN: 'ftp://x' })).toMatch(
      /^\s*DESKTOP_ORIGIN\b/m,
    );
  });

  it('lists every problem in one error, one line each', () => {
    const message = refusal({
      PORT: 'eighty',
      MOCK_ASSETS: 'yes',
      DESKTOP_ORIGIN: 'ftp://x',
      NATIVE_BRIDGE_PARENT_ORIGIN: 'https://wrapper.example/path',
    });
    const lines = message.split('\n').slice(1);
    for (const name of [
      'API_ORIGIN',
      'PORT',
      'MOCK_ASSETS',
      'DESKTOP_ORIGIN',
      'NATIVE_BRIDGE_PARENT_ORIGIN',
    ]) {
      expect(lines.filter((line) => new RegExp(`^\\s*${name}\\b`).test(line))).toHaveLength(1);
    }
    expect(lines).toHaveLength(5);
  });

  it.each<[string, boolean | number | string]>([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['127.0.0.1,10.0.0.1', '127.0.0.1,10.0.0.1'],
  ])('reads TRUST_PROXY=%s as Fastify reads it', (value, expected) => {
    expect(loadConfig({ API_ORIGIN: API, TRUST_PROXY: value }).trustProxy).toBe(expected);
  });
});
