/**
 * imagine, substance and cadify: derived files made on first request through the derived
 * cache, so each variant is produced once however many requests arrive together.
 */
import type { CadifyQuery, ImagineQuery, SubstanceQuery } from '@vitrine/contracts';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { FilesConfig } from '../../config';
import { ApiFailure, invalidField } from '../../errors';
import { packageMaps } from '../analyse/analyse';
import { decodeOptions } from '../analyse/image';
import { parseDefinition, type MapKind } from '../analyse/material';
import { unprocessable } from '../analyse/unprocessable';
import { inflateZip, readCentralDirectory } from '../analyse/zip';
import { CadError, type CadEngine } from '../cadify';
import { metaOf } from '../dataport.mapper';
import type { DataportRow } from '../dataport.repository';
import type { DataportService } from '../dataport.service';
import { IMAGE_TYPES } from '../filetypes';
import type { DerivedFile } from './derived-cache';
import { MemoryCache } from './memory-cache';
import { imagineName, outputFormat, parseImagine, pixels, renderImagine } from './imagine';
import {
  buildPackage,
  imageAsMaterial,
  mapFormat,
  parseSubstance,
  renderMap,
  requireMap,
  sniffImageType,
  type MaterialSource,
} from './substance';

export interface Derivation {
  file: DerivedFile;
  /** The download name, for Content-Disposition. */
  filename: string;
}

const stemOf = (row: DataportRow) =>
  (row.filename ?? row.dataport_id).replace(/\.[^.]*$/, '') || row.dataport_id;

const notDerivable = (what: string) =>
  new ApiFailure(422, '_422_not_derivable', what, 'dataport_id');

export function createDeriveService(
  files: DataportService,
  cad: () => Promise<CadEngine>,
  limits: FilesConfig,
) {
  const { derived, blobPath } = files;
  const options = decodeOptions(limits.imagePixelLimit);
  const cadFile = (row: DataportRow) => ({
    path: blobPath(row.file_hash),
    filetype: row.filetype,
    filename: row.filename ?? undefined,
  });
  const cadFailure = (error: unknown) => {
    throw error instanceof CadError ? unprocessable(error.message) : error;
  };

  /**
   * Whether an image has alpha: never for JPEG, else from its analysis or its header (a
   * bulk-stored file is not analysed yet); bytes never change, so it is remembered.
   */
  const alpha = new MemoryCache<boolean>(100_000, () => 1);
  async function alphaOf(row: DataportRow): Promise<boolean> {
    if (row.filetype === 'jpg') return false;
    const analysed = metaOf(row).analyses?.image?.has_alpha;
    if (analysed !== undefined) return analysed;
    const known = alpha.get(row.file_hash);
    if (known !== undefined) return known;
    const meta = await sharp(blobPath(row.file_hash))
      .metadata()
      .catch(() => undefined);
    const hasAlpha = meta?.hasAlpha === true;
    alpha.set(row.file_hash, hasAlpha);
    return hasAlpha;
  }

  /** Where a material's definition and maps are, for a definition, a package or an image. */
  async function materialOf(row: DataportRow): Promise<MaterialSource> {
    if (IMAGE_TYPES.has(row.filetype))
      return imageAsMaterial(row.file_hash, blobPath(row.file_hash));
    const analysed = await files.analysed(row);
    const features = metaOf(analysed).features ?? {};
    const path = blobPath(row.file_hash);
    if (row.filetype === 'json' && features.material_maps) {
      const definition = parseDefinition(await readFile(path));
      if (definition) {
        const ids = features.material_maps;
        const rows = new Map(
          (await Promise.all(Object.values(ids).map((id) => files.get(id))))
            .filter((r) => r)
            .map((r) => [r!.dataport_id, r!]),
        );
        const maps: MaterialSource['maps'] = {};
        for (const [kind, id] of Object.entries(ids)) {
          const map = rows.get(id);
          if (map)
            maps[kind as MapKind] = {
              hash: map.file_hash,
              bytes: () => readFile(blobPath(map.file_hash)),
            };
        }
        return { definition, maps };
      }
    }
    if (row.filetype === 'zip' && features.substance) {
      const entries = await readCentralDirectory(path);
      const name = entries.find((e) => /(^|\/)(definition|material)\.json$/i.test(e.name))!.name;
      const kept = await inflateZip(path, entries, limits.inflateLimit, (n) => n === name);
      const definition = parseDefinition(kept.get(name)!)!;
      let inflated: Promise<Partial<Record<MapKind, Buffer>>> | undefined;
      const all = () =>
        (inflated ??= packageMaps(path, entries, name, definition.maps ?? {}, limits));
      const maps: MaterialSource['maps'] = {};
      for (const kind of features.substance.filter((k) => k !== 'package')) {
        maps[kind as MapKind] = {
          hash: `${row.file_hash}:${kind}`,
          bytes: async () => (await all())[kind as MapKind]!,
        };
      }
      return { definition, maps };
    }
    throw notDerivable(`Dataport ${row.dataport_id} is not a material (a ${row.filetype} file)`);
  }

  return {
    async imagine(dataportId: string, query: ImagineQuery): Promise<Derivation> {
      const row = await files.required(dataportId);
      const request = parseImagine(query);
      const isImage = IMAGE_TYPES.has(row.filetype);
      const engine = isImage ? undefined : await cad();
      if (!isImage && !engine!.readable.has(row.filetype)) {
        throw notDerivable(`imagine cannot render a ${row.filetype} file`);
      }
      const hasAlpha = isImage ? await alphaOf(row) : true;
      const format = outputFormat(request, hasAlpha);
      const file = await derived.get(
        { source: row.file_hash, name: `${imagineName(request)}-${format}` },
        async (tmp) => {
          const input = engine
            ? await engine
                .renderPreview(cadFile(row), request.width, request.height)
                .catch(cadFailure)
            : blobPath(row.file_hash);
          await renderImagine(input, request, format, options, tmp).catch((error: Error) => {
            throw unprocessable(`The image cannot be scaled: ${error.message}`);
          });
          return { extension: format };
        },
      );
      return { file, filename: `${stemOf(row)}.${format}` };
    },

    async substance(dataportId: string, query: SubstanceQuery): Promise<Derivation> {
      const row = await files.required(dataportId);
      const request = parseSubstance({
        ...query,
        w: query.w ? pixels('w', query.w, 0) : undefined,
        h: query.h ? pixels('h', query.h, 0) : undefined,
      });
      const source = await materialOf(row);
      const size = `${request.width ?? 0}x${request.height ?? 0}`;
      if (request.what === 'package') {
        const digest = createHash('sha256')
          .update(
            Object.entries(source.maps)
              .map(([k, m]) => `${k}=${m.hash}`)
              .join(','),
          )
          .digest('hex')
          .slice(0, 16);
        const file = await derived.get(
          { source: row.file_hash, name: `substance-package-${digest}-${size}` },
          async (tmp) => {
            await writeFile(tmp, await buildPackage(source, request, options));
            return { extension: 'zip' };
          },
        );
        return { file, filename: `${stemOf(row)}.zip` };
      }
      const map = requireMap(source, request.what);
      const mapHash = createHash('sha256').update(map.hash).digest('hex').slice(0, 16);
      let format = request.format as string | undefined;
      if (!format) format = mapFormat(request, await sniffImageType(await map.bytes()));
      const chosen = mapFormat({ ...request, format: format as never }, format);
      const file = await derived.get(
        { source: row.file_hash, name: `substance-${request.what}-${mapHash}-${size}-${chosen}` },
        async (tmp) => {
          await writeFile(tmp, await renderMap(await map.bytes(), request, chosen, options));
          return { extension: chosen };
        },
      );
      return { file, filename: `${stemOf(row)}-${request.what}.${chosen}` };
    },

    async cadify(dataportId: string, query: CadifyQuery): Promise<Derivation> {
      const row = await files.required(dataportId);
      const engine = await cad();
      if (!engine.readable.has(row.filetype))
        throw notDerivable(`cadify cannot read a ${row.filetype} file`);
      const format = query.f.toLowerCase();
      if (!engine.writable.has(format)) {
        throw invalidField('f', `must be one of ${[...engine.writable].sort().join(', ')}`);
      }
      const file = await derived.get(
        { source: row.file_hash, name: `cadify-${format}` },
        async (tmp) => {
          const out = await engine.convert(cadFile(row), format, tmp).catch(cadFailure);
          return { extension: out.extension, mediaType: out.mediaType };
        },
      );
      return { file, filename: `${stemOf(row)}.${query.ext ?? file.extension}` };
    },
  };
}

export type DeriveService = ReturnType<typeof createDeriveService>;
