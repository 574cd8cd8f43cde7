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
// DOMPurify needs the browser's DOM: a page rendered on the server carries the text alone
// (lib/html-text.ts, never markup), and so does the browser's hydration of it; the
// sanitised markup replaces it right after.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { htmlToText } from '../lib/html-text';
import { useBrowserRender } from '../lib/use-browser-render';
import { checkUrl } from '../lib/safe-url';

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

export function sanitizeHtml(html: string | null | undefined): string {
  if (!DOMPurify.isSupported) return '';
  const fragment = DOMPurify.sanitize(html ?? '', {
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
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article';
}

export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const inBrowser = useBrowserRender();
  const clean = useMemo(() => (inBrowser ? sanitizeHtml(html) : undefined), [html, inBrowser]);
  if (clean === undefined) return <Tag className={className}>{htmlToText(html)}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
