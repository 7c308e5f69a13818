/**
 * The studio lighting model, fixed to the camera so every product is lit the same way:
 * warm key light from the upper left, cool fill from the right, a rim light, a sky/ground
 * hemisphere, Blinn-Phong highlights and a simple studio environment for reflections.
 * Output goes through a tone/gamma lookup table.
 */

/** Size of the tone/gamma table. */
export const LUT_N = 4096;
/** Linear → sRGB byte, indexed by sqrt(linear) * 2048 (fine steps in the darks), soft shoulder. */
export const LUT = new Uint8Array(LUT_N);
for (let i = 0; i < LUT_N; i++) {
  let c = ((i + 0.5) / 2048) ** 2;
  if (c > 0.92) c = 0.92 + 0.08 * (1 - Math.exp(-(c - 0.92) / 0.08));
  const s = c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
  LUT[i] = Math.max(0, Math.min(255, Math.round(s * 255)));
}

/** Key light direction in view space (towards the light); also casts the ground shadow. */
export const KEY_DIR: [number, number, number] = [-0.49629, 0.74444, 0.44666];

/** sRGB byte → linear. */
export function toLinear(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

/** Blinn-Phong exponent for a glTF roughness. */
export function shininess(roughness: number): number {
  const r = Math.max(0.04, Math.min(1, roughness));
  return Math.min(1500, 2 / (r * r * r * r) - 2) + 1;
}

/**
 * Lights one point. Normal n and view vector v are unit length, view space, n·v ≥ 0;
 * (ux, uy, uz) is world up in view space. Writes the diffuse colour (base × irradiance) to
 * out[o..o+2] and the specular + emissive colour to out[o+3..o+5], so callers can multiply
 * a texel into the first triple only. Light directions are literals on purpose (hot path).
 */
export function light(
  nx: number,
  ny: number,
  nz: number,
  vx: number,
  vy: number,
  vz: number,
  ux: number,
  uy: number,
  uz: number,
  br: number,
  bg: number,
  bb: number,
  metal: number,
  rough: number,
  shin: number,
  out: Float64Array,
  o: number,
): void {
  const nv = Math.max(0, nx * vx + ny * vy + nz * vz);
  const nup = nx * ux + ny * uy + nz * uz;
  const hemi = 0.5 + 0.5 * nup;
  // key (-0.5, 0.75, 0.45), fill (0.85, 0.2, 0.5), rim (0.25, 0.55, -0.8), normalised
  const k1 = Math.max(0, -0.49629 * nx + 0.74444 * ny + 0.44666 * nz);
  const k2 = Math.max(0, 0.84474 * nx + 0.19876 * ny + 0.49691 * nz);
  const k3 = Math.max(0, 0.24938 * nx + 0.54863 * ny - 0.79801 * nz);
  const dr = 0.2 + 0.3 * hemi + 2.1 * k1 + 0.42 * k2 + 0.3 * k3;
  const dg = 0.19 + 0.33 * hemi + 2.02 * k1 + 0.45 * k2 + 0.3 * k3;
  const db = 0.18 + 0.38 * hemi + 1.9 * k1 + 0.52 * k2 + 0.3 * k3;
  // Blinn-Phong with Schlick's approximation x^n ≈ x / (n - n x + x)
  let hx = vx - 0.49629,
    hy = vy + 0.74444,
    hz = vz + 0.44666;
  let nh = (nx * hx + ny * hy + nz * hz) / Math.sqrt(hx * hx + hy * hy + hz * hz);
  let spec = nh > 0 && k1 > 0 ? (nh / (shin - shin * nh + nh)) * k1 * 2.0 : 0;
  hx = vx + 0.84474;
  hy = vy + 0.19876;
  hz = vz + 0.49691;
  nh = (nx * hx + ny * hy + nz * hz) / Math.sqrt(hx * hx + hy * hy + hz * hz);
  if (nh > 0 && k2 > 0) spec += (nh / (shin - shin * nh + nh)) * k2 * 0.5;
  spec *= (shin + 8) * 0.04;
  // studio environment seen in the reflection direction: bright above, darker floor
  const ry = 2 * nv * nup - (vx * ux + vy * uy + vz * uz);
  let env = ry > 0 ? 0.55 + 0.6 * Math.sqrt(ry) : 0.55 - 0.35 * Math.min(1, -ry * 3);
  env = env + (0.6 - env) * rough;
  const q = 1 - nv,
    q2 = q * q;
  const fres = q2 * q2 * q * (1 - rough) * (1 - rough);
  const kd = (1 - metal) * (1 - fres);
  const se = spec + env;
  out[o] = br * kd * dr;
  out[o + 1] = bg * kd * dg;
  out[o + 2] = bb * kd * db;
  out[o + 3] = ((0.04 + (br - 0.04) * metal) * (1 - fres) + fres) * se;
  out[o + 4] = ((0.04 + (bg - 0.04) * metal) * (1 - fres) + fres) * se;
  out[o + 5] = ((0.04 + (bb - 0.04) * metal) * (1 - fres) + fres) * se;
}
