// Line icons: inline SVG (no icon font or image request), decorative (aria-hidden), so the
// control around an icon carries its label. The icons more than one feature draws are named
// here; a feature draws its own with LineIcon.

interface LineIconProps {
  /** The path, drawn in a 24 x 24 box. */
  d: string;
  /** The rendered width and height, in px. */
  size: number;
  strokeWidth: number;
  strokeLinecap?: 'round';
  strokeLinejoin?: 'round';
}

export function LineIcon({ d, size, strokeWidth, strokeLinecap, strokeLinejoin }: LineIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap={strokeLinecap}
        strokeLinejoin={strokeLinejoin}
      />
    </svg>
  );
}

/** The back chevron of the page headers. */
export function BackIcon() {
  return <LineIcon d="M15 5l-7 7 7 7" size={22} strokeWidth={2} strokeLinecap="round" />;
}

/** The magnifier of the search bars. */
export function SearchIcon() {
  return <LineIcon d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 4 4" size={18} strokeWidth={2} />;
}

/** The language and currency button. */
export function GlobeIcon() {
  return (
    <LineIcon
      d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z"
      size={22}
      strokeWidth={1.6}
    />
  );
}

/** The cross of a dialog's close button. */
export function CloseIcon() {
  return <LineIcon d="M6 6l12 12M18 6 6 18" size={20} strokeWidth={2} strokeLinecap="round" />;
}
