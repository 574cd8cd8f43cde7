// The page the service worker shows when a navigation finds no network (issue 26 item 1),
// one per language (texts: pages.json, offline). Static: the worker keeps it from its
// install on, so it holds nothing of a request and needs no script; its link reloads the
// address the shopper asked for (an empty href), which works again once back online.
import { createHash } from 'node:crypto';
import { THEME_COLOUR } from '../config/installable';
import { HTML_LANG, LOCALES, type Locale } from '../config/locales';
import { createBundledI18n } from '../i18n/bundled';

export interface OfflinePage {
  html: string;
  /** The base64 SHA-256 of its style element's text, for its CSP. */
  styleHash: string;
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:750px;padding:48px 16px;' +
  'text-align:center;color:#1f2329}h1{font-size:20px}a{display:inline-block;min-height:44px;' +
  `box-sizing:border-box;padding:10px 24px;border-radius:22px;background:${THEME_COLOUR};` +
  'color:#fff;text-decoration:none}';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);

/** The offline page of every language. */
export function offlinePages(): Record<Locale, OfflinePage> {
  const i18n = createBundledI18n();
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  const pages = {} as Record<Locale, OfflinePage>;
  for (const locale of LOCALES) {
    const t = i18n.getFixedT(locale, 'pages');
    const title = escapeHtml(t('offline.title'));
    pages[locale] = {
      styleHash,
      html:
        `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8">` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<meta name="theme-color" content="${THEME_COLOUR}">` +
        `<title>${title}</title><style>${STYLE}</style></head>` +
        `<body><main><h1>${title}</h1><p>${escapeHtml(t('offline.message'))}</p>` +
        `<a href="">${escapeHtml(t('offline.retry'))}</a></main></body></html>`,
    };
  }
  return pages;
}
