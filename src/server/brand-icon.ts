// The app's icons (issue 26 item 1), drawn from the favicon of index.html: a white "T" on
// the brand colour. Drawn here rather than checked in as images: one source for every size,
// and a change of the brand colour changes them all. PNG, antialiased by 4x4 samples a pixel.
import { crc32, deflateSync } from 'node:zlib';
import { THEME_COLOUR, type IconPurpose } from '../config/installable';

/** The favicon's drawing on its 32-unit grid: the rounded square and the T's two bars. */
const GRID = 32;
const CORNER = 8;
const T_BARS = [
  { x0: 9, y0: 10, x1: 23, y1: 13 },
  { x0: 14.5, y0: 13, x1: 17.5, y1: 24 },
] as const;
/** The T's centre on the grid: a maskable icon scales it about this point. */
const T_CENTRE = { x: 16, y: 17 };
/**
 * A maskable icon fills its square (the platform cuts its own shape) and keeps what matters
 * within the middle 80% circle: the T at three quarters of its size stays well inside.
 */
const MASKABLE_T_SCALE = 0.75;
const SAMPLES = 4;

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function insideRoundedSquare(x: number, y: number): boolean {
  const cx = Math.min(Math.max(x, CORNER), GRID - CORNER);
  const cy = Math.min(Math.max(y, CORNER), GRID - CORNER);
  return (x - cx) ** 2 + (y - cy) ** 2 <= CORNER ** 2;
}

function insideT(x: number, y: number, scale: number): boolean {
  const gx = T_CENTRE.x + (x - T_CENTRE.x) / scale;
  const gy = T_CENTRE.y + (y - T_CENTRE.y) / scale;
  return T_BARS.some((bar) => gx >= bar.x0 && gx < bar.x1 && gy >= bar.y0 && gy < bar.y1);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The icon of `size` px square as a PNG (8-bit RGBA). */
export function brandIconPng(size: number, purpose: IconPurpose): Buffer {
  const brand = rgb(THEME_COLOUR);
  const scale = purpose === 'maskable' ? MASKABLE_T_SCALE : 1;
  const row = size * 4 + 1;
  const pixels = Buffer.alloc(row * size);
  const perSample = GRID / size / SAMPLES;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let background = 0;
      let glyph = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px * SAMPLES + sx + 0.5) * perSample;
          const y = (py * SAMPLES + sy + 0.5) * perSample;
          if (purpose === 'maskable' || insideRoundedSquare(x, y)) {
            background += 1;
            if (insideT(x, y, scale)) glyph += 1;
          }
        }
      }
      const total = SAMPLES * SAMPLES;
      const offset = py * row + 1 + px * 4;
      // White over the brand colour, by the share of the covered samples the T takes.
      const white = background === 0 ? 0 : glyph / background;
      brand.forEach((value, channel) => {
        pixels[offset + channel] = Math.round(value * (1 - white) + 255 * white);
      });
      pixels[offset + 3] = Math.round((255 * background) / total);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type: RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
