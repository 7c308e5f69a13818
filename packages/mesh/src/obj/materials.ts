/**
 * MTL materials → glTF PBR materials with their textures embedded, so each GLB stands alone.
 * Texture files are looked up the forgiving way SweetHome3D libraries need (relative to the
 * MTL, any case, or by bare file name when the MTL kept an absolute Windows path); a texture
 * that cannot be found or decoded is reported and the material keeps its colour.
 */
import path from 'node:path';
import type { Document, Material, Texture } from '@gltf-transform/core';
import sharp from 'sharp';
import type { FileSource } from './file-source';
import { opacityOf, type MtlMaterial } from './mtl';

/** MTL colours are display values; glTF factors are linear. */
const toLinear = (c: number) => {
  const v = Math.min(1, Math.max(0, c));
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/**
 * Finds a file referenced from `baseDir`: as written (relative, then from the root), then by
 * bare name in baseDir, and with `anywhere` by bare name in any folder of the archive.
 */
export function findReferenced(
  source: FileSource,
  baseDir: string,
  reference: string,
  anywhere = false,
): string | undefined {
  const ref = reference.replace(/\\/g, '/').replace(/^"|"$/g, '');
  const candidates = [path.posix.join(baseDir, ref), ref];
  try {
    candidates.push(path.posix.join(baseDir, decodeURIComponent(ref)));
  } catch {
    // Not URI-encoded.
  }
  for (const candidate of candidates) {
    const found = source.find(candidate);
    if (found) return found;
  }
  const bare = path.posix.basename(ref).toLowerCase();
  const inDir = source.find(path.posix.join(baseDir, bare));
  if (inDir || !anywhere) return inDir;
  return source.paths().find((p) => path.posix.basename(p).toLowerCase() === bare);
}

interface LoadedImage {
  data: Uint8Array;
  mimeType: 'image/png' | 'image/jpeg';
  /** 'BLEND' or 'MASK' when the image has see-through pixels. */
  alpha?: 'BLEND' | 'MASK';
}

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8;

/**
 * Reads an image for glTF: PNG and JPEG pass through unchanged (checked by content, not
 * extension), other formats sharp can decode become PNG. PNGs with transparent pixels get
 * MASK (cut-outs such as leaves or lace: nearly all alpha is 0 or 255) or BLEND.
 */
async function loadImage(bytes: Uint8Array): Promise<LoadedImage> {
  let data = bytes;
  if (isJpeg(data)) return { data, mimeType: 'image/jpeg' };
  if (!isPng(data)) data = await sharp(data).png().toBuffer();
  const image = sharp(data);
  const meta = await image.metadata();
  if (!meta.hasAlpha) return { data, mimeType: 'image/png' };
  const alpha = await image.extractChannel('alpha').raw().toBuffer();
  let partial = 0;
  let transparent = 0;
  for (const a of alpha) {
    if (a < 250) transparent++;
    if (a > 5 && a < 250) partial++;
  }
  if (transparent === 0) return { data, mimeType: 'image/png' };
  return { data, mimeType: 'image/png', alpha: partial / transparent < 0.1 ? 'MASK' : 'BLEND' };
}

export interface MaterialSet {
  materialFor(name: string | undefined): Material;
  /** Texture references that could not be used, with the reason. */
  missing: string[];
  textures: number;
}

/**
 * Creates one glTF material per MTL material used: Kd → baseColorFactor (linear), map_Kd →
 * baseColorTexture (factor white, as SweetHome3D shows the texture unmodulated), d / Tr →
 * alpha with BLEND, Ks/Ns → a rough roughness estimate, metallic 0, double-sided because
 * OBJ furniture often has single walls or inconsistent winding.
 */
export async function createMaterials(
  doc: Document,
  source: FileSource,
  mtlDir: string,
  mtl: Map<string, MtlMaterial>,
  used: Array<string | undefined>,
): Promise<MaterialSet> {
  const missing: string[] = [];
  const textures = new Map<string, { texture: Texture; alpha?: 'BLEND' | 'MASK' } | null>();
  const materials = new Map<string | undefined, Material>();

  const textureFor = async (reference: string) => {
    // SweetHome3D reads the map as one token, so "C:/My textures/wood.jpg" means "wood.jpg".
    const file =
      findReferenced(source, mtlDir, reference) ??
      findReferenced(source, mtlDir, reference.split(/\s+/).at(-1)!) ??
      findReferenced(source, mtlDir, reference, true);
    const key = file ?? reference;
    if (textures.has(key)) return textures.get(key)!;
    let entry: { texture: Texture; alpha?: 'BLEND' | 'MASK' } | null = null;
    if (!file) missing.push(`${reference}: not in the library`);
    else {
      try {
        const image = await loadImage(await source.read(file));
        const ext = image.mimeType === 'image/png' ? 'png' : 'jpg';
        const name = path.posix.basename(file).replace(/\.[^.]+$/, '');
        const texture = doc
          .createTexture(name)
          .setImage(image.data)
          .setMimeType(image.mimeType)
          .setURI(`${name}.${ext}`);
        entry = { texture, alpha: image.alpha };
      } catch (error) {
        missing.push(`${reference}: ${(error as Error).message}`);
      }
    }
    textures.set(key, entry);
    return entry;
  };

  for (const name of used) {
    if (materials.has(name)) continue;
    const spec = name === undefined ? undefined : mtl.get(name);
    const opacity = opacityOf(spec);
    const kd = spec?.kd ?? [0.8, 0.8, 0.8];
    const material = doc
      .createMaterial(name ?? 'default')
      .setDoubleSided(true)
      .setMetallicFactor(0);
    const tex = spec?.mapKd ? await textureFor(spec.mapKd) : null;
    if (tex) {
      material.setBaseColorFactor([1, 1, 1, opacity]).setBaseColorTexture(tex.texture);
      if (tex.alpha) material.setAlphaMode(tex.alpha);
      if (tex.alpha === 'MASK' && opacity >= 1) material.setAlphaCutoff(0.5);
    } else {
      material.setBaseColorFactor([toLinear(kd[0]), toLinear(kd[1]), toLinear(kd[2]), opacity]);
    }
    if (opacity < 1) material.setAlphaMode('BLEND');
    const ks = spec?.ks ? Math.max(...spec.ks) : 0;
    const ns = spec?.ns !== undefined && Number.isFinite(spec.ns) ? spec.ns : 0;
    // Blinn-Phong exponent → GGX roughness; a material without specular colour is matte.
    material.setRoughnessFactor(
      ks < 0.05 ? 0.9 : Math.min(0.9, Math.max(0.15, Math.sqrt(2 / (ns + 2)))),
    );
    materials.set(name, material);
  }
  return {
    materialFor: (name) => materials.get(name)!,
    missing,
    textures: [...textures.values()].filter(Boolean).length,
  };
}
