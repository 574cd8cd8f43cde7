// The page the server sends: the build's index.html, prepared once at start, with per
// response the CSP nonce on each of its scripts and styles, `<html lang>` of the address's
// language, and the deployment's runtime settings as a data block read before any script.
// A page rendered on the server (render-page.tsx) also gets its head tags (in place of the
// shell's title), the rendered screen in #root (in place of the boot shell) and its state.
import { HTML_LANG, type Locale } from '../config/locales';
import { RELEASE_META } from '../config/report-endpoints';
import type { RuntimeSettings } from '../config/runtime-settings';
import { runtimeSettingsScript } from './settings';

const NONCE = '\u0000nonce\u0000';
const LANG = '\u0000lang\u0000';
const SETTINGS = '\u0000settings\u0000';

export interface PageShell {
  /** The shell the browser renders into (no server rendering). */
  render(page: { nonce: string; locale: Locale }): string;
  /**
   * The same shell with the stylesheet linked, not inlined (about 5 KB instead of 75): the
   * answer to a page asked for while the server is busy rendering others (overload.ts).
   */
  renderLean(page: { nonce: string; locale: Locale }): string;
  /** The page with a screen rendered on the server. */
  renderWith(page: {
    nonce: string;
    locale: Locale;
    /** Tags for the head; a title there replaces the shell's. */
    head: string;
    /** The rendered screen, the content of #root. */
    root: string;
    /** Data blocks for the end of the body. */
    state: string;
  }): string;
}

const TITLE = /<title>[^<]*<\/title>/;
/**
 * The stylesheet the build inlined, its file named on the tag
 * (scripts/vite/route-preload-plugin.ts, INLINED_STYLESHEET_ATTRIBUTE).
 */
const INLINED_STYLESHEET = new RegExp(
  `<style nonce="${NONCE}" data-href="(/assets/[\\w.-]+\\.css)">[\\s\\S]*?</style>`,
);
const ROOT_OPEN = '<div id="root">';

/** The release the page's reports name (config/report-endpoints.ts pageRelease). */
function releaseMeta(release: string | undefined): string {
  if (!release) return '';
  const content = release.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `\n    <meta name="${RELEASE_META}" content="${content}" />`;
}

/**
 * Prepares the build's index.html (our own build output, not user input): the nonce goes on
 * every <script> and <style> tag and on <link rel="modulepreload">; a `csp-nonce` meta lets
 * Vite's preload helper give the same nonce to the links it adds for lazy chunks.
 */
export function preparePageShell(
  template: string,
  settings: RuntimeSettings,
  release?: string,
): PageShell {
  if (
    !/<html lang="[^"]*">/.test(template) ||
    !template.includes('<head>') ||
    !template.includes('</head>') ||
    !template.includes('</body>') ||
    !template.includes('<div id="root">')
  ) {
    throw new Error(
      'index.html lacks <html lang>, <head>, </body> or #root: not the build this server expects',
    );
  }
  const prepared = template
    .replace(/<html lang="[^"]*">/, `<html lang="${LANG}">`)
    .replace(
      '<head>',
      `<head>\n    <meta property="csp-nonce" nonce="${NONCE}" />\n    ${SETTINGS}${releaseMeta(release)}`,
    )
    .replace(/<(script|style)\b(?![^>]*\snonce=)/g, `<$1 nonce="${NONCE}"`)
    .replace(/<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\snonce=)/g, `<link nonce="${NONCE}"`);
  // A function, not a string: a value's `$&` or `$'` is text, not a replacement pattern.
  const withSettings = prepared.replace(SETTINGS, () => runtimeSettingsScript(settings));
  const render = ({ nonce, locale }: { nonce: string; locale: Locale }) =>
    withSettings.replaceAll(NONCE, nonce).replace(LANG, HTML_LANG[locale]);
  // A linked stylesheet needs no nonce: the CSP's style-src allows the site's own files.
  const lean = withSettings.replace(
    INLINED_STYLESHEET,
    (_style, href: string) => `<link rel="stylesheet" href="${href}" />`,
  );
  const renderLean = ({ nonce, locale }: { nonce: string; locale: Locale }) =>
    lean.replaceAll(NONCE, nonce).replace(LANG, HTML_LANG[locale]);
  // The template's parts around what a rendered page adds: the head before its end (without
  // the shell's title when the page has its own), #root's opening, the boot shell (#root's
  // content, up to the </div> before the first script after it) left out, the rest of the
  // body, and its end.
  const headEnd = withSettings.indexOf('</head>');
  const rootStart = withSettings.indexOf(ROOT_OPEN) + ROOT_OPEN.length;
  const rootEnd = withSettings.lastIndexOf('</div>', withSettings.indexOf('<script', rootStart));
  const bodyEnd = withSettings.lastIndexOf('</body>');
  if (rootEnd < rootStart) throw new Error('index.html: #root is not followed by a script');
  const parts = {
    head: withSettings.slice(0, headEnd),
    headUntitled: withSettings.slice(0, headEnd).replace(TITLE, ''),
    toRoot: withSettings.slice(headEnd, rootStart),
    body: withSettings.slice(rootEnd, bodyEnd),
    end: withSettings.slice(bodyEnd),
  };
  return {
    render,
    renderLean,
    renderWith: ({ nonce, locale, head, root, state }) => {
      // Only the template's own parts get the nonce and language: what the page holds is
      // text from the API and is never searched for a placeholder.
      const fill = (part: string) =>
        part.replaceAll(NONCE, () => nonce).replace(LANG, () => HTML_LANG[locale]);
      return (
        fill(head.includes('<title>') ? parts.headUntitled : parts.head) +
        head +
        fill(parts.toRoot) +
        root +
        fill(parts.body) +
        state +
        fill(parts.end)
      );
    },
  };
}
