/**
 * Grain-based mineral surfaces: granite (interlocking mineral specks), terrazzo (crushed stone
 * chips in a cement matrix) and concrete (mottled cement with air pores).
 */
import { stampChips } from './chips';
import { WHITE_MASK, clamp01, fbmField, hash01, smooth, white } from './noise';
import type { Ctx, RGB, Surface } from './surface';
import { lum, scale } from './surface';

/** Granite minerals per colour: [main feldspar, quartz, dark mica] as sRGB. */
const GRANITE: Record<string, [RGB, RGB, RGB]> = {
  grey: [
    [0.78, 0.77, 0.75],
    [0.55, 0.55, 0.56],
    [0.1, 0.1, 0.11],
  ],
  black: [
    [0.12, 0.12, 0.13],
    [0.2, 0.2, 0.21],
    [0.05, 0.05, 0.055],
  ],
  anthracite: [
    [0.3, 0.3, 0.32],
    [0.5, 0.5, 0.51],
    [0.08, 0.08, 0.09],
  ],
  beige: [
    [0.82, 0.74, 0.62],
    [0.62, 0.58, 0.54],
    [0.16, 0.13, 0.11],
  ],
  red: [
    [0.62, 0.32, 0.26],
    [0.5, 0.46, 0.45],
    [0.1, 0.08, 0.08],
  ],
  white: [
    [0.9, 0.89, 0.87],
    [0.7, 0.7, 0.71],
    [0.18, 0.18, 0.2],
  ],
};

/** Granite: two thresholded speck fields cut feldspar, quartz and mica patches (~3-5 mm). */
export function granite(ctx: Ctx, s: Surface): void {
  const { size, seed } = ctx;
  const [feld, quartz, mica] = GRANITE[ctx.colour] ?? GRANITE.grey!;
  // Two speck fields at grain scale (~3-5 mm); thresholds cut them into mineral patches.
  const a = fbmField(size, 80, 80, 2, seed + 1, 0.6, 3);
  const b = fbmField(size, 128, 128, 1, seed + 2, 0.5, 3);
  const cloud = fbmField(size, 3, 3, 3, seed + 3);
  const polished = ctx.finish === 'polished';
  const { albedo, height, rough } = s;
  const { t: wt, o: wo } = white(seed, 7);
  for (let i = 0; i < size * size; i++) {
    const q = smooth(0.02, 0.12, a[i]!);
    const m = smooth(0.36, 0.44, b[i]! - a[i]! * 0.3);
    const g = wt[(i + wo) & WHITE_MASK]!;
    const k = 1 + cloud[i]! * 0.06 + g * 0.08;
    let c0 = (feld[0] + (quartz[0] - feld[0]) * q) * k;
    let c1 = (feld[1] + (quartz[1] - feld[1]) * q) * k;
    let c2 = (feld[2] + (quartz[2] - feld[2]) * q) * k;
    c0 += (mica[0] - c0) * m;
    c1 += (mica[1] - c1) * m;
    c2 += (mica[2] - c2) * m;
    albedo[i * 3] = c0;
    albedo[i * 3 + 1] = c1;
    albedo[i * 3 + 2] = c2;
    height[i] = polished ? g * 0.002 : g * 0.02 - m * 0.02;
    rough[i] = clamp01((polished ? 0.1 : 0.45) + q * -0.04 + m * 0.08 + g * 0.04);
  }
}

/** Terrazzo matrix colour per colour key, and the chip palette. */
const TERRAZZO: Record<string, RGB> = {
  white: [0.9, 0.89, 0.86],
  grey: [0.64, 0.64, 0.62],
  pink: [0.9, 0.78, 0.74],
  terracotta: [0.77, 0.47, 0.37],
  sage: [0.72, 0.76, 0.67],
  beige: [0.86, 0.8, 0.7],
  anthracite: [0.26, 0.26, 0.27],
  blue: [0.58, 0.65, 0.74],
};
const CHIPS: RGB[] = [
  [0.95, 0.94, 0.92],
  [0.55, 0.55, 0.56],
  [0.12, 0.12, 0.13],
  [0.72, 0.38, 0.28],
  [0.8, 0.7, 0.55],
  [0.35, 0.45, 0.4],
  [0.85, 0.6, 0.55],
  [0.4, 0.4, 0.42],
];

/** Terrazzo: large and small angular chips over a speckled cement matrix of the colour. */
export function terrazzo(ctx: Ctx, s: Surface): void {
  const { size, seed, rand } = ctx;
  const matrix = TERRAZZO[ctx.colour] ?? TERRAZZO.white!;
  const field = stampChips(
    size,
    { count: 260, rMin: 0.012, rMax: 0.045, sides: 6, elongate: 1.6 },
    rand,
  );
  stampChips(
    size,
    { count: 1400, rMin: 0.003, rMax: 0.009, sides: 5, elongate: 1.4 },
    rand,
    field,
    10000,
  );
  const cloud = fbmField(size, 4, 4, 3, seed + 1);
  // Chips lean to the matrix's family: dark matrices get lighter chips, colourful get tones.
  const palette = CHIPS.map((c, k) =>
    k % 3 === 0 ? scale(matrix, lum(matrix) > 0.5 ? 0.8 : 1.6) : c,
  );
  const polished = ctx.finish === 'polished';
  const { albedo, height, rough } = s;
  const { id, edge } = field;
  const chipCol = new Uint8Array(11401).map((_, c) =>
    Math.floor(hash01(c, 1, seed) * palette.length),
  );
  const chipTone = new Float32Array(11401).map((_, c) => 0.92 + hash01(c, 2, seed) * 0.16);
  const { t: wt, o: wo } = white(seed, 3);
  const { o: wo2 } = white(seed, 4);
  for (let i = 0; i < size * size; i++) {
    const g = wt[(i + wo) & WHITE_MASK]!;
    const c = id[i]!;
    let col: RGB = matrix;
    let k = 1 + cloud[i]! * 0.05 + g * 0.06;
    let h = g * 0.01;
    if (c > 0) {
      col = palette[chipCol[c]!]!;
      k = chipTone[c]! + g * 0.04;
      h = smooth(0, 1.5, edge[i]!) * 0.02;
    } else if (wt[(i + wo2) & WHITE_MASK]! < -0.46) k *= 0.8;
    albedo[i * 3] = col[0] * k;
    albedo[i * 3 + 1] = col[1] * k;
    albedo[i * 3 + 2] = col[2] * k;
    height[i] = polished ? h * 0.2 : h;
    rough[i] = clamp01((polished ? 0.12 : 0.42) + (c > 0 ? -0.03 : 0.04) + g * 0.03);
  }
}

const CONCRETE: Record<string, RGB> = {
  grey: [0.63, 0.62, 0.59],
  anthracite: [0.34, 0.34, 0.34],
  white: [0.86, 0.85, 0.81],
  beige: [0.79, 0.74, 0.65],
  sand: [0.73, 0.67, 0.56],
};

/** Concrete: mottled cement with air pores; polished shows a faint fine aggregate. */
export function concrete(ctx: Ctx, s: Surface): void {
  const { size, seed, rand } = ctx;
  const base = CONCRETE[ctx.colour] ?? CONCRETE.grey!;
  const mott = fbmField(size, 3, 3, 6, seed + 1, 0.6, 4);
  const stains = fbmField(size, 2, 2, 3, seed + 2);
  const polished = ctx.finish === 'polished';
  const pores = stampChips(
    size,
    { count: polished ? 120 : 420, rMin: 0.0012, rMax: 0.005, sides: 12, elongate: 1.3 },
    rand,
  );
  if (polished)
    stampChips(
      size,
      { count: 1500, rMin: 0.002, rMax: 0.006, sides: 6, elongate: 1.5 },
      rand,
      pores,
      10000,
    );
  const { albedo, height, rough } = s;
  const chipTone = new Float32Array(1501).map((_, c) => hash01(c, 1, seed));
  const rBase = polished ? 0.22 : ctx.finish === 'matt' ? 0.6 : 0.78;
  const { t: wt, o: wo } = white(seed, 5);
  for (let i = 0; i < size * size; i++) {
    const g = wt[(i + wo) & WHITE_MASK]!;
    let k = 1 + mott[i]! * 0.1 + smooth(0.1, 0.6, stains[i]!) * -0.06 + g * 0.06;
    let h = mott[i]! * 0.05 + g * 0.02;
    let r = rBase + mott[i]! * 0.06 + g * 0.05;
    const c = pores.id[i]!;
    if (c > 10000) {
      k *= 0.85 + chipTone[c - 10000]! * 0.35;
      r -= 0.03;
    } else if (c > 0) {
      const d = smooth(0, 1.2, pores.edge[i]!);
      k *= 1 - 0.45 * d;
      h -= 0.4 * d;
      r += 0.1 * d;
    }
    albedo[i * 3] = base[0] * k;
    albedo[i * 3 + 1] = base[1] * k;
    albedo[i * 3 + 2] = base[2] * k;
    height[i] = h;
    rough[i] = clamp01(r);
  }
}
