import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BrandSpec } from '../catalogue/brands';
import { captionBanner } from './brand-images';
import { textPath } from './text-paths';

/** SVG path data as textPath writes it: commands and plain numbers, nothing else. */
const PATH_DATA = /^(?:[MLQCZ](?:-?\d+(?:\.\d+)?(?:[ ]-?\d+(?:\.\d+)?)*)?|-?\d+(?:\.\d+)?)+$/;

describe('text paths', () => {
  it('writes valid path data for every face, weight and offset', () => {
    const text = 'Studio Brno Wisła Meble Kraków 1952 · Æøå ČŘŽ';
    for (const face of ['sans', 'serif', 'geometric'] as const) {
      for (const weight of [400, 700] as const) {
        // At the origin opentype.js's own formatting wrote "NaN" into some glyphs.
        for (const [x, y] of [
          [0, 0],
          [80, 220],
        ]) {
          const { d, width } = textPath(text, { face, weight, size: 72, x, y });
          expect(d).toMatch(PATH_DATA);
          expect(width).toBeGreaterThan(text.length * 20);
        }
      }
    }
  });
});

describe('caption banner', () => {
  const brand = {
    key: 'long',
    name: 'Brno Studio Collective',
    city: 'Brno',
    country: 'CZ',
    founded: 2004,
    style: 'classic',
    focus: 'furniture',
    colours: ['#2b2d42', '#edf2f4'],
  } as BrandSpec;

  it("keeps the brand's name inside the middle a phone shows", async () => {
    const preview = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#2b2d42' },
    })
      .png()
      .toBuffer();
    const banner = await captionBanner(brand, preview);
    const { data, info } = await sharp(banner).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1500, 500]);
    // Columns with light (text) pixels in the title's band: all within x 425..1075, the
    // middle 650 pixels a 390x300 phone banner shows, and spread over most of it.
    const lit: number[] = [];
    for (let x = 0; x < info.width; x++) {
      for (let y = 170; y < 250; y++) {
        const i = (y * info.width + x) * info.channels;
        if (data[i]! > 180 && data[i + 1]! > 180 && data[i + 2]! > 180) {
          lit.push(x);
          break;
        }
      }
    }
    expect(Math.min(...lit)).toBeGreaterThanOrEqual(425);
    expect(Math.max(...lit)).toBeLessThanOrEqual(1075);
    expect(Math.max(...lit) - Math.min(...lit)).toBeGreaterThan(450);
  });
});
