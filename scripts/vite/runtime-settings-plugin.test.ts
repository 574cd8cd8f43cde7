// @vitest-environment node
// The dev server writes the run-time settings into its page from the .env files and the
// shell, under the production names; a refused value stops its start; an old VITE_ name
// still set is named in one warning. A real Vite dev server (middleware mode, no port) on a
// folder of its own.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseRuntimeSettings,
  RUNTIME_SETTING_NAMES,
  RUNTIME_SETTINGS_ELEMENT_ID,
} from '../../src/config/runtime-settings.ts';
import { SettingError } from '../../src/server/settings.ts';
import {
  oldNamesWarning,
  runtimeSettingsPlugin,
  withRuntimeSettings,
} from './runtime-settings-plugin.ts';

const PAGE =
  '<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <title>TopUp Live</title>\n  </head>\n  <body></body>\n</html>\n';

let root: string;
let server: ViteDevServer | undefined;
let warnings: string[];

/** A dev server on the folder, with these .env files; its warnings are collected. */
async function startDevServer(files: Record<string, string> = {}): Promise<ViteDevServer> {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  const logger = createLogger('warn');
  logger.warn = (message) => {
    warnings.push(message);
  };
  server = await createServer({
    configFile: false,
    root,
    envDir: root,
    mode: 'development',
    customLogger: logger,
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [runtimeSettingsPlugin()],
  });
  return server;
}

/** The settings the served page carries, and how many data blocks it has. */
async function servedSettings(dev: ViteDevServer) {
  const html = await dev.transformIndexHtml('/', PAGE);
  const blocks = html.match(
    /<script type="application\/json" id="runtime-settings">(.*?)<\/script>/g,
  );
  const text = /id="runtime-settings">(.*?)<\/script>/.exec(html)?.[1];
  return { html, blocks: blocks?.length ?? 0, settings: parseRuntimeSettings(text) };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'runtime-settings-'));
  warnings = [];
  // The machine's own variables take no part.
  for (const name of RUNTIME_SETTING_NAMES) {
    vi.stubEnv(name, undefined);
    vi.stubEnv(`VITE_${name}`, undefined);
  }
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe('the dev server page carries the run-time settings', () => {
  it('from .env, .env.local and the shell, the shell winning, first in the head', async () => {
    vi.stubEnv('PAYMENT_PROVIDER', 'airwallex');
    const dev = await startDevServer({
      '.env':
        'DESKTOP_ORIGIN=https://www.topuplive.example\nPAYMENT_PROVIDER=mock\nAIRWALLEX_ENV=demo\n',
      '.env.local': 'AIRWALLEX_ENV=prod\nCONTENT_HOSTS=cdn.topuplive.example\n',
    });
    const { html, blocks, settings } = await servedSettings(dev);
    expect(blocks).toBe(1);
    expect(settings).toEqual({
      DESKTOP_ORIGIN: 'https://www.topuplive.example',
      PAYMENT_PROVIDER: 'airwallex',
      AIRWALLEX_ENV: 'prod',
      CONTENT_HOSTS: 'cdn.topuplive.example',
    });
    expect(html.indexOf(RUNTIME_SETTINGS_ELEMENT_ID)).toBeLessThan(html.indexOf('<title>'));
    expect(warnings).toEqual([]);
  });

  it('an empty block when nothing is set', async () => {
    const { blocks, settings } = await servedSettings(await startDevServer());
    expect(blocks).toBe(1);
    expect(settings).toEqual({});
  });

  it('a refused value stops the start, naming the variable', async () => {
    const start = startDevServer({ '.env.local': 'DESKTOP_ORIGIN=http://www.topuplive.example\n' });
    await expect(start).rejects.toThrow(SettingError);
    await expect(start).rejects.toThrow('DESKTOP_ORIGIN="http://www.topuplive.example"');
  });

  it('an old VITE_ name still set: one warning with the new name, and its value is not read', async () => {
    vi.stubEnv('VITE_PAYMENT_PROVIDER', 'airwallex');
    const dev = await startDevServer({
      '.env.local': 'VITE_DESKTOP_ORIGIN=https://www.topuplive.example\nVITE_APP_STORE_URL=\n',
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('VITE_DESKTOP_ORIGIN is now DESKTOP_ORIGIN');
    expect(warnings[0]).toContain('VITE_PAYMENT_PROVIDER is now PAYMENT_PROVIDER');
    expect(warnings[0]).toContain('read at run time');
    // Blank: nothing is lost by ignoring it.
    expect(warnings[0]).not.toContain('APP_STORE_URL');
    expect((await servedSettings(dev)).settings).toEqual({});
  });
});

describe('the pieces', () => {
  it('applies to the dev server only', () => {
    expect(runtimeSettingsPlugin().apply).toBe('serve');
  });

  it('puts the block right after the head tag, attributes or not', () => {
    expect(
      withRuntimeSettings('<html><HEAD data-x="1"><title>t</title></HEAD></html>', '<s/>'),
    ).toBe('<html><HEAD data-x="1"><s/><title>t</title></HEAD></html>');
    expect(withRuntimeSettings('<header></header><head></head>', '<s/>')).toBe(
      '<header></header><head><s/></head>',
    );
    expect(() => withRuntimeSettings('<html><body></body></html>', '<s/>')).toThrow('<head>');
  });

  it('no warning when no old name is set', () => {
    expect(
      oldNamesWarning({ DESKTOP_ORIGIN: 'https://www.topuplive.example', VITE_PORT: '5173' }),
    ).toBeUndefined();
  });
});
