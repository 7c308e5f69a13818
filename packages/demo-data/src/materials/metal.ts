/**
 * Metals: reflectance colour per alloy, and the finish decides the micro-structure: brushed
 * (fine streaks along x, anisotropic-looking highlights), polished (mirror with a faint wave),
 * matt/bead-blasted (isotropic grain), aged (patina patches with lower metalness) and powder
 * coat (a dielectric paint with orange peel, hence no metallic map).
 */
import { WHITE_MASK, clamp01, fbmField, hash01, smooth, white } from './noise';
import type { Ctx, RGB, Surface } from './surface';
import { lum, mix, scale } from './surface';

/** Reflectance (F0) as sRGB 0..1, from common PBR charts. */
const F0: Record<string, RGB> = {
  steel: [0.77, 0.77, 0.76],
  stainless_steel: [0.8, 0.79, 0.77],
  aluminium: [0.92, 0.92, 0.93],
  brass: [0.9, 0.77, 0.48],
  copper: [0.95, 0.66, 0.54],
  chrome: [0.8, 0.81, 0.82],
};

/** Patina colour for aged finishes: dark oxide for brass and copper, rust-brown for steel. */
const PATINA: Record<string, RGB> = {
  brass: [0.36, 0.3, 0.18],
  copper: [0.36, 0.2, 0.14],
  steel: [0.3, 0.28, 0.27],
};

/** All metals; powder coat is delegated to a paint surface without metallic map. */
export function metal(ctx: Ctx, s: Surface): void {
  const { size, seed, finish, colour, key } = ctx;
  const { albedo, height, rough } = s;
  if (finish === 'powder_coated') return powder(ctx, s);
  let base = F0[key] ?? F0.steel!;
  if (colour === 'black') base = key === 'chrome' ? [0.3, 0.3, 0.31] : [0.24, 0.24, 0.25];
  else if (colour === 'anthracite') base = [0.4, 0.41, 0.43];
  else if (colour !== 'natural') base = mix(base, ctx.tint, 0.7);
  const metalMap = s.metal!;
  metalMap.fill(1);
  const brushed = finish === 'brushed';
  const rBase = { brushed: 0.3, polished: 0.06, matt: 0.45, aged: 0.4 }[finish as 'matt'] ?? 0.3;
  // Streaks: long along x, a pixel or two across; plus a slow wave for every finish.
  const streak = brushed ? fbmField(size, 4, 96, 2, seed + 1) : null;
  const wave = fbmField(size, 3, 3, 3, seed + 2);
  const rows = new Float32Array(size).map((_, y) => hash01(y, 1, seed) - 0.5);
  const grain =
    finish === 'matt' || finish === 'aged' ? fbmField(size, 160, 160, 1, seed + 3, 0.5, 3) : null;
  const patina = finish === 'aged' ? fbmField(size, 6, 6, 5, seed + 4, 0.6) : null;
  const pat = PATINA[key] ?? scale(base, 0.4);
  const spots =
    key !== 'brass' && finish === 'aged' ? fbmField(size, 24, 24, 2, seed + 5, 0.5, 4) : null;
  const spotColour: RGB = key === 'copper' ? [0.36, 0.58, 0.5] : [0.5, 0.28, 0.15];
  if (brushed) s.look.anisotropy = 1;
  for (let y = 0; y < size; y++) {
    const rowJ = rows[y]!;
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      let c0 = base[0];
      let c1 = base[1];
      let c2 = base[2];
      let r = rBase;
      let h = wave[i]! * 0.004;
      let m = 1 + wave[i]! * 0.02;
      if (streak) {
        const st = streak[i]! * 0.7 + rowJ * (0.6 + 0.4 * streak[i]!);
        m += st * 0.05;
        r += st * 0.06;
        h += st * 0.0025;
      }
      if (grain) {
        m += grain[i]! * 0.04;
        r += grain[i]! * 0.06;
        h += grain[i]! * 0.002;
      }
      c0 *= m;
      c1 *= m;
      c2 *= m;
      if (patina) {
        // Tarnish: a soft mottle over most of the surface, small verdigris/rust spots.
        let p = (0.25 + 0.45 * smooth(-0.25, 0.45, patina[i]!)) * (0.85 + grain![i]! * 0.6);
        const sp = spots ? smooth(0.42, 0.5, spots[i]! + patina[i]! * 0.3) : 0;
        p = Math.max(p, sp * 0.8);
        const pc = sp > 0.5 ? spotColour : pat;
        c0 += (pc[0] - c0) * p;
        c1 += (pc[1] - c1) * p;
        c2 += (pc[2] - c2) * p;
        r += p * 0.3;
        metalMap[i] = 1 - p * 0.8;
        h += p * 0.004;
      }
      albedo[i * 3] = c0;
      albedo[i * 3 + 1] = c1;
      albedo[i * 3 + 2] = c2;
      rough[i] = clamp01(r);
      height[i] = h;
    }
  }
}

/** Powder coat: matt-satin paint with a fine orange-peel relief and faint speckle. */
function powder(ctx: Ctx, s: Surface): void {
  const { size, seed, tint } = ctx;
  const peel = fbmField(size, 40, 40, 2, seed + 7);
  const slow = fbmField(size, 4, 4, 2, seed + 8);
  const { albedo, height, rough } = s;
  const dark = lum(tint) < 0.2 ? 1.6 : 1;
  const { t: wt, o: wo } = white(seed, 9);
  for (let i = 0; i < size * size; i++) {
    const m = 1 + peel[i]! * 0.015 * dark + slow[i]! * 0.015 + wt[(i + wo) & WHITE_MASK]! * 0.03;
    albedo[i * 3] = tint[0] * m;
    albedo[i * 3 + 1] = tint[1] * m;
    albedo[i * 3 + 2] = tint[2] * m;
    height[i] = peel[i]! * 0.012;
    rough[i] = 0.42 + peel[i]! * 0.05;
  }
}
