// SafeHtml with DOMPurify in its own chunk, for HTML that is not needed for the first
// paint. Until the sanitiser arrives, the text alone is shown (taken out of the markup as
// text, lib/html-text.ts, so nothing in it runs or loads; the same on a server rendering the
// page and in the browser's first render), which keeps the block at about its size; if
// the sanitiser's chunk cannot load, the text stays. The chunk is asked for once the text
// has been painted, so it never competes with what the first paint needs.
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
