/**
 * Manufactured and woven surfaces: plastic (satin stipple or gloss), glass (tint only; the
 * preview refracts the backdrop), glazed ceramic tiles with grout, and rattan cane weave.
 */
import { WHITE_MASK, clamp01, fbmField, hash01, smooth, white } from './noise';
import type { Ctx, RGB, Surface } from './surface';
import { lum, mix } from './surface';

/** Plastic: uniform colour, matt stipple or gloss with a faint wave. */
export function plastic(ctx: Ctx, s: Surface): void {
  const { size, seed, tint } = ctx;
  const glossy = ctx.finish === 'glossy';
  const stipple = fbmField(size, 120, 120, 1, seed + 1, 0.5, 3);
  const wave = fbmField(size, 3, 3, 2, seed + 2);
  const { albedo, height, rough } = s;
  for (let i = 0; i < size * size; i++) {
    const m = 1 + wave[i]! * 0.015 + (glossy ? 0 : stipple[i]! * 0.02);
    albedo[i * 3] = tint[0] * m;
    albedo[i * 3 + 1] = tint[1] * m;
    albedo[i * 3 + 2] = tint[2] * m;
    height[i] = glossy ? wave[i]! * 0.01 : stipple[i]! * 0.006 + wave[i]! * 0.01;
    rough[i] = glossy ? 0.12 + wave[i]! * 0.01 : clamp01(0.55 + stipple[i]! * 0.06);
  }
}

/** Glass: tint only (transmission and opacity go to the definition); matt = frosted. */
export function glass(ctx: Ctx, s: Surface): void {
  const { size, seed, colour, finish } = ctx;
  let tint: RGB = colour === 'natural' ? [0.93, 0.97, 0.95] : mix(ctx.tint, [1, 1, 1], 0.35);
  if (finish === 'smoked') tint = mix(tint, [0.5, 0.47, 0.44], 0.6);
  const frosted = finish === 'matt';
  const grain = frosted ? fbmField(size, 160, 160, 1, seed + 1, 0.5, 3) : null;
  const { albedo, height, rough } = s;
  for (let i = 0; i < size * size; i++) {
    albedo[i * 3] = tint[0];
    albedo[i * 3 + 1] = tint[1];
    albedo[i * 3 + 2] = tint[2];
    height[i] = grain ? grain[i]! * 0.003 : 0;
    rough[i] = frosted ? 0.45 + grain![i]! * 0.04 : 0.03;
  }
  s.look = { glass: true, transmission: frosted ? 0.85 : 0.92, opacity: 0.3 };
}

/** Tiles: 4 x 4 per texture tile, ~3 mm grout, per-tile glaze tone and a wavy glaze. */
export function ceramic(ctx: Ctx, s: Surface): void {
  const { size, seed, tileMm, finish } = ctx;
  const tint: RGB = ctx.colour === 'natural' ? [0.74, 0.45, 0.33] : ctx.tint;
  const N = 4;
  const groutMm = 3;
  const glaze = fbmField(size, 8, 8, 3, seed + 1, 0.5);
  const speck = finish === 'natural' ? fbmField(size, 96, 96, 1, seed + 2, 0.5, 3) : null;
  const grout: RGB = lum(tint) > 0.45 ? [0.78, 0.77, 0.74] : [0.3, 0.3, 0.3];
  const rTile = finish === 'glossy' ? 0.07 : finish === 'matt' ? 0.5 : 0.72;
  const { albedo, height, rough } = s;
  const { t: wt, o: wo } = white(seed, 5);
  const tones = new Float32Array(N * N).map((_, k) => 1 + (hash01(k, 1, seed) - 0.5) * 0.12);
  for (let y = 0; y < size; y++) {
    const cv = ((y + 0.5) / size) * N + 0.5; // half-tile offset: texture edges run mid-tile
    const ty = Math.floor(cv);
    const ey = Math.min(cv - ty, ty + 1 - cv) * (tileMm / N);
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const cu = ((x + 0.5) / size) * N + 0.5;
      const tx = Math.floor(cu);
      const ex = Math.min(cu - tx, tx + 1 - cu) * (tileMm / N);
      const e = Math.min(ex, ey) - groutMm / 2;
      const id = (ty % N) * N + (tx % N);
      const g = wt[(i + wo) & WHITE_MASK]!;
      if (e < 0) {
        const k = 1 + g * 0.1;
        albedo[i * 3] = grout[0] * k;
        albedo[i * 3 + 1] = grout[1] * k;
        albedo[i * 3 + 2] = grout[2] * k;
        height[i] = -1.2 + g * 0.05;
        rough[i] = 0.9;
        continue;
      }
      const bevel = smooth(0, 2.5, e);
      const tone = tones[id]!;
      // Glaze pools darker where it is thicker, toward the edges and in the waves.
      const pool = (1 - bevel) * 0.12 + glaze[i]! * 0.06;
      const m = tone * (1 - pool) + (speck ? speck[i]! * 0.08 + g * 0.06 : g * 0.01);
      albedo[i * 3] = tint[0] * m;
      albedo[i * 3 + 1] = tint[1] * m;
      albedo[i * 3 + 2] = tint[2] * m;
      height[i] = bevel * 0.6 - 0.6 + glaze[i]! * (finish === 'glossy' ? 0.05 : 0.02) + g * 0.002;
      rough[i] = clamp01(rTile + glaze[i]! * 0.03 + (speck ? g * 0.05 : 0));
    }
  }
}

/** Rattan cane strips in an over-under weave with dark gaps, glossy lengthwise fibres. */
export function rattan(ctx: Ctx, s: Surface): void {
  const { size, seed, finish } = ctx;
  const tint: RGB =
    ctx.colour === 'natural' ? [0.82, 0.64, 0.4] : mix(ctx.tint, [0.7, 0.55, 0.35], 0.25);
  const N = 18;
  const mott = fbmField(size, 4, 4, 3, seed + 1);
  const { albedo, height, rough } = s;
  const gap = 0.14;
  const rBase = finish === 'lacquered' ? 0.25 : 0.42;
  const { t: wt, o: wo } = white(seed, 6);
  // Per strip: tone, and a node (darker band) every few strip widths.
  const tones = new Float32Array(2 * N).map((_, k) => 1 + (hash01(k, 3, seed) - 0.5) * 0.16);
  const nodes = new Uint8Array(2 * N * N).map((_, k) => (hash01(k, 2, seed) < 0.08 ? 1 : 0));
  for (let y = 0; y < size; y++) {
    const cv = ((y + 0.5) / size) * N;
    const j = Math.floor(cv);
    const fv = cv - j;
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const cu = ((x + 0.5) / size) * N;
      const k = Math.floor(cu);
      const fu = cu - k;
      const hTop = ((k + j) & 1) === 0;
      // Across-strip profile: flat top with rounded edges, zero in the gap.
      const ax = Math.abs(fv - 0.5) * 2;
      const ay = Math.abs(fu - 0.5) * 2;
      const qx = (ax * ax) / ((1 - gap) * (1 - gap));
      const qy = (ay * ay) / ((1 - gap) * (1 - gap));
      const pH = qx < 1 ? Math.sqrt(1 - qx * qx) : 0;
      const pV = qy < 1 ? Math.sqrt(1 - qy * qy) : 0;
      const bq = hTop ? ay : ax;
      const bend = 0.75 + 0.25 * (1 - bq * bq);
      const hH = pH * (hTop ? bend : 0.55);
      const hV = pV * (hTop ? 0.55 : bend);
      const onH = hH >= hV;
      const h = onH ? hH : hV;
      const strip = onH ? j : k + N;
      // Fibres run along the strip: noise constant over half a strip width lengthwise.
      const fib = onH
        ? wt[(y * 7919 + ((cu * 2) | 0) + wo) & WHITE_MASK]!
        : wt[(x * 7919 + ((cv * 2) | 0) + wo) & WHITE_MASK]!;
      const node = nodes[strip * N + ((((onH ? cu : cv) / 3) | 0) % N)] ? 0.85 : 1;
      const tone = tones[strip]! * node;
      const m = h > 0.02 ? (0.55 + 0.45 * h) * tone * (1 + fib * 0.1 + mott[i]! * 0.06) : 0.18;
      albedo[i * 3] = tint[0] * m;
      albedo[i * 3 + 1] = tint[1] * m;
      albedo[i * 3 + 2] = tint[2] * m;
      height[i] = h * 1.2 + fib * 0.03;
      rough[i] = h > 0.02 ? clamp01(rBase + fib * 0.1) : 0.9;
    }
  }
}
