/**
 * What a file is and what can be made of it, decided once when it is stored: image, 3D/CAD,
 * material definition or package, or a plain document. Corrupt, truncated and dangerous files
 * throw unprocessable (422) so nothing of them is stored.
 */
import type { Analyses, Features } from '@vitrine/contracts';
import { open, readFile } from 'node:fs/promises';
import { unprocessable } from '../../errors';
import { IMAGE_TYPES } from '../../media/filetypes';
import { checkGzip, isGzip } from '../../media/gzip';
import { analyseMaterial, packageMaps, parseDefinition, type MapKind } from '../../media/material';
import { checkDeclared, inflateZip, readCentralDirectory, type ZipEntry } from '../../media/zip';
import type { ModelReader } from '../files.types';
import { analyseImage } from './image';

/** A file to analyse, as a local file (staged upload, or a stored blob lent by the store). */
export interface AnalysisInput {
  path: string;
  filetype: string;
  filename?: string;
  head: Buffer;
  size: number;
}

export interface AnalysisContext {
  cad: ModelReader;
  pixelLimit: number;
  inflateLimit: number;
  /** The maps of a material definition stored beside it (by annotation or by name). */
  findMaps(definition: Record<string, string>): Promise<Partial<Record<MapKind, MapFile>>>;
  /** The bytes of a map file. */
  mapBytes(map: MapFile): Promise<Buffer>;
}

export interface MapFile {
  dataportId: string;
  fileHash: string;
}

export interface Analysis {
  features: Features;
  analyses: Analyses;
}

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const JSON_LIMIT = 16 * 1024 * 1024;
/** Names a material package's definition may have. */
const DEFINITION_NAMES = /(^|\/)(definition|material)\.json$/i;

export async function analyseFile(file: AnalysisInput, ctx: AnalysisContext): Promise<Analysis> {
  const isZip = file.head.subarray(0, 4).equals(ZIP_MAGIC);
  if (isZip) {
    const entries = await readCentralDirectory(file.path);
    checkDeclared(entries, ctx.inflateLimit);
    if (file.filetype === 'zip') return analyseZip(file, entries, ctx);
    await inflateZip(file.path, entries, ctx.inflateLimit);
  }
  // A compressed 3D file (a .blend saved compressed) is proven whole and within the limit.
  if (isGzip(file.head) && ctx.cad.readable.has(file.filetype))
    await checkGzip(file.path, ctx.inflateLimit);
  if (IMAGE_TYPES.has(file.filetype)) {
    return {
      features: { imagine: true },
      analyses: { image: await analyseImage(file.path, ctx.pixelLimit) },
    };
  }
  if (ctx.cad.readable.has(file.filetype)) return analyseCad(file, ctx.cad);
  if (file.filetype === 'json' && file.size <= JSON_LIMIT) {
    const definition = parseDefinition(await readFile(file.path));
    if (definition) {
      const maps = await ctx.findMaps(definition.maps ?? {});
      const bytes: Partial<Record<MapKind, Buffer>> = {};
      for (const [kind, map] of Object.entries(maps))
        bytes[kind as MapKind] = await ctx.mapBytes(map);
      return {
        features: {
          substance: [...Object.keys(maps), 'package'],
          material_maps: Object.fromEntries(
            Object.entries(maps).map(([k, m]) => [k, m.dataportId]),
          ),
        },
        analyses: { material: await analyseMaterial(definition, bytes, ctx.pixelLimit) },
      };
    }
  }
  if (file.filetype === 'pdf') await checkPdf(file);
  return { features: {}, analyses: {} };
}

/** A 3D file: the engine's analysis (it answers 422 for a file it cannot read). */
async function analyseCad(file: AnalysisInput, cad: ModelReader): Promise<Analysis> {
  const result = await cad.analyse({
    path: file.path,
    filetype: file.filetype,
    filename: file.filename,
  });
  return {
    features: {
      cad_file: [result.is_2d ? '2d' : '3d'],
      cadify: [...cad.writable].sort(),
      imagine: true,
    },
    analyses: { cad: result },
  };
}

/** A zip: a material package when it holds a definition, else just an archive. */
async function analyseZip(
  file: AnalysisInput,
  entries: ZipEntry[],
  ctx: AnalysisContext,
): Promise<Analysis> {
  const definitionName = entries.find((e) => DEFINITION_NAMES.test(e.name))?.name;
  const kept = await inflateZip(
    file.path,
    entries,
    ctx.inflateLimit,
    (name) => name === definitionName,
  );
  const definition = definitionName ? parseDefinition(kept.get(definitionName)!) : undefined;
  if (!definition) {
    if (!ctx.cad.readable.has('zip')) return { features: {}, analyses: {} };
    // A zip the engine reads (a model with its textures) is a 3D file; any other is an archive.
    return analyseCad(file, ctx.cad).catch(() => ({ features: {}, analyses: {} }));
  }
  const maps = await packageMaps(
    file.path,
    entries,
    definitionName!,
    definition.maps ?? {},
    ctx.inflateLimit,
  );
  return {
    features: { substance: [...Object.keys(maps), 'package'] },
    analyses: { material: await analyseMaterial(definition, maps, ctx.pixelLimit) },
  };
}

/** A PDF ends with %%EOF; one cut off in transfer does not. */
async function checkPdf(file: AnalysisInput) {
  const handle = await open(file.path, 'r');
  try {
    const tail = Buffer.alloc(Math.min(2048, file.size));
    await handle.read(tail, 0, tail.length, file.size - tail.length);
    if (!tail.includes('%%EOF')) throw unprocessable('The PDF file is truncated (no %%EOF)');
  } finally {
    await handle.close();
  }
}
