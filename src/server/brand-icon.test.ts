import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brandIconPng } from './brand-icon';

/** The PNG's size and its RGBA pixels (filter 0 rows, as the encoder writes them). */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  const pixel = (x: number, y: number) => {
    const offset = y * (width * 4 + 1) + 1 + x * 4;
    return [...raw.subarray(offset, offset + 4)];
  };
  return { width, height, colourType: png[25], pixel };
}

const BRAND = [0xc2, 0x41, 0x0c, 255];
const WHITE = [255, 255, 255, 255];

describe('brandIconPng', () => {
  it.each([192, 512])('draws a %i px RGBA square', (size) => {
    const icon = decode(brandIconPng(size, 'any'));
    expect([icon.width, icon.height, icon.colourType]).toEqual([size, size, 6]);
  });

  it('is the favicon: a white T on a brand square with transparent rounded corners', () => {
    const icon = decode(brandIconPng(192, 'any'));
    expect(icon.pixel(0, 0)[3]).toBe(0);
    expect(icon.pixel(191, 191)[3]).toBe(0);
    expect(icon.pixel(96, 20)).toEqual(BRAND);
    // The T's bar (grid 9-23 x 10-13) and stem (14.5-17.5 x 13-24): 6 px a unit.
    expect(icon.pixel(60, 66)).toEqual(WHITE);
    expect(icon.pixel(96, 120)).toEqual(WHITE);
    expect(icon.pixel(60, 120)).toEqual(BRAND);
  });

  it('fills the whole square when maskable, the T inside the 80% safe circle', () => {
    const icon = decode(brandIconPng(512, 'maskable'));
    expect(icon.pixel(0, 0)).toEqual(BRAND);
    expect(icon.pixel(511, 511)).toEqual(BRAND);
    const centre = 256;
    const safeRadius = 0.4 * 512;
    for (let y = 0; y < 512; y += 4) {
      for (let x = 0; x < 512; x += 4) {
        const [r] = icon.pixel(x, y);
        if (r !== BRAND[0]) {
          expect(Math.hypot(x - centre, y - centre)).toBeLessThan(safeRadius);
        }
      }
    }
    expect(icon.pixel(centre, centre + 16)).toEqual(WHITE);
  });
});
