/**
 * Materials: a definition (the demo catalogue's vitrine-material JSON, glTF metallic/roughness
 * semantics) plus up to four maps. The percentages a client filters and sorts by are derived
 * from both; docs/FILES.md gives the method.
 */
import type { MaterialAnalysis } from '@vitrine/contracts';
import sharp from 'sharp';
import { decodeOptions } from './filetypes';
import { inflateZip, type ZipEntry } from './zip';

export const MAP_KINDS = ['texture', 'normal', 'metallic', 'roughness'] as const;
export type MapKind = (typeof MAP_KINDS)[number];

/** Names maps go by in definitions and packages, to the names substance's t uses. */
const MAP_ALIASES: Record<string, MapKind> = {
  texture: 'texture',
  basecolor: 'texture',
  base_color: 'texture',
  albedo: 'texture',
  diffuse: 'texture',
  normal: 'normal',
  metallic: 'metallic',
  metalness: 'metallic',
  roughness: 'roughness',
};

export const mapKindOf = (name: string): MapKind | undefined => MAP_ALIASES[name.toLowerCase()];

export interface MaterialDefinition {
  format: 'vitrine-material';
  roughness?: number;
  metallic?: number;
  opacity?: number;
  transmission?: number;
  ior?: number;
  emissive_strength?: number;
  sound_absorption?: number;
  base_color?: [number, number, number];
  /** Map name (basecolor, normal, ...) to file name in the package or beside the definition. */
  maps?: Record<string, string>;
}

/** The definition in JSON bytes, or undefined when they are not a material definition. */
export function parseDefinition(bytes: Buffer): MaterialDefinition | undefined {
  try {
    const value = JSON.parse(bytes.toString('utf8')) as Partial<MaterialDefinition>;
    return value && value.format === 'vitrine-material' ? (value as MaterialDefinition) : undefined;
  } catch {
    return undefined;
  }
}

/** Effective roughness under which reflections look sharp (a "glossy" texel). */
const GLOSSY_BELOW = 0.4;
const SAMPLE = 128;

/** Per-texel values of one channel of a map, scaled to 0..1 on a SAMPLE x SAMPLE grid. */
async function channel(map: Buffer | string, index: 1 | 2, pixelLimit: number) {
  const image = sharp(map, decodeOptions(pixelLimit));
  const { channels } = await image.metadata();
  const raw = await image
    .extractChannel(channels >= 3 ? index : 0)
    .resize(SAMPLE, SAMPLE, { fit: 'fill', kernel: 'nearest' })
    .raw()
    .toBuffer();
  return Float32Array.from(raw, (v) => v / 255);
}

const mean = (values: Float32Array) => values.reduce((s, v) => s + v, 0) / values.length;
const percent = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10;

export async function analyseMaterial(
  definition: MaterialDefinition,
  maps: Partial<Record<MapKind, Buffer | string>>,
  pixelLimit: number,
): Promise<MaterialAnalysis> {
  const roughFactor = definition.roughness ?? 1;
  const metalFactor = definition.metallic ?? (maps.metallic ? 1 : 0);
  // glTF packs roughness in green and metalness in blue; grey maps hold them in every channel.
  const rough = maps.roughness
    ? (await channel(maps.roughness, 1, pixelLimit)).map((v) => v * roughFactor)
    : Float32Array.of(roughFactor);
  const metal = maps.metallic
    ? (await channel(maps.metallic, 2, pixelLimit)).map((v) => v * metalFactor)
    : Float32Array.of(metalFactor);
  const transmission = definition.transmission ?? 0;
  const opacity = definition.opacity ?? 1;
  const metallic = mean(metal);
  const roughness = mean(rough);
  const transparent = Math.max(1 - opacity, transmission);
  const glassLike = (definition.ior ?? 1.5) >= 1.3 ? 1 : 0;
  const soundAbsorption =
    definition.sound_absorption ??
    // No measured value: soft, rough, opaque dielectrics absorb more (a coarse guess).
    0.02 + 0.3 * roughness * (1 - metallic) * (1 - transparent);
  return {
    has_texture: maps.texture !== undefined,
    has_normal: maps.normal !== undefined,
    has_metallic: maps.metallic !== undefined,
    has_roughness: maps.roughness !== undefined,
    luminant: percent(definition.emissive_strength ?? 0),
    glass: percent(transmission * (1 - metallic) * glassLike),
    metallic: percent(metallic),
    rough: percent(roughness),
    sound_absorbing: percent(soundAbsorption),
    transparent: percent(transparent),
    glossy: percent(rough.filter((v) => v <= GLOSSY_BELOW).length / rough.length),
  };
}

/** The map files a package's definition names, read from the package. */
export async function packageMaps(
  zipPath: string,
  entries: ZipEntry[],
  definitionName: string,
  maps: Record<string, string>,
  inflateLimit: number,
): Promise<Partial<Record<MapKind, Buffer>>> {
  const folder = definitionName.slice(0, definitionName.lastIndexOf('/') + 1);
  const wanted = new Map<string, MapKind>();
  for (const [name, file] of Object.entries(maps)) {
    const kind = mapKindOf(name);
    if (kind && entries.some((e) => e.name === folder + file)) wanted.set(folder + file, kind);
  }
  const kept = await inflateZip(zipPath, entries, inflateLimit, (name) => wanted.has(name));
  return Object.fromEntries([...kept].map(([name, bytes]) => [wanted.get(name)!, bytes]));
}
