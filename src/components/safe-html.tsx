// Renders server-supplied HTML only after DOMPurify has sanitised it (product details,
// articles, promotion bodies) under the storefront's rich-text policy (issue 11 item 20):
// - scripts, handlers, forms, frames and inline styles are dropped (DOMPurify);
// - a link keeps its href only if it passes the URL check for content (this site, the
//   social hosts, the app stores; mailto: and tel: too, they lead to no site); any other
//   link loses its href and keeps its text; an external link never sends a Referer;
// - target, class, id, name and style are dropped: a planted class could reuse one of the
//   app's own classes (a backdrop covering the page), an id or name could clobber globals or
//   the app's ids, and a target could navigate the top window;
// - images (and any other loaded resource) only over https: others are removed.
// DOMPurify needs a DOM: the browser's, or on the production server the request scope's
// (a jsdom window, server/html-window.ts), so a page rendered there carries the sanitised
// markup the browser renders, and nothing moves when it hydrates (with the text alone on the
// server, NewsDetail's article grew and moved after hydration: CLS 0.112). Without a DOM
// (a server without one) the text alone is rendered (lib/html-text.ts, never markup).
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { useMemo } from 'react';
import { htmlToText } from '../lib/html-text';
import { checkUrl } from '../lib/safe-url';
import { serverScope } from '../lib/server-scope';

const FORBID_ATTR = ['style', 'target', 'class', 'id', 'name', 'srcset', 'background', 'ping'];

/** Links that open the mail or phone app: kept, they lead to no site. */
const NON_WEB_LINK = /^(mailto|tel):/i;

function applyLinkPolicy(link: Element): void {
  const raw = link.getAttribute('href') ?? '';
  if (NON_WEB_LINK.test(raw.trim())) return;
  const checked = checkUrl(raw, 'content');
  if (checked.kind === 'refused') {
    link.removeAttribute('href');
    return;
  }
  link.setAttribute('href', checked.href);
  if (checked.kind === 'external') link.setAttribute('rel', 'noopener noreferrer');
}

function isHttps(raw: string | null): boolean {
  if (raw === null) return false;
  try {
    return new URL(raw.trim()).protocol === 'https:';
  } catch {
    return false;
  }
}

// One DOMPurify per window (the browser's, the server's).
type DomWindow = Window & typeof globalThis;
const purifiers = new WeakMap<DomWindow, DOMPurify>();

function purifierOf(window: DomWindow): DOMPurify {
  let purifier = purifiers.get(window);
  if (!purifier) {
    purifier = createDOMPurify(window);
    purifiers.set(window, purifier);
  }
  return purifier;
}

/** The DOM this render sanitises in: the request's on a server, else the browser's. */
function domWindow(): DomWindow | undefined {
  const scope = serverScope();
  if (scope) return scope.htmlWindow;
  return typeof window === 'undefined' ? undefined : window;
}

export function sanitizeHtml(
  html: string | null | undefined,
  window: DomWindow | undefined = domWindow(),
): string {
  if (!window) return '';
  const purifier = purifierOf(window);
  if (!purifier.isSupported) return '';
  const fragment = purifier.sanitize(html ?? '', {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('[href]')) applyLinkPolicy(link);
  for (const node of fragment.querySelectorAll('[src], [poster], img')) {
    const sources = [node.getAttribute('src'), node.getAttribute('poster')].filter(
      (value) => value !== null,
    );
    if (sources.length === 0 || !sources.every(isHttps)) node.remove();
  }
  const holder = window.document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article';
}

export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const window = domWindow();
  const clean = useMemo(() => (window ? sanitizeHtml(html, window) : undefined), [html, window]);
  if (clean === undefined) return <Tag className={className}>{htmlToText(html)}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
