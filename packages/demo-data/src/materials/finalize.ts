/**
 * Turns a generator's float working maps into the byte maps that get encoded and, in the same
 * pass, into the interleaved linear texel buffer the preview renders from. One pass over the
 * pixels instead of five matters: ~200 materials are generated at first start.
 */
import { STRIDE, srgbByteToLinear } from './preview';
import { f32 } from './scratch';
import type { Surface } from './surface';

/** Byte maps ready to encode plus the preview texels. */
export interface Finalized {
  albedo: Uint8Array;
  rough: Uint8Array;
  metal: Uint8Array | null;
  normal: Uint8Array;
  /** Scalar factors: roughness is the map maximum so the map spans the full byte range. */
  roughFactor: number;
  /** Level-0 preview texels (linear rgb, roughness, metallic, normal xyz). */
  texels: Float32Array;
}

const toByte = (v: number): number => (v <= 0 ? 0 : v >= 1 ? 255 : (v * 255 + 0.5) | 0);

/** Quantizes maps, derives normals from height and fills the preview texels in one pass. */
export function finalize(s: Surface, tileMm: number): Finalized {
  const { size, height, rough: rs, metal: ms, albedo: src } = s;
  const n = size * size;
  let rMax = 0.02;
  for (let i = 0; i < n; i++) if (rs[i]! > rMax) rMax = rs[i]!;
  const roughFactor = Math.min(1, Math.ceil(rMax * 100) / 100);
  const rk = 1 / roughFactor;
  const rScale = roughFactor / 255;
  const albedo = new Uint8Array(n * 3);
  const rough = new Uint8Array(n);
  const metal = ms ? new Uint8Array(n) : null;
  const normal = new Uint8Array(n * 3);
  const texels = f32(n * STRIDE, false);
  // Normals from height: wrap-around central differences, so the normal map tiles too.
  // OpenGL/glTF convention: +X right, +Y up in the image, +Z out of the surface.
  for (let i = 0, j = 0, o = 0; i < n; i++, j += 3, o += STRIDE) {
    const r = toByte(src[j]!);
    const g = toByte(src[j + 1]!);
    const b = toByte(src[j + 2]!);
    albedo[j] = r;
    albedo[j + 1] = g;
    albedo[j + 2] = b;
    texels[o] = srgbByteToLinear(r);
    texels[o + 1] = srgbByteToLinear(g);
    texels[o + 2] = srgbByteToLinear(b);
    const rb = toByte(rs[i]! * rk);
    rough[i] = rb;
    texels[o + 3] = rb * rScale;
  }
  if (metal && ms) {
    for (let i = 0, o = 4; i < n; i++, o += STRIDE) {
      const mb = toByte(ms[i]!);
      metal[i] = mb;
      texels[o] = mb / 255;
    }
  } else for (let o = 4; o < n * STRIDE; o += STRIDE) texels[o] = 0;
  // Normals from height: wrap-around central differences, so the normal map tiles too.
  // OpenGL/glTF convention: +X right, +Y up in the image, +Z out of the surface.
  const k = size / (2 * tileMm);
  for (let y = 0; y < size; y++) {
    const up = ((y + size - 1) % size) * size;
    const dn = ((y + 1) % size) * size;
    const row = y * size;
    for (let x = 0; x < size; x++) {
      const i = row + x;
      const j = i * 3;
      const o = i * STRIDE;
      const l = x === 0 ? row + size - 1 : i - 1;
      const rr = x === size - 1 ? row : i + 1;
      const dx = (height[rr]! - height[l]!) * k;
      const dy = (height[dn + x]! - height[up + x]!) * k;
      const inv = 1 / Math.sqrt(dx * dx + dy * dy + 1);
      const nx = -dx * inv;
      const ny = dy * inv;
      normal[j] = ((nx + 1) * 127.5 + 0.5) | 0;
      normal[j + 1] = ((ny + 1) * 127.5 + 0.5) | 0;
      normal[j + 2] = ((inv + 1) * 127.5 + 0.5) | 0;
      texels[o + 5] = nx;
      texels[o + 6] = ny;
      texels[o + 7] = inv;
    }
  }
  return { albedo, rough, metal, normal, roughFactor, texels };
}
