/**
 * Leather and suede. Leather grain is a network of fine creases (level lines of noise give
 * cell-like pebbling) over broader wrinkles, with pores; finishes change gloss and wear.
 * Suede is a napped surface: fine fibres plus brushed patches that the preview sheen picks up.
 */
import { WHITE_MASK, clamp01, fbmField, smooth, white } from './noise';
import type { Ctx, RGB, Surface } from './surface';

/** Vegetable-tanned tan for the 'natural' colour key. */
const NATURAL: RGB = [0.74, 0.55, 0.38];

/** exp(-x^2) for x in [0, 4). */
const GAUSS = new Float32Array(1024).map((_, i) => Math.exp(-((i / 256) ** 2)));

/** Leather: pebbled grain and wrinkles; finish sets gloss, oiled darkens, aged adds wear. */
export function leather(ctx: Ctx, s: Surface): void {
  const { size, seed, finish } = ctx;
  const tint = ctx.colour === 'natural' ? NATURAL : ctx.tint;
  const fine = fbmField(size, 56, 56, 2, seed + 1, 0.45, 4);
  const wrinkle = fbmField(size, 6, 6, 3, seed + 2, 0.5, 6);
  const wear = fbmField(size, 3, 3, 3, seed + 3);
  const aged = finish === 'aged';
  const rBase = { glossy: 0.26, matt: 0.6, oiled: 0.36, aged: 0.48 }[finish as 'matt'] ?? 0.4;
  const { albedo, height, rough } = s;
  const { t: wt, o: wo } = white(seed, 4);
  for (let i = 0; i < size * size; i++) {
    const crease = GAUSS[Math.min(1023, ((Math.abs(fine[i]!) / 0.15) * 256) | 0)]!;
    const wr = GAUSS[Math.min(1023, ((Math.abs(wrinkle[i]!) / 0.035) * 256) | 0)]!;
    const g = wt[(i + wo) & WHITE_MASK]! + 0.5;
    const pore = g < 0.012 ? 1 : 0;
    const wz = aged ? smooth(0.05, 0.5, wear[i]!) : 0;
    const m =
      (0.9 + wear[i]! * 0.07 - crease * 0.09 - wr * 0.06 - pore * 0.12 + (g - 0.5) * 0.03) *
      (1 + wz * 0.25);
    const dk = finish === 'oiled' ? 0.88 : 1;
    albedo[i * 3] = tint[0] * m * dk;
    albedo[i * 3 + 1] = tint[1] * m * dk;
    albedo[i * 3 + 2] = tint[2] * m * dk * (aged ? 0.95 : 1);
    height[i] = -crease * 0.1 - wr * 0.14 - pore * 0.04 + fine[i]! * 0.05;
    rough[i] = clamp01(rBase + crease * 0.12 + wr * 0.06 + wz * 0.2);
  }
  s.look.sheen = 0.05;
}

/** Suede: napped fibres with brushed patches, very rough, some sheen. */
export function suede(ctx: Ctx, s: Surface): void {
  const { size, seed } = ctx;
  const tint = ctx.colour === 'natural' ? NATURAL : ctx.tint;
  const nap = fbmField(size, 4, 4, 4, seed + 1, 0.55);
  const fibres = fbmField(size, 180, 180, 1, seed + 2, 0.5, 3);
  const { albedo, height, rough } = s;
  const { t: wt, o: wo } = white(seed, 5);
  for (let i = 0; i < size * size; i++) {
    const g = wt[(i + wo) & WHITE_MASK]!;
    const m = 0.96 + smooth(-0.4, 0.4, nap[i]!) * 0.05 + fibres[i]! * 0.07 + g * 0.05;
    albedo[i * 3] = tint[0] * m;
    albedo[i * 3 + 1] = tint[1] * m;
    albedo[i * 3 + 2] = tint[2] * m;
    height[i] = nap[i]! * 0.03 + fibres[i]! * 0.012;
    rough[i] = clamp01(0.9 + g * 0.05);
  }
  s.look.sheen = ctx.finish === 'matt' ? 0.35 : 0.55;
}
