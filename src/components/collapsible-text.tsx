// A block of text collapsed to a screen's height with an expand/fold control, shown only
// when the content is taller than the screen's threshold (sales promotion bodies above
// 60 px, seed 001 section 2; review texts above about 26.7vw, section 9). The height is
// measured once rendered and again whenever the content resizes (images arriving, a font
// swap, a rotation). The collapsed height itself is the screen's CSS (`clampClassName`
// with [data-collapsed='true']).
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface CollapsibleTextProps {
  /** Collapse when the content is taller than this many pixels (read at each measure). */
  collapseAbovePx: () => number;
  /** Re-measure when this changes (the text or HTML shown). */
  content: string;
  children: ReactNode;
  className?: string | undefined;
  clampClassName: string | undefined;
  toggleClassName: string | undefined;
  expandLabel: string;
  foldLabel: string;
}

export function CollapsibleText({
  collapseAbovePx,
  content,
  children,
  className,
  clampClassName,
  toggleClassName,
  expandLabel,
  foldLabel,
}: CollapsibleTextProps) {
  const id = useId();
  const inner = useRef<HTMLDivElement>(null);
  const threshold = useRef(collapseAbovePx);
  useLayoutEffect(() => {
    threshold.current = collapseAbovePx;
  });
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const node = inner.current;
    if (!node) return;
    const measure = () => {
      setTall(node.scrollHeight > threshold.current());
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, [content]);

  const collapsed = tall && !expanded;
  return (
    <div className={className}>
      <div id={id} className={clampClassName} data-collapsed={collapsed}>
        <div ref={inner}>{children}</div>
      </div>
      {tall && (
        <button
          type="button"
          className={toggleClassName}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => {
            setExpanded((value) => !value);
          }}
        >
          {expanded ? foldLabel : expandLabel}
        </button>
      )}
    </div>
  );
}
