// The deployment's settings the browser needs (hosts, links, the payment environment, the
// native bridge's parent origin), read when the server starts, not when the bundle is built:
// one build runs in every environment. The server (src/server/config.ts) reads them from
// its environment, validates them and writes them into every page as a JSON data block
// (`<script type="application/json" id="runtime-settings">`); the dev server does the same
// from the environment and .env files (scripts/vite/runtime-settings-plugin.ts). Unset
// settings are absent and their readers fall back to their defaults. Tests provide values
// with provideRuntimeSettings.

/** Every setting, by the name of its environment variable. README, "Deploy", lists them. */
export const RUNTIME_SETTING_NAMES = [
  'SUPPORT_CHAT_URL',
  'SOCIAL_FACEBOOK',
  'SOCIAL_INSTAGRAM',
  'SOCIAL_YOUTUBE',
  'SOCIAL_DISCORD',
  'CONTENT_HOSTS',
  'PAYMENT_HOSTS',
  'PUBLIC_ACCOUNT_URL',
  'FILING_RECORD_NUMBER',
  'FILING_RECORD_URL',
  'APP_STORE_URL',
  'GOOGLE_PLAY_URL',
  'ADD_TO_DESKTOP_VIDEO_URL',
  'DESKTOP_ORIGIN',
  'PAYMENT_PROVIDER',
  'AIRWALLEX_ENV',
  'PRODUCTION_HOSTS',
  'NATIVE_BRIDGE_HANDLER',
  'NATIVE_BRIDGE_PARENT_ORIGIN',
  'VITALS_ENDPOINT',
  'ERROR_ENDPOINT',
] as const;

export type RuntimeSettingName = (typeof RUNTIME_SETTING_NAMES)[number];
export type RuntimeSettings = Partial<Record<RuntimeSettingName, string>>;

/** The id of the page's data block. */
export const RUNTIME_SETTINGS_ELEMENT_ID = 'runtime-settings';

let current: RuntimeSettings | undefined;

function isSettingName(name: string): name is RuntimeSettingName {
  return (RUNTIME_SETTING_NAMES as readonly string[]).includes(name);
}

/** The settings of a data block's text: known names with string values; anything else is dropped. */
export function parseRuntimeSettings(text: string | null | undefined): RuntimeSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const settings: RuntimeSettings = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (isSettingName(name) && typeof value === 'string') settings[name] = value;
  }
  return settings;
}

function pageSettings(): RuntimeSettings {
  if (typeof document === 'undefined') return {};
  return parseRuntimeSettings(document.getElementById(RUNTIME_SETTINGS_ELEMENT_ID)?.textContent);
}

/** A setting's value, trimmed; '' when unset. */
export function runtimeSetting(name: RuntimeSettingName): string {
  current ??= pageSettings();
  return current[name]?.trim() ?? '';
}

/** A setting, or its default when unset or blank. */
export function runtimeSettingOr(name: RuntimeSettingName, fallback: string): string {
  return runtimeSetting(name) || fallback;
}

/**
 * Replaces the settings (tests; a server rendering outside a page). `undefined` forgets them,
 * so the page's data block is read again.
 */
export function provideRuntimeSettings(settings: RuntimeSettings | undefined): void {
  current = settings === undefined ? undefined : { ...settings };
}
