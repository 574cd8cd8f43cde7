// The page the server sends: the build's index.html, prepared once at start, with per
// response the CSP nonce on each of its scripts and styles, `<html lang>` of the address's
// language, and the deployment's runtime settings as a data block read before any script.
import { HTML_LANG, type Locale } from '../config/locales';
import type { RuntimeSettings } from '../config/runtime-settings';
import { runtimeSettingsScript } from './settings';

const NONCE = '\u0000nonce\u0000';
const LANG = '\u0000lang\u0000';
const SETTINGS = '\u0000settings\u0000';

export interface PageShell {
  render(page: { nonce: string; locale: Locale }): string;
}

/**
 * Prepares the build's index.html (our own build output, not user input): the nonce goes on
 * every <script> and <style> tag and on <link rel="modulepreload">; a `csp-nonce` meta lets
 * Vite's preload helper give the same nonce to the links it adds for lazy chunks.
 */
export function preparePageShell(template: string, settings: RuntimeSettings): PageShell {
  if (!/<html lang="[^"]*">/.test(template) || !template.includes('<head>')) {
    throw new Error('index.html lacks <html lang> or <head>: not the build this server expects');
  }
  const prepared = template
    .replace(/<html lang="[^"]*">/, `<html lang="${LANG}">`)
    .replace(
      '<head>',
      `<head>\n    <meta property="csp-nonce" nonce="${NONCE}" />\n    ${SETTINGS}`,
    )
    .replace(/<(script|style)\b(?![^>]*\snonce=)/g, `<$1 nonce="${NONCE}"`)
    .replace(/<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\snonce=)/g, `<link nonce="${NONCE}"`);
  // A function, not a string: a value's `$&` or `$'` is text, not a replacement pattern.
  const withSettings = prepared.replace(SETTINGS, () => runtimeSettingsScript(settings));
  return {
    render: ({ nonce, locale }) =>
      withSettings.replaceAll(NONCE, nonce).replace(LANG, HTML_LANG[locale]),
  };
}
