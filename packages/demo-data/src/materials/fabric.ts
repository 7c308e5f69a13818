/**
 * Textiles. Woven cloth (linen, cotton, wool) is drawn analytically thread by thread: warp and
 * weft yarns with their own thickness, slubs and tone, crossing in a plain or twill order, so
 * the height map gives real over-under relief. Pile and non-woven textiles (velvet, felt,
 * bouclé) are fibre noise: velvet relies on the preview sheen, bouclé on curly yarn loops.
 */
import { WHITE_MASK, clamp01, fbmField, hash01, smooth, white } from './noise';
import type { Ctx, Surface } from './surface';
import { lum } from './surface';

interface Weave {
  /** Threads per tile in each direction. */
  threads: number;
  /** Crossing order: plain (1/1), twill (2/2 diagonal) or hopsack (2x2 basket). */
  order: 'plain' | 'twill' | 'hopsack';
  /** Thread-to-thread tone variation, slub strength, fuzz. */
  vary: number;
  slub: number;
  fuzz: number;
  /** Yarn height in mm. */
  depth: number;
}

const WEAVES: Record<string, Weave> = {
  linen: { threads: 56, order: 'plain', vary: 0.05, slub: 0.45, fuzz: 0.25, depth: 0.35 },
  cotton: { threads: 72, order: 'twill', vary: 0.05, slub: 0.1, fuzz: 0.2, depth: 0.25 },
  wool: { threads: 56, order: 'hopsack', vary: 0.08, slub: 0.2, fuzz: 0.6, depth: 0.45 },
};

/** Undyed yarn colours for the 'natural' colour key. */
const NATURAL: Record<string, [number, number, number]> = {
  linen: [0.76, 0.7, 0.6],
  cotton: [0.9, 0.88, 0.83],
  wool: [0.84, 0.8, 0.72],
  felt: [0.62, 0.6, 0.57],
  velvet: [0.76, 0.7, 0.6],
  boucle: [0.9, 0.88, 0.83],
};

function yarnColour(ctx: Ctx): [number, number, number] {
  return ctx.colour === 'natural' ? (NATURAL[ctx.key] ?? ctx.tint) : ctx.tint;
}

/** Linen (plain), cotton (twill) and wool (hopsack): yarn-level relief and tone. */
export function woven(ctx: Ctx, s: Surface): void {
  const { size, seed, finish } = ctx;
  const w = WEAVES[ctx.key] ?? WEAVES.linen!;
  const T = w.threads;
  const tint = yarnColour(ctx);
  const washed = finish === 'natural';
  const crinkle = fbmField(size, 3, 3, 3, seed + 1);
  const fuzz = fbmField(size, 96, 96, 1, seed + 2, 0.5, 4);
  const { albedo, height, rough } = s;
  const segs = T / 4; // slub segments four crossings long; thread counts are multiples of 4
  // Per-thread width and tone, per-segment slub thickness: tables, not per-pixel hashes.
  const width = new Float32Array(2 * T).map((_, k) => 0.78 + 0.2 * hash01(k, 1, seed));
  const tones = new Float32Array(2 * T).map((_, k) => 1 + (hash01(k, 2, seed) - 0.5) * 2 * w.vary);
  const slubs = new Float32Array(2 * T * segs).map((_, k) => hash01(k, 5, seed));
  const { t: wt, o: wo } = white(seed, 7);
  for (let y = 0; y < size; y++) {
    const cv = ((y + 0.5) / size) * T;
    const j = Math.floor(cv);
    const fv = cv - j;
    const weftW = width[T + j]!;
    const weftTone = tones[T + j]!;
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const cu = ((x + 0.5) / size) * T;
      const k = Math.floor(cu);
      const fu = cu - k;
      const warpW = width[k]!;
      // Slubs: thickness varies along each yarn (value noise along its length).
      const sv = cv / 4;
      const si = Math.floor(sv);
      const sA = slubs[k * segs + (si % segs)]!;
      const slubWarp = sA + (slubs[k * segs + ((si + 1) % segs)]! - sA) * (sv - si);
      const su = cu / 4;
      const sj = Math.floor(su);
      const sB = slubs[(T + j) * segs + (sj % segs)]!;
      const slubWeft = sB + (slubs[(T + j) * segs + ((sj + 1) % segs)]! - sB) * (su - sj);
      const ww = warpW * (1 + (slubWarp - 0.5) * w.slub);
      const fw = weftW * (1 + (slubWeft - 0.5) * w.slub);
      const warpTop =
        w.order === 'twill'
          ? ((k + j) & 3) < 2
          : w.order === 'hopsack'
            ? (((k >> 1) + (j >> 1)) & 1) === 0
            : ((k + j) & 1) === 0;
      const dx = (fu - 0.5) / (0.5 * ww);
      const dy = (fv - 0.5) / (0.5 * fw);
      const pWarp = dx * dx < 1 ? Math.sqrt(1 - dx * dx) : 0;
      const pWeft = dy * dy < 1 ? Math.sqrt(1 - dy * dy) : 0;
      const archV = 0.7 + 1.2 * fv * (1 - fv);
      const archU = 0.7 + 1.2 * fu * (1 - fu);
      const hWarp = pWarp * (warpTop ? archV : 0.45 * (1 - archV) + 0.2);
      const hWeft = pWeft * (warpTop ? 0.45 * (1 - archU) + 0.2 : archU);
      const onWarp = hWarp >= hWeft;
      const h = onWarp ? hWarp : hWeft;
      const tone = onWarp ? tones[k]! : weftTone;
      // Fibres run along the visible yarn.
      const fib = onWarp
        ? wt[(x * 7919 + ((cv * 3) | 0) + wo) & WHITE_MASK]!
        : wt[(y * 7919 + ((cu * 3) | 0) + wo + 4099) & WHITE_MASK]!;
      const fz = fuzz[i]! * w.fuzz;
      // Thicker slub sections of a yarn read slightly lighter, as in real linen.
      const slubTone = 1 + ((onWarp ? slubWarp : slubWeft) - 0.5) * w.slub * 0.25;
      const shade = (0.62 + 0.38 * h) * tone * slubTone * (1 + fib * 0.12 + fz * 0.1);
      const m = shade * (1 + crinkle[i]! * (washed ? 0.08 : 0.03));
      albedo[i * 3] = tint[0] * m;
      albedo[i * 3 + 1] = tint[1] * m;
      albedo[i * 3 + 2] = tint[2] * m;
      height[i] = (h + fz * 0.3) * w.depth + (washed ? crinkle[i]! * 0.3 : 0);
      rough[i] = clamp01(0.86 + (1 - h) * 0.08 + fz * 0.04);
    }
  }
  s.look.sheen = ctx.key === 'wool' ? 0.25 : 0.15;
}

/** Velvet: crushed-pile patches; the look comes from the preview sheen (look.sheen). */
export function velvet(ctx: Ctx, s: Surface): void {
  const { size, seed } = ctx;
  const tint = yarnColour(ctx);
  const crush = fbmField(size, 3, 3, 4, seed + 1, 0.55);
  const pile = fbmField(size, 128, 128, 1, seed + 2, 0.5, 3);
  const { albedo, height, rough } = s;
  const { t: wt, o: wo } = white(seed, 3);
  for (let i = 0; i < size * size; i++) {
    const c = crush[i]!;
    const m =
      0.92 + smooth(-0.4, 0.4, c) * 0.1 + pile[i]! * 0.04 + wt[(i + wo) & WHITE_MASK]! * 0.04;
    albedo[i * 3] = tint[0] * m;
    albedo[i * 3 + 1] = tint[1] * m;
    albedo[i * 3 + 2] = tint[2] * m;
    height[i] = c * 0.05 + pile[i]! * 0.01;
    rough[i] = clamp01(0.8 + c * 0.08);
  }
  s.look.sheen = ctx.finish === 'matt' ? 0.55 : 1;
}

/** Felt: dense fine fibres with heathered specks and soft clouding. */
export function felt(ctx: Ctx, s: Surface): void {
  const { size, seed } = ctx;
  const tint = yarnColour(ctx);
  const cloud = fbmField(size, 6, 6, 3, seed + 1, 0.6);
  const fibres = fbmField(size, 160, 160, 1, seed + 2, 0.5, 3);
  const { albedo, height, rough } = s;
  const heather = lum(tint) < 0.3 ? 0.25 : 0.12;
  const { t: wt, o: wo } = white(seed, 4);
  for (let i = 0; i < size * size; i++) {
    const g = wt[(i + wo) & WHITE_MASK]! + 0.5;
    const speck = g > 0.93 ? heather : g < 0.07 ? -heather : 0;
    const m = 1 + cloud[i]! * 0.035 + fibres[i]! * 0.08 + speck;
    albedo[i * 3] = tint[0] * m;
    albedo[i * 3 + 1] = tint[1] * m;
    albedo[i * 3 + 2] = tint[2] * m;
    height[i] = cloud[i]! * 0.15 + fibres[i]! * 0.04;
    rough[i] = clamp01(0.92 + fibres[i]! * 0.04);
  }
  s.look.sheen = 0.15;
}

/** exp(-x^2) for x in [0, 4). */
const GAUSS = new Float32Array(1024).map((_, i) => Math.exp(-((i / 256) ** 2)));

/** Bouclé: curly yarn loops from level lines of noise at three scales. */
export function boucle(ctx: Ctx, s: Surface): void {
  const { size, seed } = ctx;
  const tint = yarnColour(ctx);
  // Level lines of noise near its peaks are small closed curls: the yarn loops.
  const n1 = fbmField(size, 22, 22, 1, seed + 1, 0.5, 6);
  const n2 = fbmField(size, 30, 30, 1, seed + 2, 0.5, 6);
  const n3 = fbmField(size, 40, 40, 1, seed + 3, 0.5, 5);
  const { albedo, height, rough } = s;
  const { t: wt, o: wo } = white(seed, 4);
  const ring = (v: number, w: number): number =>
    GAUSS[Math.min(1023, ((Math.abs(v) / w) * 256) | 0)]!;
  for (let i = 0; i < size * size; i++) {
    const a = n1[i]!;
    const b = n2[i]!;
    const c = n3[i]!;
    const l1 = Math.max(ring(a - 0.32, 0.07), ring(a + 0.32, 0.07));
    const l2 = Math.max(ring(b - 0.3, 0.075), ring(b + 0.3, 0.075)) * 0.85;
    const l3 = ring(c, 0.08) * 0.55;
    const h = Math.max(l1, l2, l3);
    const g = wt[(i + wo) & WHITE_MASK]!;
    const m = (0.55 + 0.45 * h) * (1 + g * 0.1);
    albedo[i * 3] = tint[0] * m;
    albedo[i * 3 + 1] = tint[1] * m;
    albedo[i * 3 + 2] = tint[2] * m;
    height[i] = h * 0.9 + g * 0.05;
    rough[i] = clamp01(0.9 + g * 0.06);
  }
  s.look.sheen = 0.3;
}
