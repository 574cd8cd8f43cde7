// Serves the images the contract's examples point at (/mock-assets/<group>/<slug>.svg) as
// generated placeholders, so the app looks complete on the mock server with no CDN. Dev
// server and preview only: the production bundle never contains it.
import type { Connect, Plugin } from 'vite';

const PREFIX = '/mock-assets/';
const PALETTE = [
  '#ff5a1f',
  '#2563eb',
  '#16a34a',
  '#9333ea',
  '#db2777',
  '#0891b2',
  '#ca8a04',
  '#475569',
];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A square (or wide, for banners) placeholder with the slug's initials. */
export function placeholderSvg(path: string): string {
  const [group = '', file = ''] = path.slice(PREFIX.length).split('/');
  const slug = file.replace(/\.[a-z]+$/, '');
  const words = slug.split(/[-_]/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  const wide = group === 'banners' || group === 'news';
  const [w, h] = wide ? [750, 300] : [200, 200];
  const color = PALETTE[hash(slug) % PALETTE.length] ?? '#ff5a1f';
  const label = escapeXml(words.join(' '));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}"><rect width="100%" height="100%" rx="${wide ? 0 : 24}" fill="${color}"/><text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${wide ? 96 : 80}" font-weight="700" fill="#fff">${escapeXml(initials)}</text></svg>`;
}

/** The placeholder for a mock image path (/mock-assets/<group>/<slug>.svg), else undefined. */
export function mockAsset(
  path: string,
): { headers: Record<string, string>; body: string } | undefined {
  const url = path.split('?')[0] ?? '';
  if (!url.startsWith(PREFIX) || !url.endsWith('.svg')) return undefined;
  return {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    body: placeholderSvg(url),
  };
}

const middleware: Connect.NextHandleFunction = (req, res, next) => {
  const asset = mockAsset(req.url ?? '');
  if (!asset) {
    next();
    return;
  }
  for (const [name, value] of Object.entries(asset.headers)) res.setHeader(name, value);
  res.end(asset.body);
};

export function mockAssetsPlugin(): Plugin {
  return {
    name: 'mock-assets',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
