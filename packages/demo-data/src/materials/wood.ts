/**
 * Wood: boards of flat-sawn timber. Each board cuts a log at a distance from the pith that
 * drifts along its length, so growth rings form the familiar cathedral arches; species differ
 * in colour, ring width, latewood sharpness, pores (ring-porous oak/ash vs diffuse beech/birch)
 * and figure, which is what makes oak, walnut and ash tell apart.
 */
import { Grad, clamp01, fbmField, hash01, smooth } from './noise';
import type { Ctx, RGB, Surface } from './surface';
import { lum, mix, saturate, scale } from './surface';

interface Species {
  early: RGB;
  late: RGB;
  pore: RGB;
  /** Mean ring width in mm (exaggerated a little so it reads at 1 mm per texel). */
  ring: number;
  /** Latewood profile exponent: high = thin sharp dark band (pine), low = soft (beech). */
  k: number;
  contrast: number;
  /** Pore visibility; ringPorous puts them in the earlywood band only. */
  pores: number;
  ringPorous: boolean;
  /** Ray flecks (beech, oak), dark streaks (teak), grain waviness in mm. */
  flecks: number;
  streaks: number;
  wave: number;
  plank: number;
  knots: number;
}

const S = (o: Partial<Species> & Pick<Species, 'early' | 'late'>): Species => ({
  pore: scale(o.late, 0.6),
  ring: 5,
  k: 2.2,
  contrast: 1,
  pores: 0,
  ringPorous: false,
  flecks: 0,
  streaks: 0,
  wave: 5,
  plank: 150,
  knots: 0,
  ...o,
});

const SPECIES: Record<string, Species> = {
  oak: S({
    early: [0.8, 0.64, 0.45],
    late: [0.62, 0.45, 0.28],
    pore: [0.45, 0.31, 0.19],
    ring: 5.5,
    k: 2.4,
    pores: 0.55,
    ringPorous: true,
    flecks: 0.3,
    plank: 150,
  }),
  walnut: S({
    early: [0.5, 0.35, 0.25],
    late: [0.3, 0.19, 0.13],
    pore: [0.22, 0.14, 0.1],
    ring: 6,
    k: 1.5,
    pores: 0.3,
    wave: 11,
    plank: 175,
    streaks: -0.8,
  }),
  ash: S({
    early: [0.88, 0.8, 0.67],
    late: [0.7, 0.58, 0.43],
    pore: [0.55, 0.45, 0.33],
    ring: 7.5,
    k: 3.2,
    contrast: 1.15,
    pores: 0.7,
    ringPorous: true,
    plank: 140,
  }),
  beech: S({
    early: [0.86, 0.68, 0.52],
    late: [0.77, 0.57, 0.41],
    ring: 5,
    k: 2,
    contrast: 0.8,
    flecks: 1,
    plank: 120,
    wave: 4,
  }),
  birch: S({
    early: [0.9, 0.81, 0.66],
    late: [0.8, 0.68, 0.5],
    ring: 6,
    k: 2,
    contrast: 0.7,
    plank: 140,
    wave: 9,
  }),
  pine: S({
    early: [0.93, 0.8, 0.58],
    late: [0.8, 0.55, 0.31],
    ring: 8,
    k: 5,
    contrast: 1.1,
    plank: 160,
    knots: 2,
    wave: 6,
  }),
  teak: S({
    early: [0.71, 0.51, 0.31],
    late: [0.57, 0.39, 0.22],
    pore: [0.42, 0.29, 0.17],
    ring: 6,
    k: 2,
    contrast: 0.8,
    pores: 0.3,
    streaks: 1,
    plank: 130,
    wave: 3,
  }),
  plywood: S({
    early: [0.9, 0.8, 0.64],
    late: [0.8, 0.66, 0.48],
    ring: 9,
    k: 2.5,
    contrast: 0.8,
    plank: 200,
    wave: 25,
  }),
};

/** Finish and colour as a transform of the palette (cheaper than per pixel, same result). */
function tone(ctx: Ctx, c: RGB, ref: number): RGB {
  const { finish, colour, tint, key } = ctx;
  if (finish === 'oiled') c = scale(saturate(c, 1.15), 0.88);
  if (finish === 'lacquered') c = scale(saturate(c, 1.08), 0.95);
  if (finish === 'smoked') c = scale(mix(c, [lum(c), lum(c) * 0.9, lum(c) * 0.8], 0.4), 0.55);
  if (finish === 'bleached') c = mix(saturate(c, 0.55), [0.93, 0.9, 0.84], 0.35);
  if (finish === 'aged')
    c =
      key === 'teak'
        ? mix(saturate(c, 0.15), [0.62, 0.6, 0.57], 0.55)
        : scale(saturate(c, 1.25), 0.85);
  if (colour !== 'natural') {
    const grain = lum(c) / ref;
    const amount = colour === 'white' ? 0.6 : colour === 'black' ? 0.88 : 0.72;
    c = mix(c, scale(tint, Math.pow(grain, 0.8)), amount);
  } else if (finish === 'stained') c = scale(mix(c, [0.55, 0.36, 0.22], 0.5), 0.8);
  return c;
}

/** Per-board cut through the log: pith offset, depth and how the depth drifts along x. */
interface Board {
  yc: number;
  dz: number;
  amp: number;
  tint: number;
  phase: number;
  drift: Float32Array;
}

/** All timber keys and plywood; species table above decides the look. */
export function wood(ctx: Ctx, s: Surface): void {
  const sp = SPECIES[ctx.key] ?? SPECIES.oak!;
  const { size, tileMm, seed, rand } = ctx;
  const mmPx = tileMm / size;
  const ref = lum(sp.early);
  // Colour along the ring profile (0 = earlywood, 1 = latewood) and pore colour, finished.
  const early = tone(ctx, sp.early, ref);
  const late = tone(ctx, mix(sp.early, sp.late, Math.min(1, sp.contrast)), ref);
  const pore = tone(ctx, sp.pore, ref);
  // Ring profile: f^k rises to the dark latewood, then drops sharply at the ring boundary.
  const PROF = 1024;
  const prof = new Float32Array(PROF);
  for (let i = 0; i < PROF; i++) {
    const f = i / PROF;
    prof[i] = Math.pow(f, sp.k) + 0.06 * Math.sin(f * 37 + sp.k) * (1 - f);
  }
  const profMean = 1 / (sp.k + 1);
  const plywood = ctx.key === 'plywood';
  const rows = Math.max(1, Math.round(tileMm / sp.plank));
  const rowMm = tileMm / rows;
  const boards: Board[] = [];
  for (let r = 0; r < rows; r++) {
    const g = new Grad(2, 1, seed + 11 * r);
    const drift = new Float32Array(size);
    for (let x = 0; x < size; x++)
      drift[x] = g.at(x / size, 0.37) + 0.3 * g.at((3 * x) / size, 0.71);
    boards.push({
      yc: (rand() - 0.5) * rowMm * 1.2,
      dz: (plywood ? 18 : 25) + rand() * (plywood ? 30 : 90),
      amp: (plywood ? 20 : 10) + rand() * 22,
      tint: 1 + (rand() - 0.5) * 0.16,
      phase: rand() * 10,
      drift,
    });
  }
  const warp = fbmField(size, 2, 4, 3, seed + 1);
  const mottle = fbmField(size, 3, 3, 3, seed + 2);
  const streak = sp.streaks !== 0 ? fbmField(size, 2, 40, 2, seed + 6) : null;
  // Grain lanes (~0.9 mm) and pore dashes come in whole numbers per tile so they wrap.
  const lanes = Math.round(tileMm / 0.9);
  const laneMm = tileMm / lanes;
  const laneA = new Float32Array(lanes).map((_, i) => hash01(i, 3, seed) - 0.5);
  const laneB = new Float32Array(lanes).map((_, i) => hash01(i, 4, seed) - 0.5);
  const laneOff = new Float32Array(lanes).map((_, i) => hash01(i, 5, seed));
  const jitter = new Float32Array(257).map((_, i) => hash01(i, 7, seed) - 0.5);
  const knots: number[] = [];
  for (let i = 0; i < sp.knots; i++) knots.push(rand(), rand(), 5 + rand() * 6);
  const { albedo, height, rough } = s;
  const baseRough =
    { oiled: 0.48, lacquered: 0.3, matt: 0.72, natural: 0.62, aged: 0.75 }[
      ctx.finish as 'natural'
    ] ?? 0.6;
  const dashes = Math.round(tileMm / (plywood ? 2 : ctx.key === 'oak' ? 7 : 4));
  const fleckN = Math.round(tileMm / 2.5);
  // Random value per (lane, dash) and (lane, fleck) cell, tabulated once.
  const poreT = new Float32Array(lanes * dashes).map((_, k) => hash01(k, 11, seed));
  const fleckT =
    sp.flecks > 0 ? new Float32Array(lanes * fleckN).map((_, k) => hash01(k, 12, seed)) : null;
  for (let y = 0; y < size; y++) {
    // Boards are offset half a board so the texture's edge runs through a board, not a joint.
    const rv = ((y + 0.5) / size) * rows + 0.5;
    const rf = Math.floor(rv);
    const row = rf % rows;
    const yy = (rv - rf - 0.5) * rowMm;
    const edge = 1 - smooth(0, 1.2 * mmPx, Math.min(rv - rf, rf + 1 - rv) * rowMm);
    const b = boards[row]!;
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const u = (x + 0.5) / size;
      const wp = warp[i]! * sp.wave;
      let yw = yy + b.yc + wp;
      let dz = b.dz + b.amp * b.drift[x]! + mottle[i]! * 3;
      for (let k = 0; k < knots.length; k += 3) {
        let ddx = (u - knots[k]!) * tileMm;
        ddx -= Math.round(ddx / tileMm) * tileMm;
        const ddy = yy - (knots[k + 1]! - 0.5) * rowMm;
        const kr = knots[k + 2]!;
        const push = (kr * kr * 8) / ((ddx * ddx) / 3 + ddy * ddy + kr * kr);
        yw += (ddy < 0 ? -1 : 1) * push;
        dz -= push * 0.6;
      }
      const rr = Math.sqrt(yw * yw + dz * dz);
      const ph0 = rr / sp.ring + b.phase;
      const ji = Math.floor(ph0 * 0.35);
      const jf = ph0 * 0.35 - ji;
      const j0 = jitter[ji & 255]!;
      const ph = ph0 + 1.2 * (j0 + (jitter[(ji + 1) & 255]! - j0) * jf);
      const f = ph - Math.floor(ph);
      // Rings finer than ~2 px fade to their mean instead of aliasing.
      const dens = ((Math.abs(yw) / rr) * mmPx) / sp.ring;
      const aa = dens < 0.2 ? 0 : dens > 0.5 ? 1 : (dens - 0.2) / 0.3;
      let lw = prof[(f * PROF) | 0]!;
      lw += (profMean - lw) * aa;
      // Fine fibre lines follow the warped grain; pores are short dashes on lanes.
      const lk = Math.floor((((y + 0.5) / size) * tileMm + wp) / laneMm) % lanes;
      const lane = lk < 0 ? lk + lanes : lk;
      const fib = laneA[lane]! + (laneB[lane]! - laneA[lane]!) * (0.5 + mottle[i]!);
      let t = lw * sp.contrast + fib * 0.12;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      let c0 = early[0] + (late[0] - early[0]) * t;
      let c1 = early[1] + (late[1] - early[1]) * t;
      let c2 = early[2] + (late[2] - early[2]) * t;
      const band = sp.ringPorous ? (f < 0.3 ? 1 - f * 2.5 : 0.25) * (1 - aa) + aa * 0.45 : 0.5;
      const dash = Math.floor((u + laneOff[lane]!) * dashes) % dashes;
      const pz = poreT[lane * dashes + dash]! < band * 0.5 * sp.pores ? 0.4 + fib : 0;
      c0 += (pore[0] - c0) * pz;
      c1 += (pore[1] - c1) * pz;
      c2 += (pore[2] - c2) * pz;
      let m = b.tint * (1 + mottle[i]! * 0.07) * (1 - edge * 0.18);
      if (fleckT) {
        const fleck = Math.floor((u + laneOff[lane]!) * fleckN) % fleckN;
        if (fleckT[lane * fleckN + fleck]! < 0.025 * sp.flecks) m *= 0.8;
      }
      if (streak) m *= 1 - sp.streaks * 0.2 * smooth(0.2, 0.45, streak[i]!);
      albedo[i * 3] = c0 * m;
      albedo[i * 3 + 1] = c1 * m;
      albedo[i * 3 + 2] = c2 * m;
      height[i] = lw * 0.1 + fib * 0.05 - pz * 0.25 - edge * (plywood ? 0 : 0.12);
      rough[i] = clamp01(baseRough + pz * 0.1 - lw * 0.05 + fib * 0.04);
    }
  }
}
