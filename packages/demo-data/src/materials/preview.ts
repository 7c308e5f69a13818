/**
 * Software preview of a material: a sphere lit by a small fake studio (soft key, fill and rim
 * lights plus a sky/floor environment) on a light neutral backdrop. It uses the generated maps
 * (albedo, normal, roughness, metallic) so the thumbnail shows what a viewer would show, with
 * blurred reflections for rough surfaces and refraction for glass. Sphere geometry and the
 * backdrop are computed once (studio.ts); per material the cost is one mip chain and one pass.
 */
import { clamp01 } from './noise';
import {
  CX,
  CY,
  GF,
  LF,
  RADIUS,
  backdrop,
  blurredBg,
  encode,
  env,
  expNeg,
  sphereGeometry,
} from './studio';
import { f32 } from './scratch';
import type { Look } from './surface';

/** Floats per preview texel: linear r, g, b, roughness, metallic, normal x, y, z. */
export const STRIDE = 8;

export { PREVIEW_H, PREVIEW_W, srgbByteToLinear } from './studio';

/** What the preview needs: level-0 texels, look hints and how many tiles cover the sphere. */
export interface PreviewInput {
  size: number;
  /** Level-0 texels, STRIDE floats each (see finalize). */
  texels: Float32Array;
  look: Look;
  /** Texture tiles across the sphere's visible diameter, horizontally and vertically. */
  tilesU: number;
  tilesV: number;
}

/** Box-filtered mip chain (down to 8 px) so minified texture does not sparkle. */
function mipChain(p: PreviewInput, maxLevel: number): { data: Float32Array[]; sizes: number[] } {
  const data = [p.texels];
  const sizes = [p.size];
  let s = p.size;
  while (s >= 16 && s % 2 === 0 && data.length <= maxLevel) {
    const h = s / 2;
    const src = data[data.length - 1]!;
    const dst = f32(h * h * STRIDE, false);
    const rowStride = s * STRIDE;
    for (let y = 0; y < h; y++) {
      let a = 2 * y * rowStride;
      let o = y * h * STRIDE;
      for (let x = 0; x < h; x++, a += 2 * STRIDE, o += STRIDE) {
        const b = a + rowStride;
        const a2 = a + STRIDE;
        const b2 = b + STRIDE;
        dst[o] = 0.25 * (src[a]! + src[a2]! + src[b]! + src[b2]!);
        dst[o + 1] = 0.25 * (src[a + 1]! + src[a2 + 1]! + src[b + 1]! + src[b2 + 1]!);
        dst[o + 2] = 0.25 * (src[a + 2]! + src[a2 + 2]! + src[b + 2]! + src[b2 + 2]!);
        dst[o + 3] = 0.25 * (src[a + 3]! + src[a2 + 3]! + src[b + 3]! + src[b2 + 3]!);
        dst[o + 4] = 0.25 * (src[a + 4]! + src[a2 + 4]! + src[b + 4]! + src[b2 + 4]!);
        dst[o + 5] = 0.25 * (src[a + 5]! + src[a2 + 5]! + src[b + 5]! + src[b2 + 5]!);
        dst[o + 6] = 0.25 * (src[a + 6]! + src[a2 + 6]! + src[b + 6]! + src[b2 + 6]!);
        dst[o + 7] = 0.25 * (src[a + 7]! + src[a2 + 7]! + src[b + 7]! + src[b2 + 7]!);
      }
    }
    data.push(dst);
    sizes.push(h);
    s = h;
  }
  return { data, sizes };
}

/** Mean linear albedo of the texels, from a sparse grid of samples (for base_color). */
export function meanAlbedo(texels: Float32Array, size: number): [number, number, number] {
  const step = Math.max(1, size >> 6);
  let r = 0,
    g = 0,
    b = 0,
    n = 0;
  for (let y = 0; y < size; y += step) {
    for (let x = 0; x < size; x += step, n++) {
      const o = (y * size + x) * STRIDE;
      r += texels[o]!;
      g += texels[o + 1]!;
      b += texels[o + 2]!;
    }
  }
  return [r / n, g / n, b / n];
}

/** Renders the preview and returns RGB bytes (PREVIEW_W x PREVIEW_H). */
export function renderPreview(p: PreviewInput): Uint8Array {
  const geo = sphereGeometry();
  const glass = !!p.look.glass;
  const { lin: bg, bytes } = backdrop(glass);
  const out = Uint8Array.from(bytes);
  const baseLod = Math.log2((Math.max(p.tilesU, p.tilesV) * p.size) / (Math.PI * RADIUS));
  const { data, sizes } = mipChain(p, Math.ceil(baseLod + 1.6));
  const sheen = p.look.sheen ?? 0;
  const trans = p.look.transmission ?? 0;
  const aniso = p.look.anisotropy ?? 0;
  const { idx, f } = geo;
  const { tilesU, tilesV } = p;
  for (let k = 0; k < idx.length; k++) {
    const g = k * GF;
    const lod = Math.max(0, Math.min(sizes.length - 1, (baseLod + f[g + 11]! + 0.5) | 0));
    // Bilinear, wrapping texel lookup (coordinates offset to stay positive).
    const d = data[lod]!;
    const sz = sizes[lod]!;
    const x = (f[g + 9]! * tilesU + 64) * sz - 0.5;
    const y = (f[g + 10]! * tilesV + 64) * sz - 0.5;
    const xi = x | 0;
    const yi = y | 0;
    const fx = x - xi;
    const fy = y - yi;
    const x0 = xi % sz;
    const y0 = yi % sz;
    const x1 = x0 + 1 === sz ? 0 : x0 + 1;
    const y1 = y0 + 1 === sz ? 0 : y0 + 1;
    const ta = (y0 * sz + x0) * STRIDE;
    const tb = (y0 * sz + x1) * STRIDE;
    const tc = (y1 * sz + x0) * STRIDE;
    const te = (y1 * sz + x1) * STRIDE;
    const w0 = (1 - fx) * (1 - fy),
      w1 = fx * (1 - fy),
      w2 = (1 - fx) * fy,
      w3 = fx * fy;
    const al0 = d[ta]! * w0 + d[tb]! * w1 + d[tc]! * w2 + d[te]! * w3;
    const al1 = d[ta + 1]! * w0 + d[tb + 1]! * w1 + d[tc + 1]! * w2 + d[te + 1]! * w3;
    const al2 = d[ta + 2]! * w0 + d[tb + 2]! * w1 + d[tc + 2]! * w2 + d[te + 2]! * w3;
    const rough = Math.max(
      0.02,
      d[ta + 3]! * w0 + d[tb + 3]! * w1 + d[tc + 3]! * w2 + d[te + 3]! * w3,
    );
    const metal = d[ta + 4]! * w0 + d[tb + 4]! * w1 + d[tc + 4]! * w2 + d[te + 4]! * w3;
    const tx = d[ta + 5]! * w0 + d[tb + 5]! * w1 + d[tc + 5]! * w2 + d[te + 5]! * w3;
    const ty = d[ta + 6]! * w0 + d[tb + 6]! * w1 + d[tc + 6]! * w2 + d[te + 6]! * w3;
    const tz = d[ta + 7]! * w0 + d[tb + 7]! * w1 + d[tc + 7]! * w2 + d[te + 7]! * w3;
    const Nx = f[g + 1]!,
      Ny = f[g + 2]!,
      Nz = f[g + 3]!,
      Tx = f[g + 4]!,
      Tz = f[g + 5]!;
    const Bx = f[g + 6]!,
      By = f[g + 7]!,
      Bz = f[g + 8]!;
    let nx = tx * Tx + ty * Bx + tz * Nx;
    let ny = ty * By + tz * Ny;
    let nz = tx * Tz + ty * Bz + tz * Nz;
    const inv = 1 / Math.sqrt(nx * nx + ny * ny + nz * nz);
    nx *= inv;
    ny *= inv;
    nz *= inv;
    const ndv = Math.max(nz, 0.02);
    const rx = 2 * ndv * nx,
      ry = 2 * ndv * ny,
      rz = 2 * ndv * nz - 1;
    const r2 = rough * rough;
    // Diffuse: hemispherical ambient (sky above, floor bounce below) plus wrapped lights.
    let irr = 0.3 + 0.18 * ny;
    let spec = env(rx, ry, r2 * 1.2 + aniso * 0.25) * (1 - 0.6 * rough);
    for (let l = 0; l < LF.length; l += 6) {
      const lx = LF[l]!,
        ly = LF[l + 1]!,
        lz = LF[l + 2]!,
        lw2 = LF[l + 5]!;
      const d = nx * lx + ny * ly + nz * lz;
      if (d > -0.1) irr += (LF[l + 3]! * (d + 0.1)) / 1.1;
      // Spherical-gaussian highlight, widened by roughness and, for brushed metal, across
      // the brushing direction.
      const w2 = lw2 + 4 * r2 * r2 + 0.5 * r2;
      const ex = rx - lx,
        ey = ry - ly,
        ez = rz - lz;
      const d2 = ex * ex + ey * ey + ez * ez;
      if (aniso > 0) {
        const db = ex * Bx + ey * By + ez * Bz;
        const wb2 = w2 + aniso * 0.3;
        spec +=
          LF[l + 4]! * (lw2 / Math.sqrt(w2 * wb2)) * expNeg((d2 - db * db) / w2 + (db * db) / wb2);
      } else spec += LF[l + 4]! * (lw2 / w2) * expNeg(d2 / w2);
    }
    const fw1 = 1 - ndv;
    const fw = fw1 * fw1 * fw1 * fw1 * fw1;
    // Glass: a ball lens shows the backdrop inverted and magnified, tinted by the path
    // length, and fading to reflection toward the rim.
    let gb = 0;
    let gt = 0;
    if (glass) {
      const sx = Math.round(CX - (Nx * 1.5 + nx * 0.2) * RADIUS);
      const sy = Math.round(CY + (Ny * 1.5 + ny * 0.2) * RADIUS);
      gb = blurredBg(bg, sx, sy, Math.round(rough * 16)) * (0.25 + 0.75 * Math.sqrt(Nz));
      gt = trans * (1 - fw) * clamp01(Nz * 3);
    }
    const col0 = shade(al0, metal, rough, fw, fw1, ndv, irr, spec, sheen, glass, gb, gt, Nz);
    const col1 = shade(al1, metal, rough, fw, fw1, ndv, irr, spec, sheen, glass, gb, gt, Nz);
    const col2 = shade(al2, metal, rough, fw, fw1, ndv, irr, spec, sheen, glass, gb, gt, Nz);
    const cov = f[g]!;
    const o = idx[k]! * 3;
    const back = bg[idx[k]!]!;
    out[o] = encode(back + (col0 - back) * cov);
    out[o + 1] = encode(back + (col1 - back) * cov);
    out[o + 2] = encode(back + (col2 - back) * cov);
  }
  return out;
}

/** One colour channel: diffuse + Fresnel-weighted specular, fabric sheen, glass see-through. */
function shade(
  alb: number,
  metal: number,
  rough: number,
  fw: number,
  fw1: number,
  ndv: number,
  irr: number,
  spec: number,
  sheen: number,
  glass: boolean,
  gb: number,
  gt: number,
  Nz: number,
): number {
  const f0 = 0.04 + (alb - 0.04) * metal;
  const fr = f0 + (Math.max(1 - rough, f0) - f0) * fw;
  if (glass) return Math.pow(alb, 0.6 + Nz) * gb * gt + fr * spec * 1.3 + (1 - gt) * 0.06;
  const v = (1 - metal) * alb * (1 - fr) * irr + fr * spec;
  if (sheen <= 0) return v;
  // Pile fabrics: darker face-on, bright and more saturated toward the silhouette.
  return (
    v * (1 - 0.4 * sheen * ndv) +
    sheen * Math.sqrt(alb) * fw1 * Math.sqrt(fw1) * (0.25 + 0.45 * irr)
  );
}
