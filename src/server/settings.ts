// The browser's runtime settings (src/config/runtime-settings.ts) read from an environment
// and validated: a bad value stops the start with a message naming the variable. Shared by
// the production server (config.ts) and the dev server's plugin, so both accept the same
// values under the same names. (Its import names the file: Vite's config loader reads
// this module through the plugin.)
import { z } from 'zod';
import { secureOrigin } from '../config/origin.ts';
import { reportEndpointUrl } from '../config/report-endpoints.ts';
import {
  RUNTIME_SETTING_NAMES,
  RUNTIME_SETTINGS_ELEMENT_ID,
  type RuntimeSettingName,
  type RuntimeSettings,
} from '../config/runtime-settings.ts';

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

const httpsUrl = z
  .string()
  .refine((value) => parsedUrl(value)?.protocol === 'https:', 'must be an https address');

/** An https origin, or http on localhost or 127.0.0.1; no path, query or credentials. */
export function isOrigin(value: string): boolean {
  return secureOrigin(value) !== undefined;
}

// Kept as the URL's origin ('https://App.example/' -> 'https://app.example'): the browser
// compares it with a message's origin and the server writes it into frame-ancestors.
const origin = z
  .string()
  .refine(
    isOrigin,
    'must be an origin: https://host[:port] (or http on localhost or 127.0.0.1), no path',
  )
  .transform((value) => secureOrigin(value) ?? value);

// Where the page sends reports (config/report-endpoints.ts): a path of this site or an https
// address (http on localhost or 127.0.0.1), no credentials.
const reportEndpoint = z
  .string()
  .refine(
    (value) => reportEndpointUrl(value, 'https://page.invalid/') !== undefined,
    'must be a path of this site (/...) or an https address (http on localhost), no credentials',
  );

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;
const hostList = z.string().refine(
  (value) =>
    value
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean)
      .every((host) => HOST.test(host)),
  'must be host names (host[:port]) separated by commas',
);

const SCHEMAS: Record<RuntimeSettingName, z.ZodType<string>> = {
  SUPPORT_CHAT_URL: httpsUrl,
  SOCIAL_FACEBOOK: httpsUrl,
  SOCIAL_INSTAGRAM: httpsUrl,
  SOCIAL_YOUTUBE: httpsUrl,
  SOCIAL_DISCORD: httpsUrl,
  CONTENT_HOSTS: hostList,
  PAYMENT_HOSTS: hostList,
  PUBLIC_ACCOUNT_URL: httpsUrl,
  FILING_RECORD_NUMBER: z.string().max(100, 'must be at most 100 characters'),
  FILING_RECORD_URL: httpsUrl,
  APP_STORE_URL: httpsUrl,
  GOOGLE_PLAY_URL: httpsUrl,
  // A file of this site (/media/...) or an https address.
  ADD_TO_DESKTOP_VIDEO_URL: z.string().refine(
    // Not '//host' nor '/\\host': browsers read both as another host.
    (value) => /^\/(?![/\\])/.test(value) || parsedUrl(value)?.protocol === 'https:',
    'must be an https address or a path of this site (/...)',
  ),
  DESKTOP_ORIGIN: origin,
  PAYMENT_PROVIDER: z.enum(['mock', 'airwallex'], "must be 'mock' or 'airwallex'"),
  AIRWALLEX_ENV: z.enum(['prod', 'demo'], "must be 'prod' or 'demo'"),
  PRODUCTION_HOSTS: hostList,
  NATIVE_BRIDGE_HANDLER: z
    .string()
    .regex(/^[A-Za-z_$][\w$]*$/, 'must be a JavaScript identifier (the handler’s name)'),
  NATIVE_BRIDGE_PARENT_ORIGIN: origin,
  VITALS_ENDPOINT: reportEndpoint,
  ERROR_ENDPOINT: reportEndpoint,
};

/** A setting that failed validation, named by its variable. */
export class SettingError extends Error {
  override name = 'SettingError';
}

/**
 * The settings of an environment: the set, non-blank variables, trimmed (an origin as the
 * URL's origin). Throws a
 * SettingError naming every variable whose value is refused (values are shown: none of
 * these is a secret).
 */
export function runtimeSettingsFrom(env: Record<string, string | undefined>): RuntimeSettings {
  const settings: RuntimeSettings = {};
  const problems: string[] = [];
  for (const name of RUNTIME_SETTING_NAMES) {
    const value = env[name]?.trim();
    if (!value) continue;
    const result = SCHEMAS[name].safeParse(value);
    if (result.success) settings[name] = result.data;
    else problems.push(`${name}=${JSON.stringify(value)}: ${result.error.issues[0]?.message}`);
  }
  if (problems.length > 0) {
    throw new SettingError(`Invalid environment variables:\n  ${problems.join('\n  ')}`);
  }
  return settings;
}

/**
 * The page's data block of the settings (read by config/runtime-settings.ts). `<` is
 * written as \u003c, so no value can close the script element or open a comment in it.
 */
export function runtimeSettingsScript(settings: RuntimeSettings): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RUNTIME_SETTINGS_ELEMENT_ID}">${json}</script>`;
}
