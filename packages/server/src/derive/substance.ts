/**
 * substance: a material's maps, or the whole material as one zip package. Where the maps come
 * from: a definition's linked map files, a package's entries, or an image that is its own
 * texture. docs/FILES.md describes the package format.
 */
import { zipSync } from 'fflate';
import sharp, { type SharpOptions } from 'sharp';
import { invalidField, notFound } from '../errors';
import { mapKindOf, type MapKind, type MaterialDefinition } from '../media/material';
import { IMAGE_OUTPUTS, type ImageOutput } from '../media/filetypes';
import { encode } from './imagine';

/** A material's parts, wherever they are stored. */
export interface MaterialSource {
  definition: MaterialDefinition;
  maps: Partial<Record<MapKind, { bytes: () => Promise<Buffer>; hash: string }>>;
}

export interface SubstanceRequest {
  what: MapKind | 'package';
  format: ImageOutput | 'zip' | undefined;
  width: number | undefined;
  height: number | undefined;
}

export function parseSubstance(query: {
  t: string;
  f?: string;
  w?: number;
  h?: number;
}): SubstanceRequest {
  const t = query.t.toLowerCase();
  const what = t === 'package' ? 'package' : mapKindOf(t);
  if (!what) throw invalidField('t', 'must be texture, normal, metallic, roughness or package');
  const f = query.f?.toLowerCase().replace(/^jpeg$/, 'jpg');
  if (f !== undefined) {
    const allowed: readonly string[] = what === 'package' ? ['zip'] : IMAGE_OUTPUTS;
    if (!allowed.includes(f)) throw invalidField('f', `must be one of ${allowed.join(', ')}`);
  }
  return { what, format: f as SubstanceRequest['format'], width: query.w, height: query.h };
}

/** Output format of a map: as asked, else its own format when it is a web format, else png. */
export function mapFormat(request: SubstanceRequest, sourceType: string): ImageOutput {
  if (request.format && request.format !== 'zip') return request.format;
  return (IMAGE_OUTPUTS as readonly string[]).includes(sourceType)
    ? (sourceType as ImageOutput)
    : 'png';
}

/** A map scaled to the asked size (both: exactly; one: keeping the aspect) and encoded. */
export async function renderMapTo(
  bytes: Uint8Array,
  request: SubstanceRequest,
  format: ImageOutput,
  options: SharpOptions,
  outPath: string,
): Promise<void> {
  let image = sharp(bytes, options);
  if (request.width || request.height) {
    image = image.resize(request.width, request.height, { fit: 'fill' });
  }
  await encode(image, format).toFile(outPath);
}

/** Renders a map (in a render process: render-pool.ts) and gives its bytes. */
export type MapRenderer = (
  bytes: Buffer,
  request: SubstanceRequest,
  format: ImageOutput,
) => Promise<Buffer>;

export async function sniffImageType(bytes: Buffer): Promise<string> {
  const { format } = await sharp(bytes).metadata();
  return format === 'jpeg' ? 'jpg' : format === 'tiff' ? 'tif' : String(format);
}

/** The package: definition.json (maps renamed to <map>.<ext>) and the map files beside it. */
export async function buildPackage(
  source: MaterialSource,
  request: SubstanceRequest,
  renderMap: MapRenderer,
): Promise<Buffer> {
  const files: Record<string, Uint8Array> = {};
  const maps: Record<string, string> = {};
  for (const [kind, map] of Object.entries(source.maps)) {
    let bytes = await map.bytes();
    const type = await sniffImageType(bytes);
    const format = mapFormat({ ...request, format: undefined }, type);
    if (request.width || request.height || format !== type) {
      bytes = await renderMap(bytes, request, format);
    }
    const name = `${kind === 'texture' ? 'basecolor' : kind}.${format}`;
    files[name] = bytes;
    maps[kind === 'texture' ? 'basecolor' : kind] = name;
  }
  const definition = { ...source.definition, maps };
  files['definition.json'] = Buffer.from(JSON.stringify(definition, null, 2));
  // Images are compressed already; deflating them again only costs time.
  return Buffer.from(zipSync(files, { level: 0 }));
}

/** An image dataport as a material of one map: its own texture. */
export function imageAsMaterial(hash: string, bytes: () => Promise<Buffer>): MaterialSource {
  return {
    definition: { format: 'vitrine-material', maps: { basecolor: 'basecolor' } },
    maps: { texture: { hash, bytes } },
  };
}

export function requireMap(source: MaterialSource, kind: MapKind) {
  const map = source.maps[kind];
  if (!map) throw notFound(`This material's ${kind} map`);
  return map;
}
