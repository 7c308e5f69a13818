/**
 * Procedural PBR materials for the demo catalogue: seamless basecolor/normal/roughness(/metallic)
 * maps, a definition.json and a sphere preview, deterministic from a seed so the ~200 demo
 * materials are identical on every install without shipping image files.
 */
import sharp from 'sharp';
import type { ColourKey, FinishKey, MaterialKey } from '../vocab/types';
import { MATERIAL_CATEGORY, PHYSICAL, baseColourOf } from './catalog';
import { generators } from './families';
import { rng } from './noise';
import { finalize } from './finalize';
import { PREVIEW_H, PREVIEW_W, meanAlbedo, renderPreview } from './preview';
import { resetScratch } from './scratch';
import { newSurface, rgb255, type Ctx } from './surface';

export { MATERIAL_CATEGORY, allowedColours, allowedFinishes, baseColourOf } from './catalog';

/** What to generate: material, finish, colour and a seed (same seed, same bytes). */
export interface MaterialSpec {
  key: MaterialKey;
  finish: FinishKey;
  colour: ColourKey;
  seed: number;
}

/**
 * Contents of definition.json in a material package (glTF-like metallic/roughness model).
 * - base_color: linear 0..1 average albedo of the basecolor map; a fallback swatch colour for
 *   viewers without textures, not a multiplier of the map.
 * - roughness, metallic: scalar factors that multiply the maps (glTF semantics); roughness is
 *   the map's maximum, so the map spans 0..255; metallic is 0 with no map for non-metals and
 *   powder coat (paint is a dielectric).
 * - opacity: alpha for renderers without transmission support (glass ~0.3, else 1).
 * - transmission, ior: KHR_materials_transmission / _ior values (glass transmits ~0.9).
 * - emissive_strength: always 0 for these surface materials.
 * - normal_scale: multiplier for the normal map (maps already hold the physical bump, so 1).
 * - tile_size_m: real-world width and height of one texture tile in metres.
 * - maps: file names in the package; basecolor/roughness/metallic JPEG (sRGB basecolor, linear
 *   grey roughness/metallic), normal PNG in OpenGL convention (+Y up, like glTF).
 * - sound_absorption: approximate absorption coefficient around 500-1000 Hz, a per-family guess
 *   rounded from common architectural-acoustics tables (see Physical.absorption in catalog.ts).
 */
export interface MaterialDefinition {
  format: 'vitrine-material';
  version: 1;
  base_color: [number, number, number];
  roughness: number;
  metallic: number;
  opacity: number;
  transmission: number;
  ior: number;
  emissive_strength: number;
  normal_scale: number;
  tile_size_m: [number, number];
  maps: { basecolor: string; normal: string; roughness: string; metallic?: string };
  sound_absorption: number;
}

type MapName = 'basecolor' | 'normal' | 'roughness' | 'metallic';
type Mime = 'image/png' | 'image/jpeg';

/** Encoded maps, their mime types, definition.json contents and the preview JPEG. */
export interface GeneratedMaterial {
  maps: { basecolor: Buffer; normal: Buffer; roughness: Buffer; metallic?: Buffer };
  mimeTypes: Record<MapName, Mime>;
  definition: MaterialDefinition;
  preview: Buffer;
}

const MIME: Record<MapName, Mime> = {
  basecolor: 'image/jpeg',
  normal: 'image/png',
  roughness: 'image/jpeg',
  metallic: 'image/jpeg',
};

const jpeg = (buf: Uint8Array, w: number, h: number, channels: 1 | 3): Promise<Buffer> =>
  sharp(buf, { raw: { width: w, height: h, channels } })
    .jpeg({ quality: 90, optimiseCoding: false })
    .toBuffer();

/** Runs the material's generator into fresh working maps. */
function runGenerator(spec: MaterialSpec, size: number) {
  const phys = PHYSICAL[spec.key];
  const ctx: Ctx = {
    ...spec,
    tint: rgb255(baseColourOf(spec.colour)),
    size,
    tileMm: phys.tile[0] * 1000,
    rand: rng(spec.seed * 7919 + 17),
  };
  const metalMap = MATERIAL_CATEGORY[spec.key] === 'metal' && spec.finish !== 'powder_coated';
  resetScratch();
  const s = newSurface(size, metalMap);
  generators[spec.key](ctx, s);
  return { phys, ctx, s };
}

/**
 * Only the basecolor map as a JPEG: what furniture parts use as a texture. Skips the other
 * maps and the preview render, which cost most of a full material.
 */
export async function generateBaseColor(spec: MaterialSpec, size = 256): Promise<Buffer> {
  const { ctx, s } = runGenerator(spec, size);
  return jpeg(finalize(s, ctx.tileMm).albedo, size, size, 3);
}

/** Generates maps, definition and preview for one material (size = map edge in pixels). */
export async function generateMaterial(spec: MaterialSpec, size = 512): Promise<GeneratedMaterial> {
  const { phys, ctx, s } = runGenerator(spec, size);
  const { albedo, rough, metal, normal, roughFactor, texels } = finalize(s, ctx.tileMm);
  // Encoding runs on libvips threads while the preview is rendered in JS.
  const encoded = Promise.all([
    jpeg(albedo, size, size, 3),
    sharp(normal, { raw: { width: size, height: size, channels: 3 } })
      .png({ compressionLevel: 4, adaptiveFiltering: false })
      .toBuffer(),
    jpeg(rough, size, size, 1),
    metal ? jpeg(metal, size, size, 1) : Promise.resolve(undefined),
  ]);
  const tilesU = phys.previewTiles;
  const base = meanAlbedo(texels, size).map((v) => Math.round(v * 1e4) / 1e4) as [
    number,
    number,
    number,
  ];
  const pixels = renderPreview({
    size,
    texels,
    look: s.look,
    tilesU,
    tilesV: tilesU * (phys.tile[0] / phys.tile[1]),
  });
  const [preview, [basecolor, normalPng, roughness, metallic]] = await Promise.all([
    jpeg(pixels, PREVIEW_W, PREVIEW_H, 3),
    encoded,
  ]);
  const definition: MaterialDefinition = {
    format: 'vitrine-material',
    version: 1,
    base_color: base,
    roughness: roughFactor,
    metallic: metal ? 1 : 0,
    opacity: s.look.opacity ?? 1,
    transmission: s.look.transmission ?? 0,
    ior: phys.ior,
    emissive_strength: 0,
    normal_scale: 1,
    tile_size_m: [phys.tile[0], phys.tile[1]],
    maps: {
      basecolor: 'basecolor.jpg',
      normal: 'normal.png',
      roughness: 'roughness.jpg',
      ...(metallic ? { metallic: 'metallic.jpg' } : {}),
    },
    sound_absorption: phys.absorption,
  };
  return {
    maps: { basecolor, normal: normalPng, roughness, ...(metallic ? { metallic } : {}) },
    mimeTypes: { ...MIME },
    definition,
    preview,
  };
}
