/**
 * Texture decoding for the software renderer: sharp → raw RGBA → linear float mip chain.
 * Decoded textures are cached by content, since the demo reuses a few material images
 * across hundreds of documents.
 */
import sharp from 'sharp';
import type { Texture } from '@gltf-transform/core';

/** One mip level: linear RGBA floats, row-major. */
export interface MipLevel {
  w: number;
  h: number;
  data: Float32Array;
}

/** Decoded texture: level 0 is full size, each next level half the size. */
export interface RTexture {
  levels: MipLevel[];
}

const SRGB_TO_LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  SRGB_TO_LINEAR[i] = c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

const MAX_SIZE = 512; // previews never need more texels than this
const byContent = new Map<string, Promise<RTexture | null>>();
const CACHE_LIMIT = 64;

function contentKey(data: Uint8Array): string {
  let h = 0x811c9dc5;
  const step = Math.max(1, Math.floor(data.length / 65536));
  for (let i = 0; i < data.length; i += step) h = Math.imul(h ^ data[i]!, 0x01000193);
  return `${data.length}:${h >>> 0}`;
}

async function decode(data: Uint8Array): Promise<RTexture | null> {
  try {
    const img = sharp(data).ensureAlpha().resize(MAX_SIZE, MAX_SIZE, {
      fit: 'inside',
      withoutEnlargement: true,
    });
    const { data: raw, info } = await img.raw().toBuffer({ resolveWithObject: true });
    const w = info.width,
      h = info.height;
    const lin = new Float32Array(w * h * 4);
    for (let i = 0; i < w * h; i++) {
      lin[i * 4] = SRGB_TO_LINEAR[raw[i * 4]!]!;
      lin[i * 4 + 1] = SRGB_TO_LINEAR[raw[i * 4 + 1]!]!;
      lin[i * 4 + 2] = SRGB_TO_LINEAR[raw[i * 4 + 2]!]!;
      lin[i * 4 + 3] = raw[i * 4 + 3]! / 255;
    }
    const levels: MipLevel[] = [{ w, h, data: lin }];
    let cur = levels[0]!;
    while (cur.w > 1 || cur.h > 1) {
      const nw = Math.max(1, cur.w >> 1),
        nh = Math.max(1, cur.h >> 1);
      const out = new Float32Array(nw * nh * 4);
      for (let y = 0; y < nh; y++) {
        const y0 = Math.min(cur.h - 1, y * 2),
          y1 = Math.min(cur.h - 1, y * 2 + 1);
        for (let x = 0; x < nw; x++) {
          const x0 = Math.min(cur.w - 1, x * 2),
            x1 = Math.min(cur.w - 1, x * 2 + 1);
          for (let c = 0; c < 4; c++) {
            out[(y * nw + x) * 4 + c] =
              (cur.data[(y0 * cur.w + x0) * 4 + c]! +
                cur.data[(y0 * cur.w + x1) * 4 + c]! +
                cur.data[(y1 * cur.w + x0) * 4 + c]! +
                cur.data[(y1 * cur.w + x1) * 4 + c]!) *
              0.25;
          }
        }
      }
      cur = { w: nw, h: nh, data: out };
      levels.push(cur);
    }
    return { levels };
  } catch {
    return null; // undecodable image: render with the factor colour only
  }
}

/** Decodes (or fetches from cache) the image of a glTF texture. */
export function loadTexture(tex: Texture): Promise<RTexture | null> {
  const data = tex.getImage();
  if (!data) return Promise.resolve(null);
  const key = contentKey(data);
  let p = byContent.get(key);
  if (!p) {
    p = decode(data);
    byContent.set(key, p);
    if (byContent.size > CACHE_LIMIT) byContent.delete(byContent.keys().next().value!);
  }
  return p;
}
