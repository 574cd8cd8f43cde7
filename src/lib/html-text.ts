// The text of an HTML fragment without a DOM, for a block shown before its sanitised markup
// (components/lazy-safe-html.tsx): tags, comments and the content of script, style and
// template elements dropped, character references decoded. The same function runs on the
// server and in the browser, so a page rendered on the server and the browser's first
// render show the same text. It only ever produces text: nothing of it is parsed as HTML.
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function codePoint(value: number): string {
  return Number.isInteger(value) &&
    value > 0 &&
    value <= 0x10ffff &&
    !(value >= 0xd800 && value <= 0xdfff)
    ? String.fromCodePoint(value)
    : '\ufffd';
}

export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/<\/?[a-z][^>]*>?/gi, '')
    .replace(
      /&(?:#(\d+)|#x([\da-f]+)|([a-z]+));?/gi,
      (whole, dec?: string, hex?: string, name?: string) => {
        if (dec !== undefined) return codePoint(Number(dec));
        if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
        return NAMED[(name ?? '').toLowerCase()] ?? whole;
      },
    );
}
