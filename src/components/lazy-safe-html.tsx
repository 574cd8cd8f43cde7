// SafeHtml with DOMPurify in its own chunk, for HTML that is not needed for the first
// paint. Until the sanitiser arrives, the text alone is shown (read from an inert parsed
// document, so nothing in it runs or loads), which keeps the block at about its size.
import { lazy, Suspense, useMemo } from 'react';

const SafeHtml = lazy(async () => ({ default: (await import('./safe-html')).SafeHtml }));

function textOf(html: string | null | undefined): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent;
}

interface LazySafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

export function LazySafeHtml({ html, className }: LazySafeHtmlProps) {
  const text = useMemo(() => textOf(html), [html]);
  return (
    <Suspense fallback={<div className={className}>{text}</div>}>
      <SafeHtml html={html} className={className} />
    </Suspense>
  );
}
