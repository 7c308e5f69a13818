/**
 * Software product-preview renderer for glTF documents (no GPU, no browser): three-quarter
 * studio view framed to the model, soft ground shadow, supersampled edges. Built for
 * rendering thousands of catalogue thumbnails quickly on a shared CPU.
 */
import sharp from 'sharp';
import type { Document } from '@gltf-transform/core';
import { boundsOf, frameCamera, toView, type Camera } from './camera';
import { rasterize } from './raster';
import { extractScene } from './scene';
import { resolve } from './shade';
import { groundShadow } from './shadow';
import { loadTexture } from './texture';
import { KEY_DIR } from './lighting';

/** Output size in pixels, background colour, and supersampling for anti-aliasing. */
export interface RenderOptions {
  width: number;
  height: number;
  /** sRGB 0–255, default near-white #f4f4f2 */
  background?: [number, number, number];
  /** raster samples per pixel per axis (default 2 = 4 samples) */
  supersample?: number;
}

/** Renders the document's default scene to raw RGBA pixels. */
export async function renderDocument(
  doc: Document,
  opts: RenderOptions,
): Promise<{ data: Buffer; width: number; height: number; channels: 4 }> {
  const { data, width, height } = await renderRaw(doc, opts, 4);
  return { data, width, height, channels: 4 };
}

async function renderRaw(
  doc: Document,
  opts: RenderOptions,
  channels: 3 | 4,
): Promise<{ data: Buffer; width: number; height: number }> {
  return (await renderRawMany([doc], opts, channels))[0]!;
}

/**
 * Renders documents that share one geometry and differ only in materials (colourways of a
 * product): framing, rasterisation and the ground shadow are computed once for all of them.
 */
async function renderRawMany(
  docs: Document[],
  opts: RenderOptions,
  channels: 3 | 4,
): Promise<Array<{ data: Buffer; width: number; height: number }>> {
  const W = Math.max(1, Math.round(opts.width)),
    H = Math.max(1, Math.round(opts.height));
  const s = Math.max(1, Math.min(4, Math.round(opts.supersample ?? 2)));
  const background = opts.background ?? [244, 244, 242];
  const scenes = docs.map(extractScene);
  const first = scenes[0];
  if (!first || first.triangleCount === 0) {
    return docs.map(() => {
      const data = Buffer.alloc(W * H * channels, 255);
      for (let i = 0; i < W * H; i++) data.set(background, i * channels);
      return { data, width: W, height: H };
    });
  }
  const n = first.triangleCount;
  if (scenes.some((scene) => scene.triangleCount !== n))
    throw new Error('renderRawMany: the documents do not share one geometry');
  const SW = W * s,
    SH = H * s;
  const cam = frameCamera(first.pos, SW, SH);
  const { vp, vn } = toView(cam, first.pos, first.nrm);
  const shadow = groundShadow(first.pos, first.idx, boundsOf(first.pos), castOffset(cam));
  // Rasterised again only when the set of blended (see-through) triangles changes, which
  // colourways rarely do (raster buffers are pooled, so only the latest raster is valid).
  let raster: ReturnType<typeof rasterize> | undefined;
  let rasterKey = '';
  const out = [];
  for (const scene of scenes) {
    let blendTri: Uint8Array | null = null;
    if (scene.materials.some((m) => m.blend)) {
      blendTri = new Uint8Array(n);
      for (let t = 0; t < n; t++) blendTri[t] = scene.materials[scene.triMat[t]!]!.blend ? 1 : 0;
    }
    const key = blendTri ? Buffer.from(blendTri).toString('base64') : '';
    if (!raster || key !== rasterKey) {
      raster = rasterize(vp, first.idx, blendTri, cam, SW, SH);
      rasterKey = key;
    }
    const textures = await Promise.all(
      scene.materials.map((m) => (m.texture ? loadTexture(m.texture) : Promise.resolve(null))),
    );
    const triLod = mipLevels(scene.uv, scene.idx, scene.triMat, textures, raster.area, s);
    const data = resolve({
      ...{ raster, s, width: W, height: H, vp, vn, uv: scene.uv, idx: scene.idx, channels },
      ...{
        triMat: scene.triMat,
        materials: scene.materials,
        textures,
        triLod,
        cam,
        shadow,
        background,
      },
    });
    out.push({ data, width: W, height: H });
  }
  return out;
}

/**
 * Ground offset per metre of height for the cast shadow: away from the key light, as if the
 * light stood at 60° elevation (steeper than the key itself, so shadows stay compact).
 */
function castOffset(cam: Camera): [number, number] {
  const [x, y, z] = KEY_DIR;
  const wx = cam.right[0] * x + cam.up[0] * y + cam.back[0] * z;
  const wz = cam.right[2] * x + cam.up[2] * y + cam.back[2] * z;
  const len = Math.hypot(wx, wz) || 1;
  const k = 1 / Math.tan((60 * Math.PI) / 180);
  return [(-wx / len) * k, (-wz / len) * k];
}

/** Per-triangle mip level from texels per output pixel (constant over a triangle). */
function mipLevels(
  uv: Float32Array,
  idx: Uint32Array,
  triMat: Uint16Array,
  textures: Array<{ levels: Array<{ w: number; h: number }> } | null>,
  area: Float32Array,
  s: number,
): Uint8Array {
  const lod = new Uint8Array(triMat.length);
  for (let t = 0; t < triMat.length; t++) {
    const tex = textures[triMat[t]!];
    if (!tex) continue;
    const l0 = tex.levels[0]!;
    const a = idx[t * 3]! * 2,
      b = idx[t * 3 + 1]! * 2,
      c = idx[t * 3 + 2]! * 2;
    const du1 = uv[b]! - uv[a]!,
      dv1 = uv[b + 1]! - uv[a + 1]!;
    const du2 = uv[c]! - uv[a]!,
      dv2 = uv[c + 1]! - uv[a + 1]!;
    const texels = (Math.abs(du1 * dv2 - du2 * dv1) / 2) * l0.w * l0.h;
    const pixels = area[t]! / (s * s);
    const level = pixels > 1e-9 ? 0.5 * Math.log2(texels / pixels) : 30;
    lod[t] = Math.max(0, Math.min(tex.levels.length - 1, Math.round(level)));
  }
  return lod;
}

/** Renders and encodes a JPEG preview (default quality 85). */
export async function renderPreviewJpeg(
  doc: Document,
  opts: RenderOptions & { quality?: number },
): Promise<Buffer> {
  return (await renderPreviewsJpeg([doc], opts))[0]!;
}

/**
 * Renders and encodes JPEG previews of documents that differ only in materials (one product
 * in several colourways), sharing the geometry work between them.
 */
export async function renderPreviewsJpeg(
  docs: Document[],
  opts: RenderOptions & { quality?: number },
): Promise<Buffer[]> {
  const images = await renderRawMany(docs, opts, 3);
  return Promise.all(
    images.map((img) =>
      sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
        .jpeg({ quality: opts.quality ?? 85, optimiseCoding: false })
        .toBuffer(),
    ),
  );
}

/** Renders and encodes a WebP preview (default quality 82). */
export async function renderPreviewWebp(
  doc: Document,
  opts: RenderOptions & { quality?: number },
): Promise<Buffer> {
  const img = await renderRaw(doc, opts, 3);
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .webp({ quality: opts.quality ?? 82 })
    .toBuffer();
}
