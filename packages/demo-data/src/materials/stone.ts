/**
 * Natural stone with a layered or veined structure: marble (turbulent veins over a cloudy
 * ground, palettes after well-known varieties), travertine (sediment bands with elongated
 * pores) and slate (cleft layers). Granite and terrazzo are grain-based, see aggregate.ts.
 */
import { WHITE_MASK, clamp01, fbmField, hash01, smooth, white } from './noise';
import type { Ctx, RGB, Surface } from './surface';
import { scale } from './surface';

interface MarblePalette {
  base: RGB;
  cloud: RGB;
  vein: RGB;
  vein2: RGB;
}

/** Colour key to a marble variety: Carrara, Nero Marquina, Bardiglio, Verde Alpi, ... */
const MARBLE: Record<string, MarblePalette> = {
  white: {
    base: [0.93, 0.92, 0.9],
    cloud: [0.83, 0.83, 0.84],
    vein: [0.4, 0.41, 0.44],
    vein2: [0.62, 0.62, 0.64],
  },
  black: {
    base: [0.07, 0.07, 0.075],
    cloud: [0.14, 0.14, 0.15],
    vein: [0.93, 0.92, 0.89],
    vein2: [0.45, 0.45, 0.46],
  },
  grey: {
    base: [0.52, 0.53, 0.55],
    cloud: [0.4, 0.41, 0.44],
    vein: [0.9, 0.9, 0.9],
    vein2: [0.28, 0.29, 0.31],
  },
  green: {
    base: [0.09, 0.19, 0.15],
    cloud: [0.17, 0.31, 0.25],
    vein: [0.82, 0.88, 0.84],
    vein2: [0.35, 0.5, 0.42],
  },
  beige: {
    base: [0.89, 0.82, 0.69],
    cloud: [0.8, 0.7, 0.56],
    vein: [0.6, 0.5, 0.38],
    vein2: [0.96, 0.92, 0.84],
  },
  pink: {
    base: [0.9, 0.77, 0.72],
    cloud: [0.8, 0.6, 0.56],
    vein: [0.97, 0.93, 0.9],
    vein2: [0.62, 0.42, 0.4],
  },
  sand: {
    base: [0.84, 0.73, 0.57],
    cloud: [0.72, 0.6, 0.45],
    vein: [0.97, 0.94, 0.87],
    vein2: [0.52, 0.42, 0.31],
  },
};

/** exp(-x^2) for x in [0, 4), the vein cross-section. */
const GAUSS = new Float32Array(1024).map((_, i) => Math.exp(-((i / 256) ** 2)));

/** Marble: even-width meandering veins plus fine secondary veins over a cloudy ground. */
export function marble(ctx: Ctx, s: Surface): void {
  const { size, seed, rand } = ctx;
  const p = MARBLE[ctx.colour] ?? MARBLE.white!;
  const warp1 = fbmField(size, 1, 1, 5, seed + 1, 0.5, 16);
  const warp2 = fbmField(size, 2, 2, 4, seed + 2, 0.5, 16);
  const cloud = fbmField(size, 2, 2, 4, seed + 3, 0.6);
  const fade = fbmField(size, 2, 2, 2, seed + 4);
  // Vein phases t = a*u + b*v + W*warp with integer a, b so they stay periodic; distance to
  // the nearest integer over |grad t| gives veins of even width however strong the warp.
  const a1 = 2 + Math.floor(rand() * 2);
  const b1 = rand() < 0.5 ? 1 : -1;
  const a2 = 3;
  const b2 = rand() < 0.5 ? 2 : -2;
  const W1 = 0.9;
  const W2 = 0.7;
  const polished = ctx.finish === 'polished';
  const { albedo, height, rough } = s;
  const { t: wt, o: wo } = white(seed, 1);
  const half = size / 2;
  for (let y = 0; y < size; y++) {
    const v = y / size;
    const up = ((y + size - 1) % size) * size;
    const dn = ((y + 1) % size) * size;
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const u = x / size;
      const l = x === 0 ? i + size - 1 : i - 1;
      const r = x === size - 1 ? i - size + 1 : i + 1;
      const cl = smooth(-0.4, 0.6, cloud[i]! + warp2[i]! * 0.3);
      let c0 = p.base[0] + (p.cloud[0] - p.base[0]) * cl;
      let c1 = p.base[1] + (p.cloud[1] - p.base[1]) * cl;
      let c2 = p.base[2] + (p.cloud[2] - p.base[2]) * cl;
      const t1 = a1 * u + b1 * v + warp1[i]! * W1;
      const g1x = a1 + (warp1[r]! - warp1[l]!) * half * W1;
      const g1y = b1 + (warp1[dn + x]! - warp1[up + x]!) * half * W1;
      const p1 = Math.abs(t1 - Math.round(t1));
      const d1 = p1 / Math.sqrt(g1x * g1x + g1y * g1y + 0.05);
      const w1 = 0.0015 + 0.004 * smooth(-0.3, 0.5, fade[i]!);
      const e1 =
        GAUSS[Math.min(1023, ((d1 / w1) * 256) | 0)]! +
        0.4 * GAUSS[Math.min(1023, ((p1 / (0.015 + w1 * 12)) * 256) | 0)]!;
      const t2 = a2 * u + b2 * v + warp2[i]! * W2 + warp1[i]! * 0.4;
      const g2x = a2 + (warp2[r]! - warp2[l]!) * half * W2 + (warp1[r]! - warp1[l]!) * half * 0.4;
      const g2y =
        b2 +
        (warp2[dn + x]! - warp2[up + x]!) * half * W2 +
        (warp1[dn + x]! - warp1[up + x]!) * half * 0.4;
      const d2 = Math.abs(t2 - Math.round(t2)) / Math.sqrt(g2x * g2x + g2y * g2y + 0.05);
      const e2 = GAUSS[Math.min(1023, ((d2 / 0.0012) * 256) | 0)]! * smooth(-0.3, 0.3, -fade[i]!);
      const k1 = Math.min(1, e1) * (0.4 + 0.45 * smooth(-0.2, 0.3, fade[i]!));
      const k2 = e2 * 0.7;
      c0 += (p.vein2[0] - c0) * k2;
      c1 += (p.vein2[1] - c1) * k2;
      c2 += (p.vein2[2] - c2) * k2;
      c0 += (p.vein[0] - c0) * k1;
      c1 += (p.vein[1] - c1) * k1;
      c2 += (p.vein[2] - c2) * k1;
      const grain = wt[(i + wo) & WHITE_MASK]! * 0.02;
      albedo[i * 3] = c0 + grain;
      albedo[i * 3 + 1] = c1 + grain;
      albedo[i * 3 + 2] = c2 + grain;
      height[i] = -(k1 + k2) * (polished ? 0.002 : 0.01) + grain * 0.02;
      rough[i] = polished ? 0.07 + k1 * 0.05 + grain : 0.4 + k1 * 0.05 + grain * 2;
    }
  }
}

const TRAVERTINE: Record<string, RGB> = {
  beige: [0.86, 0.79, 0.67],
  sand: [0.82, 0.72, 0.57],
  white: [0.92, 0.9, 0.85],
  grey: [0.68, 0.67, 0.64],
  natural: [0.85, 0.77, 0.63],
};

/** Travertine: sediment bands with elongated pores (filled when polished). */
export function travertine(ctx: Ctx, s: Surface): void {
  const { size, seed } = ctx;
  const base = TRAVERTINE[ctx.colour] ?? TRAVERTINE.beige!;
  const warp = fbmField(size, 2, 6, 3, seed + 1);
  const pores = fbmField(size, 24, 110, 1, seed + 2, 0.45, 3);
  const mott = fbmField(size, 4, 8, 3, seed + 3);
  const bands = new Float32Array(257).map((_, i) => hash01(i, 5, seed) - 0.5);
  const filled = ctx.finish === 'polished';
  const open = ctx.finish === 'natural';
  const pore = scale(base, filled ? 0.86 : 0.62);
  const { albedo, height, rough } = s;
  const { t: wt, o: wo } = white(seed, 2);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const t = (y / size) * 40 + warp[i]! * 3;
      const bi = Math.floor(t);
      const bf = t - bi;
      const i0 = ((bi % 40) + 40) % 40; // 40 bands per tile, so the pattern wraps
      const b0 = bands[i0]!;
      const band = b0 + (bands[(i0 + 1) % 40]! - b0) * smooth(0.3, 0.7, bf);
      const m = 1 + band * 0.2 + mott[i]! * 0.05 + wt[(i + wo) & WHITE_MASK]! * 0.03;
      const pz = smooth(0.42, 0.5, pores[i]! + band * 0.2);
      const k = pz * (0.8 + 0.2 * band);
      albedo[i * 3] = base[0] * m + (pore[0] - base[0] * m) * k;
      albedo[i * 3 + 1] = (base[1] * m + (pore[1] - base[1] * m) * k) * (1 - band * 0.03);
      albedo[i * 3 + 2] = (base[2] * m + (pore[2] - base[2] * m) * k) * (1 - band * 0.06);
      height[i] = -pz * (filled ? 0.02 : open ? 0.8 : 0.4) + mott[i]! * 0.01;
      rough[i] = clamp01((filled ? 0.16 : open ? 0.7 : 0.5) + pz * 0.2 + band * 0.05);
    }
  }
}

const SLATE: Record<string, RGB> = {
  anthracite: [0.25, 0.26, 0.28],
  black: [0.15, 0.155, 0.165],
  grey: [0.42, 0.43, 0.45],
  green: [0.3, 0.36, 0.33],
};

/** Slate: cleft layers (steps in the height) with lamination streaks; honed is flat. */
export function slate(ctx: Ctx, s: Surface): void {
  const { size, seed } = ctx;
  const base = SLATE[ctx.colour] ?? SLATE.anthracite!;
  const layers = fbmField(size, 2, 2, 5, seed + 1, 0.55);
  const streak = fbmField(size, 2, 24, 3, seed + 2);
  const rust = fbmField(size, 3, 3, 3, seed + 3);
  const cloud = fbmField(size, 4, 3, 3, seed + 4);
  const cleft = ctx.finish === 'natural';
  const { albedo, height, rough } = s;
  const { t: wt, o: wo } = white(seed, 3);
  const tone = new Float32Array(64).map((_, k) => hash01(k, 2, seed) - 0.5);
  for (let i = 0; i < size * size; i++) {
    const L = layers[i]! * 4 + 8;
    const fl = Math.floor(L);
    const step = fl + smooth(0.75, 1, L - fl);
    const g = wt[(i + wo) & WHITE_MASK]!;
    const edge = cleft ? smooth(0.7, 0.95, L - fl) : 0;
    const m =
      1 + streak[i]! * 0.2 + tone[fl & 63]! * 0.12 + cloud[i]! * 0.12 + edge * 0.04 + g * 0.06;
    const r = cleft ? smooth(0.3, 0.6, rust[i]!) * 0.25 : 0;
    albedo[i * 3] = base[0] * m + r * 0.12;
    albedo[i * 3 + 1] = base[1] * m + r * 0.05;
    albedo[i * 3 + 2] = base[2] * m;
    height[i] = cleft ? step * 0.25 + streak[i]! * 0.05 + g * 0.01 : g * 0.003 + streak[i]! * 0.004;
    rough[i] = clamp01((cleft ? 0.72 : 0.5) + streak[i]! * 0.08 + g * 0.04);
  }
}
