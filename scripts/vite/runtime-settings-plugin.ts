// The dev server's page carries the deployment's run-time settings as the production
// server's does (src/config/runtime-settings.ts): the same data block, from the same
// variables under the same names, validated by the same rules (src/server/settings.ts), so
// what works in development works in production. The values come from .env, .env.local
// (and .env.[mode][.local]) and the shell, the shell winning; a refused value stops the dev
// server's start with the message naming the variable. A still-set old build-time name
// (VITE_DESKTOP_ORIGIN) is no longer read: one warning names the new one.
import { loadEnv, type Plugin } from 'vite';
import { RUNTIME_SETTING_NAMES, type RuntimeSettings } from '../../src/config/runtime-settings.ts';
import { runtimeSettingsFrom, runtimeSettingsScript } from '../../src/server/settings.ts';

type Env = Record<string, string | undefined>;

/** The warning for the old VITE_ names still set (non-blank), or undefined when none is. */
export function oldNamesWarning(env: Env): string | undefined {
  const old = RUNTIME_SETTING_NAMES.filter((name) => env[`VITE_${name}`]?.trim());
  if (old.length === 0) return undefined;
  return [
    '[runtime settings] These settings are now read at run time, without the VITE_ prefix; ' +
      'the old names are ignored:',
    ...old.map((name) => `  VITE_${name} is now ${name}`),
  ].join('\n');
}

/** The page with the settings' data block first in its head (before any script reads it). */
export function withRuntimeSettings(html: string, script: string): string {
  const head = /<head(\s[^>]*)?>/i;
  if (!head.test(html)) throw new Error('index.html has no <head> for the runtime settings');
  return html.replace(head, (tag) => `${tag}${script}`);
}

/**
 * Development only: `vite build` output gets its settings from the server at run time.
 * `settings()` gives the values read (the dev security headers name the app pages' parent).
 */
export function runtimeSettingsPlugin(): Plugin & { settings(): RuntimeSettings } {
  let script = '';
  let settings: RuntimeSettings = {};
  return {
    settings: () => settings,
    name: 'runtime-settings',
    apply: 'serve',
    // The dev server only (not `vite preview`): read and checked once per start; Vite
    // restarts the server when a .env file changes.
    configureServer(server) {
      const { mode, envDir, logger } = server.config;
      const env: Env = { ...loadEnv(mode, envDir, ''), ...process.env };
      const warning = oldNamesWarning(env);
      if (warning) logger.warn(warning);
      // Throws a SettingError naming every refused variable: the start fails with it.
      settings = runtimeSettingsFrom(env);
      script = runtimeSettingsScript(settings);
    },
    transformIndexHtml(html) {
      return withRuntimeSettings(html, script);
    },
  };
}
