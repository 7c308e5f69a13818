/**
 * Periodic, deterministic noise for tileable textures.
 *
 * Every pattern is defined over one tile with coordinates u, v in [0, 1) and an integer number
 * of lattice cells per tile, so the texture wraps seamlessly at any pixel size. Lattices are
 * precomputed tables (no per-pixel hashing or allocation) because ~200 materials are generated
 * at first start on a shared 2-core machine.
 */
import { f32 } from './scratch';

/** Small fast PRNG (mulberry32): deterministic per seed, good enough for texture layout. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer hash of (a, b, seed) to [0, 1); used for per-cell and per-thread random values. */
export function hash01(a: number, b: number, seed: number): number {
  let h =
    Math.imul(a | 0, 0x27d4eb2d) ^ Math.imul(b | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Mask for white-noise table indices (2^18 entries: no repetition within a 512 px map). */
export const WHITE_MASK = (1 << 18) - 1;
let whiteTable: Float32Array | null = null;

/**
 * Per-pixel white noise in [-0.5, 0.5) without hashing every pixel: a shared table read at
 * (pixel index + offset) & WHITE_MASK. Different offsets give independent-looking grain.
 */
export function white(seed: number, stream: number): { t: Float32Array; o: number } {
  if (!whiteTable) {
    const r = rng(0x5eed);
    whiteTable = new Float32Array(WHITE_MASK + 1);
    for (let i = 0; i <= WHITE_MASK; i++) whiteTable[i] = r() - 0.5;
  }
  return { t: whiteTable, o: Math.floor(hash01(seed, stream, 77) * WHITE_MASK) };
}

/** Positive modulo for wrapping lattice and pixel indices. */
export function wrap(i: number, n: number): number {
  const r = i % n;
  return r < 0 ? r + n : r;
}

/** Periodic gradient (Perlin) noise with fx x fy cells per tile; values roughly in [-1, 1]. */
export class Grad {
  readonly gx: Float32Array;
  readonly gy: Float32Array;
  constructor(
    readonly fx: number,
    readonly fy: number,
    seed: number,
  ) {
    this.gx = new Float32Array(fx * fy);
    this.gy = new Float32Array(fx * fy);
    for (let j = 0; j < fy; j++) {
      for (let i = 0; i < fx; i++) {
        const a = hash01(i, j, seed) * Math.PI * 2;
        this.gx[j * fx + i] = Math.cos(a) * 1.41;
        this.gy[j * fx + i] = Math.sin(a) * 1.41;
      }
    }
  }

  /** Noise at tile coordinates (u, v); any real value, wraps with period 1. */
  at(u: number, v: number): number {
    const { fx, fy, gx, gy } = this;
    const cu = u * fx;
    const cv = v * fy;
    const iu = Math.floor(cu);
    const iv = Math.floor(cv);
    const tx = cu - iu;
    const ty = cv - iv;
    const x0 = wrap(iu, fx);
    const x1 = x0 + 1 === fx ? 0 : x0 + 1;
    const r0 = wrap(iv, fy) * fx;
    const r1 = r0 + fx === fx * fy ? 0 : r0 + fx;
    const sx = tx * tx * tx * (tx * (tx * 6 - 15) + 10);
    const sy = ty * ty * ty * (ty * (ty * 6 - 15) + 10);
    const a = gx[r0 + x0]! * tx + gy[r0 + x0]! * ty;
    const b = gx[r0 + x1]! * (tx - 1) + gy[r0 + x1]! * ty;
    const c = gx[r1 + x0]! * tx + gy[r1 + x0]! * (ty - 1);
    const d = gx[r1 + x1]! * (tx - 1) + gy[r1 + x1]! * (ty - 1);
    const ab = a + (b - a) * sx;
    return ab + (c + (d - c) * sx - ab) * sy;
  }
}

/**
 * Adds amp * gradient noise (fx x fy cells per tile) to a w x h grid covering one tile.
 * Column and row lattice positions are set up once, so the inner loop is loads and lerps.
 */
export function noiseGrid(
  out: Float32Array,
  w: number,
  h: number,
  fx: number,
  fy: number,
  seed: number,
  amp: number,
): void {
  const g = new Float64Array(fx * fy * 2);
  for (let j = 0; j < fy; j++) {
    for (let i = 0; i < fx; i++) {
      const a = hash01(i, j, seed) * Math.PI * 2;
      g[(j * fx + i) * 2] = Math.cos(a) * 1.41 * amp;
      g[(j * fx + i) * 2 + 1] = Math.sin(a) * 1.41 * amp;
    }
  }
  const ix0 = new Int32Array(w);
  const ix1 = new Int32Array(w);
  const txs = new Float64Array(w);
  const sxs = new Float64Array(w);
  for (let x = 0; x < w; x++) {
    const c = (x * fx) / w;
    const i = Math.floor(c);
    const t = c - i;
    ix0[x] = (i % fx) * 2;
    ix1[x] = ((i + 1) % fx) * 2;
    txs[x] = t;
    sxs[x] = t * t * t * (t * (t * 6 - 15) + 10);
  }
  for (let y = 0; y < h; y++) {
    const c = (y * fy) / h;
    const j = Math.floor(c);
    const ty = c - j;
    const ty1 = ty - 1;
    const sy = ty * ty * ty * (ty * (ty * 6 - 15) + 10);
    const r0 = (j % fy) * fx * 2;
    const r1 = ((j + 1) % fy) * fx * 2;
    let o = y * w;
    for (let x = 0; x < w; x++, o++) {
      const tx = txs[x]!;
      const tx1 = tx - 1;
      const sx = sxs[x]!;
      const a0 = r0 + ix0[x]!;
      const b0 = r0 + ix1[x]!;
      const c0 = r1 + ix0[x]!;
      const d0 = r1 + ix1[x]!;
      const a = g[a0]! * tx + g[a0 + 1]! * ty;
      const b = g[b0]! * tx1 + g[b0 + 1]! * ty;
      const cc = g[c0]! * tx + g[c0 + 1]! * ty1;
      const d = g[d0]! * tx1 + g[d0 + 1]! * ty1;
      const ab = a + (b - a) * sx;
      out[o] = out[o]! + ab + (cc + (d - cc) * sx - ab) * sy;
    }
  }
}

/** Bilinear, wrapping upsample of a w x h tile grid to size x size. */
export function upsample(src: Float32Array, w: number, h: number, size: number): Float32Array {
  if (w === size && h === size) return src;
  const out = f32(size * size, false);
  const xi0 = new Int32Array(size);
  const xi1 = new Int32Array(size);
  const xf = new Float32Array(size);
  for (let x = 0; x < size; x++) {
    const c = (x * w) / size;
    const i = Math.floor(c);
    xi0[x] = i % w;
    xi1[x] = (i + 1) % w;
    xf[x] = c - i;
  }
  // Separable: lerp two source rows into one, then expand that row horizontally.
  const row = new Float32Array(w);
  for (let y = 0; y < size; y++) {
    const c = (y * h) / size;
    const j = Math.floor(c);
    const fy = c - j;
    const r0 = (j % h) * w;
    const r1 = ((j + 1) % h) * w;
    for (let i = 0; i < w; i++) row[i] = src[r0 + i]! + (src[r1 + i]! - src[r0 + i]!) * fy;
    let o = y * size;
    for (let x = 0; x < size; x++, o++) {
      const a = row[xi0[x]!]!;
      out[o] = a + (row[xi1[x]!]! - a) * xf[x]!;
    }
  }
  return out;
}

/**
 * size x size fractal noise (octaves double the frequency, amplitudes scale by gain). Each
 * octave is evaluated at ~spc samples per cell and the running sum is upsampled between
 * octaves, so smooth fields cost little and only the finest octave may need full resolution.
 */
export function fbmField(
  size: number,
  fx: number,
  fy: number,
  octaves: number,
  seed: number,
  gain = 0.5,
  spc = 8,
): Float32Array {
  let w = 0;
  let h = 0;
  let acc: Float32Array | null = null;
  let amp = 1;
  for (let o = 0; o < octaves; o++) {
    const ow = Math.min(size, Math.max(8, (fx << o) * spc));
    const oh = Math.min(size, Math.max(8, (fy << o) * spc));
    if (!acc) acc = f32(ow * oh);
    else if (ow !== w || oh !== h) acc = upsample2(acc, w, h, ow, oh);
    w = ow;
    h = oh;
    noiseGrid(acc, w, h, fx << o, fy << o, seed + o * 101, amp);
    amp *= gain;
  }
  return w === size && h === size ? acc! : upsample2(acc!, w, h, size, size);
}

function upsample2(src: Float32Array, w: number, h: number, ow: number, oh: number): Float32Array {
  if (ow === oh) return upsample(src, w, h, ow);
  const out = f32(ow * oh, false);
  for (let y = 0; y < oh; y++) {
    const c = (y * h) / oh;
    const j = Math.floor(c);
    const fy = c - j;
    const r0 = (j % h) * w;
    const r1 = ((j + 1) % h) * w;
    for (let x = 0; x < ow; x++) {
      const cx = (x * w) / ow;
      const i = Math.floor(cx);
      const fx = cx - i;
      const i1 = (i + 1) % w;
      const top = src[r0 + i]! + (src[r0 + i1]! - src[r0 + i]!) * fx;
      const bot = src[r1 + i]! + (src[r1 + i1]! - src[r1 + i]!) * fx;
      out[y * ow + x] = top + (bot - top) * fy;
    }
  }
  return out;
}

/** Hermite smoothstep, the usual soft threshold. */
export function smooth(e0: number, e1: number, x: number): number {
  const t = x <= e0 ? 0 : x >= e1 ? 1 : (x - e0) / (e1 - e0);
  return t * t * (3 - 2 * t);
}

/** Clamps to [0, 1]. */
export function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}
