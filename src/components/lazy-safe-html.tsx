// SafeHtml with DOMPurify in its own chunk, for HTML that is not needed for the first
// paint. In a page the browser renders, the text alone is shown until the sanitiser arrives
// (taken out of the markup as text, lib/html-text.ts, so nothing in it runs or loads), which
// keeps the block at about its size; if the sanitiser's chunk cannot load, the text stays.
// The chunk is asked for once the text has been painted, so it never competes with what the
// first paint needs. A page rendered on the server carries the sanitised markup (the server
// has painted it), which the browser keeps while the chunk arrives.
import { lazy, Suspense, useMemo } from 'react';
import { htmlToText } from '../lib/html-text';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';

interface LazySafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

/** The text alone: shown while the sanitiser loads, and for good if its chunk fails. */
function TextOnly({ html, className }: LazySafeHtmlProps) {
  const text = useMemo(() => htmlToText(html), [html]);
  return <div className={className}>{text}</div>;
}

// A sanitiser chunk that fails to load is no reason to lose the screen or reload the page:
// the block keeps its text (issue 11 item 21).
const SafeHtml = lazy(async () => {
  try {
    return { default: (await import('./safe-html')).SafeHtml };
  } catch {
    return { default: TextOnly };
  }
});

export function LazySafeHtml({ html, className }: LazySafeHtmlProps) {
  const painted = useAfterFirstPaint();
  if (!painted) return <TextOnly html={html} className={className} />;
  return (
    <Suspense fallback={<TextOnly html={html} className={className} />}>
      <SafeHtml html={html} className={className} />
    </Suspense>
  );
}
