// A page's structured data (schema.org as JSON-LD, issue 26): what search engines read of a
// product or an article, rendered with the screen like its head tags (document-head.tsx),
// so the server's HTML has it and a client navigation replaces it.
//
// A data block, not a script: browsers never run it, and CSP's script-src does not apply to
// it (HTML, "prepare the script element": a type that is not JavaScript is a data block),
// so it carries no nonce, like the server state's block (server/server-state.ts). No
// value can end the block: every `<` is written \u003c (JSON allows it, and the data reads
// the same).
import { htmlToText } from '../lib/html-text';
import { pageOrigin } from '../lib/page-origin';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

/** The JSON of a data block: `<` escaped, so "</script>" or "<!--" in a value stays text. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function StructuredData({ data }: { data: JsonLd }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}

/** An address of the data as an absolute URL on the page's origin (images may be paths). */
export function absoluteUrl(url: string): string | undefined {
  try {
    return new URL(url, pageOrigin() || undefined).toString();
  } catch {
    return undefined;
  }
}

// Where a line ends in the rich text: its words stay apart once the tags are gone.
const LINE_BREAKING_TAG =
  /<\/?(?:p|div|br|h[1-6]|li|ul|ol|dl|dt|dd|tr|td|th|table|section|article|blockquote|pre|hr)\b[^>]*>/gi;

/** Rich text as one line of plain text (the API's HTML, tags dropped, spaces collapsed). */
export function plainText(html: string | null | undefined): string {
  return htmlToText((html ?? '').replace(LINE_BREAKING_TAG, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
