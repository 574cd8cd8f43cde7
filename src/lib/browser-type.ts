// The browserType header: the browser family from the user agent (values inferred; the
// seeds only name the header).
const FAMILIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/MicroMessenger/i, 'WeChat'],
  [/Line\//i, 'Line'],
  [/FBAN|FBAV/i, 'Facebook'],
  [/Edg\//i, 'Edge'],
  [/SamsungBrowser/i, 'Samsung'],
  [/Firefox|FxiOS/i, 'Firefox'],
  [/Chrome|CriOS|Chromium/i, 'Chrome'],
  [/Safari/i, 'Safari'],
];

export function detectBrowserType(userAgent: string): string {
  return FAMILIES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
}
