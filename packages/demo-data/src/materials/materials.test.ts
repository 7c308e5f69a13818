import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COLOUR_KEYS, MATERIAL_KEYS, type MaterialKey } from '../vocab/types';
import {
  MATERIAL_CATEGORY,
  allowedColours,
  allowedFinishes,
  baseColourOf,
  generateMaterial,
  type MaterialSpec,
} from './index';

const SIZE = 128;

/** Decodes a map to raw pixels (channels as stored). */
interface Img {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

async function raw(buf: Buffer): Promise<Img> {
  const { data, info } = await sharp(buf).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/**
 * Median over rows (or columns) of the per-pixel difference between two columns (or rows).
 * The median ignores the few rows where natural content (a ring edge, a thread gap) happens to
 * fall between the two lines, while a real seam shifts most of them.
 */
function lineDiff(img: Img, a: number, b: number, rows: boolean): number {
  const { data, width, height, channels } = img;
  const n = rows ? width : height;
  const d: number[] = [];
  for (let k = 0; k < n; k++) {
    let s = 0;
    for (let c = 0; c < channels; c++) {
      const pa = rows ? (a * width + k) * channels + c : (k * width + a) * channels + c;
      const pb = rows ? (b * width + k) * channels + c : (k * width + b) * channels + c;
      s += Math.abs(data[pa]! - data[pb]!);
    }
    d.push(s / channels);
  }
  d.sort((p, q) => p - q);
  return d[n >> 1]!;
}

/** Wrap-around edge difference and the 90th percentile of neighbouring-line differences. */
function seam(img: Img, rows: boolean): { edge: number; inner: number } {
  const last = (rows ? img.height : img.width) - 1;
  const inner: number[] = [];
  for (let k = 0; k < last; k++) inner.push(lineDiff(img, k, k + 1, rows));
  inner.sort((p, q) => p - q);
  return { edge: lineDiff(img, last, 0, rows), inner: inner[Math.floor(last * 0.9)]! };
}

function specFor(key: MaterialKey, pick = 0, seed = 7): MaterialSpec {
  const finishes = allowedFinishes(key);
  const finish = finishes[pick % finishes.length]!;
  const colours = allowedColours(key, finish);
  return { key, finish, colour: colours[(pick * 3) % colours.length]!, seed };
}

describe('seam check', () => {
  it('flags a texture that does not wrap and passes one that does', () => {
    const w = 64;
    const ramp = Buffer.alloc(w * w);
    const wave = Buffer.alloc(w * w);
    for (let y = 0; y < w; y++) {
      for (let x = 0; x < w; x++) {
        ramp[y * w + x] = x * 3 + ((x * 7 + y * 13) % 5);
        wave[y * w + x] = 128 + 60 * Math.sin((2 * Math.PI * x) / w) + ((x * 7 + y * 13) % 5);
      }
    }
    const img = (data: Buffer): Img => ({ data, width: w, height: w, channels: 1 });
    const bad = seam(img(ramp), false);
    const good = seam(img(wave), false);
    expect(bad.edge).toBeGreaterThan(bad.inner * 1.6 + 2);
    expect(good.edge).toBeLessThanOrEqual(good.inner * 1.6 + 2);
  });
});

describe('material vocabulary', () => {
  it('gives every key a category, finishes and colours from the vocabulary', () => {
    for (const key of MATERIAL_KEYS) {
      expect(MATERIAL_CATEGORY[key]).toBeTruthy();
      expect(allowedFinishes(key).length).toBeGreaterThan(0);
      for (const f of allowedFinishes(key))
        expect(allowedColours(key, f).length).toBeGreaterThan(0);
    }
    expect(allowedFinishes('velvet')).not.toContain('brushed');
    expect(allowedFinishes('linen')).not.toContain('polished');
    expect(allowedColours('oak')).toContain('natural');
    expect(allowedColours('steel', 'polished')).not.toContain('red');
    expect(allowedColours('steel', 'powder_coated')).toContain('red');
  });

  it('has a palette colour for every colour key', () => {
    for (const c of COLOUR_KEYS) {
      const rgb = baseColourOf(c);
      expect(rgb).toHaveLength(3);
      for (const v of rgb) expect(v >= 0 && v <= 255 && Number.isInteger(v)).toBe(true);
    }
  });
});

// Generous timeout: the suite shares two cores with other work.
describe('generateMaterial', { timeout: 60_000 }, () => {
  for (const key of MATERIAL_KEYS) {
    it(`${key}: decodable, seamless maps with a flat-ish normal map`, async () => {
      for (const pick of [0, 1]) {
        const spec = specFor(key, pick);
        expect(allowedFinishes(key)).toContain(spec.finish);
        expect(allowedColours(key, spec.finish)).toContain(spec.colour);
        const m = await generateMaterial(spec, SIZE);
        const metal = MATERIAL_CATEGORY[key] === 'metal' && spec.finish !== 'powder_coated';
        expect(!!m.maps.metallic).toBe(metal);
        expect(m.definition.metallic).toBe(metal ? 1 : 0);
        expect(!!m.definition.maps.metallic).toBe(metal);
        const d = m.definition;
        expect(d.format).toBe('vitrine-material');
        expect(d.sound_absorption).toBeGreaterThanOrEqual(0);
        expect(d.sound_absorption).toBeLessThanOrEqual(1);
        for (const v of [...d.base_color, d.roughness, d.opacity, d.transmission]) {
          expect(v >= 0 && v <= 1).toBe(true);
        }
        for (const [name, buf] of Object.entries(m.maps)) {
          const meta = await sharp(buf).metadata();
          expect(meta.width).toBe(SIZE);
          expect(meta.height).toBe(SIZE);
          const mime = m.mimeTypes[name as 'basecolor'];
          expect(meta.format).toBe(mime === 'image/png' ? 'png' : 'jpeg');
          const img = await raw(buf);
          for (const rows of [false, true]) {
            const { edge, inner } = seam(img, rows);
            const where = `${key} ${spec.finish} ${name} ${rows ? 'top/bottom' : 'left/right'}`;
            expect(edge, `${where} seam`).toBeLessThanOrEqual(inner * 1.6 + 2);
          }
        }
        const n = await raw(m.maps.normal);
        const mean = [0, 0, 0];
        for (let i = 0; i < n.data.length; i++) mean[i % 3]! += n.data[i]!;
        const px = n.data.length / 3;
        expect(Math.abs(mean[0]! / px - 128)).toBeLessThan(12);
        expect(Math.abs(mean[1]! / px - 128)).toBeLessThan(12);
        expect(mean[2]! / px).toBeGreaterThan(215);
        const pv = await sharp(m.preview).metadata();
        expect([pv.format, pv.width, pv.height]).toEqual(['jpeg', 587, 440]);
      }
    });
  }

  it('is deterministic per seed and varies with it', async () => {
    for (const key of ['oak', 'marble', 'linen', 'brass', 'terrazzo'] as const) {
      const a = await generateMaterial(specFor(key), SIZE);
      const b = await generateMaterial(specFor(key), SIZE);
      const c = await generateMaterial({ ...specFor(key), seed: 8 }, SIZE);
      expect(a.maps.basecolor.equals(b.maps.basecolor)).toBe(true);
      expect(a.maps.normal.equals(b.maps.normal)).toBe(true);
      expect(a.maps.roughness.equals(b.maps.roughness)).toBe(true);
      expect(a.preview.equals(b.preview)).toBe(true);
      expect(JSON.stringify(a.definition)).toBe(JSON.stringify(b.definition));
      expect(a.maps.basecolor.equals(c.maps.basecolor)).toBe(false);
    }
  });

  it('defaults to 512 px maps', async () => {
    const m = await generateMaterial({
      key: 'walnut',
      finish: 'oiled',
      colour: 'natural',
      seed: 1,
    });
    expect((await sharp(m.maps.basecolor).metadata()).width).toBe(512);
    expect(m.definition.tile_size_m[0]).toBeGreaterThan(0);
  });
});
