/**
 * The preview's fixed studio: frame size, the sphere's per-pixel geometry, the light backdrop,
 * three soft lights and a sky/floor environment for reflections, plus the colour tables. All
 * of it is computed once and shared by every material's preview.
 */
import { clamp01 } from './noise';

/** Preview frame size in pixels (the catalogue thumbnail size). */
export const PREVIEW_W = 587;
export const PREVIEW_H = 440;
/** Sphere centre and radius in preview pixels. */
export const CX = PREVIEW_W / 2;
export const CY = 206;
export const RADIUS = 178;
/** sRGB byte to linear lookup, and linear to sRGB byte via a 4096-entry table. */
const TO_LIN = new Float32Array(256).map((_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
});
const TO_SRGB = new Uint8Array(4096).map((_, i) => {
  const c = i / 4095;
  const s = c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
  return Math.round(s * 255);
});

/** sRGB byte to linear 0..1 (table lookup). */
export function srgbByteToLinear(b: number): number {
  return TO_LIN[b]!;
}

/** Soft shoulder tone curve (linear below 0.75) then sRGB encode, tabulated for 0..4. */
const ENCODE = new Uint8Array(8192).map((_, i) => {
  let x = i / 2048;
  if (x > 0.75) x = 0.75 + 0.25 * (1 - Math.exp(-(x - 0.75) / 0.25));
  return TO_SRGB[(clamp01(x) * 4095) | 0]!;
});
export function encode(x: number): number {
  return x <= 0 ? ENCODE[0]! : x >= 3.999 ? ENCODE[8191]! : ENCODE[(x * 2048) | 0]!;
}

/** Precomputed per-pixel sphere data, shared by all previews. */
export interface Geometry {
  /** Per covered pixel: index, coverage, N(3), T(x,z), B(3), u, v, mip bias. */
  idx: Int32Array;
  f: Float32Array;
}
/** Floats per covered pixel in Geometry.f. */
export const GF = 12;
let geometry: Geometry | null = null;

/** The sphere geometry, computed on first use. */
export function sphereGeometry(): Geometry {
  if (geometry) return geometry;
  const idx: number[] = [];
  const f: number[] = [];
  for (let y = Math.floor(CY - RADIUS - 2); y <= CY + RADIUS + 2; y++) {
    for (let x = Math.floor(CX - RADIUS - 2); x <= CX + RADIUS + 2; x++) {
      const dx = (x + 0.5 - CX) / RADIUS;
      const dy = -(y + 0.5 - CY) / RADIUS;
      const d = Math.sqrt(dx * dx + dy * dy);
      const cov = clamp01((1 - d) * RADIUS + 0.5);
      if (cov <= 0) continue;
      const s = d > 0.999 ? 0.999 / d : 1;
      const nx = dx * s;
      const ny = dy * s;
      const nz = Math.sqrt(Math.max(0, 1 - nx * nx - ny * ny));
      const lat = Math.asin(ny);
      const lon = Math.atan2(nx, nz);
      const [sl, cl, st, ct] = [Math.sin(lat), Math.cos(lat), Math.sin(lon), Math.cos(lon)];
      idx.push(y * PREVIEW_W + x);
      f.push(cov, nx, ny, nz, ct, -st, -sl * st, cl, -sl * ct, lon / Math.PI, -lat / Math.PI);
      f.push(0.5 * Math.log2(1 / Math.max(nz, 0.08)));
    }
  }
  geometry = { idx: Int32Array.from(idx), f: Float32Array.from(f) };
  return geometry;
}

/** Light backdrop: wall gradient, soft floor line and a contact shadow under the sphere. */
function paintBackdrop(glass: boolean): Float32Array {
  const bg = new Float32Array(PREVIEW_W * PREVIEW_H);
  for (let y = 0; y < PREVIEW_H; y++) {
    const t = y / PREVIEW_H;
    const floor = clamp01((y - 330) / (glass ? 35 : 60));
    const wall = 0.78 - 0.1 * t;
    for (let x = 0; x < PREVIEW_W; x++) {
      const ex = (x + 0.5 - CX) / (RADIUS * 0.95);
      const ey = (y + 0.5 - (CY + RADIUS + 8)) / (RADIUS * 0.16);
      const sh = Math.exp(-(ex * ex + ey * ey) * 1.6);
      const vign = 1 - 0.06 * ((x - CX) / CX) ** 2;
      let v =
        (wall + ((glass ? 0.55 : 0.64) - wall) * floor) * vign * (1 - (glass ? 0.18 : 0.5) * sh);
      if (glass) v += 0.35 * Math.exp(-(ex * ex * 9 + ey * ey * 2.5));
      bg[y * PREVIEW_W + x] = v;
    }
  }
  return bg;
}
const backdrops = new Map<boolean, { lin: Float32Array; bytes: Uint8Array }>();

/** The cached backdrop (linear grey and encoded bytes); glass gets a caustic in the shadow. */
export function backdrop(glass: boolean): { lin: Float32Array; bytes: Uint8Array } {
  let cached = backdrops.get(glass);
  if (!cached) {
    const lin = paintBackdrop(glass);
    const bytes = new Uint8Array(lin.length * 3);
    for (let i = 0; i < lin.length; i++) {
      bytes[i * 3] = bytes[i * 3 + 1] = bytes[i * 3 + 2] = encode(lin[i]!);
    }
    backdrops.set(glass, (cached = { lin, bytes }));
  }
  return cached;
}

// Studio lights: direction (towards light), diffuse irradiance, specular radiance, angular size.
const LIGHTS = [
  [-0.55, 0.58, 0.6, 1.25, 7, 0.2],
  [0.8, 0.1, 0.55, 0.3, 1.6, 0.45],
  [0.55, 0.5, -0.65, 0.4, 5, 0.22],
].flatMap(([x, y, z, e, s, w]) => {
  const l = Math.hypot(x!, y!, z!);
  return [x! / l, y! / l, z! / l, e!, s!, w! * w!];
});
/** Lights as flat floats: direction xyz, diffuse, specular, squared angular size. */
export const LF = Float64Array.from(LIGHTS);

/**
 * Studio environment radiance seen along reflection direction (x, y, z), blurred by roughness:
 * bright sky, a dark band at the horizon, a lighter floor and dark flags at the sides, which
 * gives polished metal and glass something to reflect.
 */
export function env(x: number, y: number, blur: number): number {
  const w = 0.03 + blur;
  const t = clamp01((y + w) / (2 * w));
  const s = t * t * (3 - 2 * t);
  const sky = 0.6 + 0.5 * Math.max(0, y);
  const floor = 0.08 + 0.3 * clamp01(-y * 1.6);
  const ax = x < 0 ? -x : x;
  const flag = 1 - 0.55 * clamp01((ax - 0.62 + w * 0.5) / (0.2 + w));
  return (floor + (sky - floor) * s) * flag;
}

/** exp(-x) for x >= 0 from a table (the highlight falloff is evaluated 3x per pixel). */
const EXP = new Float32Array(4097).map((_, i) => Math.exp(-i / 256));
export function expNeg(x: number): number {
  if (x >= 16) return 0;
  const t = x * 256;
  const i = t | 0;
  return EXP[i]! + (EXP[i + 1]! - EXP[i]!) * (t - i);
}

/** Box-blurred backdrop lookup (small radius, only used for frosted glass). */
export function blurredBg(bg: Float32Array, x: number, y: number, r: number): number {
  let s = 0;
  let n = 0;
  const step = Math.max(1, r >> 1);
  for (let j = -r; j <= r; j += step) {
    for (let i = -r; i <= r; i += step) {
      const xx = Math.min(PREVIEW_W - 1, Math.max(0, x + i));
      const yy = Math.min(PREVIEW_H - 1, Math.max(0, y + j));
      s += bg[yy * PREVIEW_W + xx]!;
      n++;
    }
  }
  return s / n;
}
