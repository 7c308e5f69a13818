/**
 * The derive service: imagine, substance and cadify, files made of stored files on first
 * request through the derived cache, so each variant is produced once however many requests
 * arrive together. It reads files only through the files service; the 3D engine and the
 * derived-file cache are given to it (services.ts), shared with the files service.
 */
import type { CadifyQuery, ImagineQuery, ServiceAnswer, SubstanceQuery } from '@vitrine/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { CadEngine } from '@vitrine/cadify';
import type { FilesConfig } from '../config';
import { conversionOf, type DerivedCache, type DerivedFile, type Turn } from '../derived-cache';
import { ApiFailure, invalidField, notDerivable, renderTooSlow, unprocessable } from '../errors';
import type { FilesService, StoredFile } from '../files';
import { cadFailure } from '../media/cad-failure';
import { decodeOptions, IMAGE_TYPES, type ImageOutput } from '../media/filetypes';
import { MemoryCache } from '../media/memory-cache';
import { imagineName, outputFormat, parseImagine, pixels, type ImagineRequest } from './imagine';
import { createMaterials } from './materials';
import { RASTER_SIDE } from './render-jobs';
import { createRenderPool } from './render-pool';
import { createRenderQueue, type RenderOwner } from './render-queue';
import { describeService } from './service-description';
import {
  buildPackage,
  mapFormat,
  parseSubstance,
  requireMap,
  sniffImageType,
  type MapRenderer,
} from './substance';

export interface Derivation {
  file: DerivedFile;
  /** The download name, for Content-Disposition. */
  filename: string;
}

export interface DeriveService {
  /** `client` (its address) is whose render it is: no one client may fill the render line. */
  imagine(dataportId: string, query: ImagineQuery, client?: string): Promise<Derivation>;
  substance(dataportId: string, query: SubstanceQuery, client?: string): Promise<Derivation>;
  cadify(dataportId: string, query: CadifyQuery): Promise<Derivation>;
  /** What the dataport reads and produces (GET /v1/service). */
  describe(): Promise<ServiceAnswer>;
  /** Starts the 3D engine now: its workers take most of a second to load. */
  start(): Promise<void>;
}

export interface DeriveDeps {
  files: FilesService;
  limits: FilesConfig;
  /** The 3D engine of the process, started on first use (shared with the files service). */
  cad: () => Promise<CadEngine>;
  /** The derived-file cache of the process (shared with the files service). */
  derived: DerivedCache;
}

const stemOf = (file: StoredFile) =>
  (file.filename ?? file.dataportId).replace(/\.[^.]*$/, '') || file.dataportId;

const cadFile = (file: StoredFile, path: string) => ({
  path,
  filetype: file.filetype,
  filename: file.filename,
});

export function createDeriveService(deps: DeriveDeps): DeriveService {
  const { files, limits, cad, derived } = deps;
  // Renders take turns (render-queue.ts) in processes of their own, each with a deadline
  // (render-pool.ts); cached answers and file reads never wait for them.
  const renders = createRenderQueue(limits.renderConcurrency, limits.renderQueue);
  const pool = createRenderPool(limits.renderDeadlineMs, limits.renderConcurrency);
  const options = decodeOptions(limits.imagePixelLimit);
  const materials = createMaterials(files, limits);

  /**
   * Sources that ran past the deadline once: their bytes never change, so every other variant
   * of them is refused at once rather than taking a render process for the whole deadline.
   */
  const tooSlow = new MemoryCache<boolean>(100_000, () => 1);
  const deadlineSeconds = Math.round(limits.renderDeadlineMs / 1000);
  function inTurnOf(owner: RenderOwner): Turn {
    return (work) => {
      if (tooSlow.get(owner.source)) throw renderTooSlow(deadlineSeconds);
      return renders.run(work, owner).catch((error: unknown) => {
        if (error instanceof ApiFailure && error.errorCode === '_422_render_too_slow')
          tooSlow.set(owner.source, true);
        throw error;
      });
    };
  }

  /** An image scaled into outPath, in a render process. */
  const renderImage = (
    input: string | Uint8Array,
    request: ImagineRequest,
    format: ImageOutput,
    outPath: string,
  ) => pool.run({ op: 'imagine', input, request, format, options, outPath });

  /** A material map scaled and encoded in a render process. */
  const mapRenderer: MapRenderer = async (bytes, request, format) => {
    const outPath = path.join(tmpdir(), `vitrine-map-${randomBytes(8).toString('hex')}`);
    try {
      await pool.run({ op: 'map', bytes, request, format, options, outPath });
      return await readFile(outPath);
    } finally {
      await rm(outPath, { force: true });
    }
  };

  /** An SVG drawn once at RASTER_SIDE pixels: every variant of it is scaled from this. */
  async function rasterOf(file: StoredFile, owner: RenderOwner): Promise<Uint8Array> {
    const raster = await derived.get(
      { source: file.fileHash, name: `raster-${RASTER_SIDE}` },
      async (tmp) => {
        await file.withLocalFile((input) =>
          pool.run({ op: 'raster', input, maxSide: RASTER_SIDE, options, outPath: tmp }),
        );
        return { extension: 'png' };
      },
      inTurnOf(owner),
    );
    if (raster.bytes) return raster.bytes;
    const reader = await raster.open();
    if (!reader) throw unprocessable('The image cannot be scaled: its drawing was removed');
    return reader.bytes();
  }

  /**
   * Whether an image has alpha: never for JPEG, else from its analysis or its header (a
   * bulk-stored file is not analysed yet); bytes never change, so it is remembered.
   */
  const alpha = new MemoryCache<boolean>(100_000, () => 1);
  async function alphaOf(file: StoredFile): Promise<boolean> {
    if (file.filetype === 'jpg') return false;
    const analysed = file.analyses.image?.has_alpha;
    if (analysed !== undefined) return analysed;
    const known = alpha.get(file.fileHash);
    if (known !== undefined) return known;
    const meta = await file.withLocalFile((path) => sharp(path).metadata()).catch(() => undefined);
    const hasAlpha = meta?.hasAlpha === true;
    alpha.set(file.fileHash, hasAlpha);
    return hasAlpha;
  }

  return {
    async imagine(dataportId, query, client) {
      const file = await files.open(dataportId);
      const request = parseImagine(query);
      const isImage = IMAGE_TYPES.has(file.filetype);
      const engine = isImage ? undefined : await cad();
      if (engine && !engine.readable.has(file.filetype)) {
        throw notDerivable(`imagine cannot render a ${file.filetype} file`);
      }
      const hasAlpha = isImage ? await alphaOf(file) : true;
      const format = outputFormat(request, hasAlpha);
      const owner = { source: file.fileHash, client };
      const variant = { source: file.fileHash, name: `${imagineName(request)}-${format}` };
      // A drawing is rasterised first (once, in its own turn), then scaled like a bitmap.
      const raster =
        file.filetype === 'svg' && !(await derived.find(variant))
          ? await rasterOf(file, owner)
          : undefined;
      const made = await derived.get(
        variant,
        async (tmp) => {
          if (raster) await renderImage(raster, request, format, tmp);
          else
            await file.withLocalFile(async (path) =>
              renderImage(
                engine
                  ? await engine
                      .renderPreview(cadFile(file, path), request.width, request.height)
                      .catch(cadFailure)
                  : path,
                request,
                format,
                tmp,
              ),
            );
          return { extension: format };
        },
        inTurnOf(owner),
      );
      return { file: made, filename: `${stemOf(file)}.${format}` };
    },

    async substance(dataportId, query, client) {
      const file = await files.open(dataportId);
      const request = parseSubstance({
        ...query,
        w: query.w ? pixels('w', query.w, 0) : undefined,
        h: query.h ? pixels('h', query.h, 0) : undefined,
      });
      const source = await materials.of(file);
      if (!source) {
        throw notDerivable(`Dataport ${dataportId} is not a material (a ${file.filetype} file)`);
      }
      const size = `${request.width ?? 0}x${request.height ?? 0}`;
      const inTurn = inTurnOf({ source: file.fileHash, client });
      if (request.what === 'package') {
        const digest = createHash('sha256')
          .update(
            Object.entries(source.maps)
              .map(([k, m]) => `${k}=${m.hash}`)
              .join(','),
          )
          .digest('hex')
          .slice(0, 16);
        const made = await derived.get(
          { source: file.fileHash, name: `substance-package-${digest}-${size}` },
          async (tmp) => {
            await writeFile(tmp, await buildPackage(source, request, mapRenderer));
            return { extension: 'zip' };
          },
          inTurn,
        );
        return { file: made, filename: `${stemOf(file)}.zip` };
      }
      const map = requireMap(source, request.what);
      const mapHash = createHash('sha256').update(map.hash).digest('hex').slice(0, 16);
      let format = request.format as string | undefined;
      if (!format) format = mapFormat(request, await sniffImageType(await map.bytes()));
      const chosen = mapFormat({ ...request, format: format as never }, format);
      const made = await derived.get(
        { source: file.fileHash, name: `substance-${request.what}-${mapHash}-${size}-${chosen}` },
        async (tmp) => {
          const bytes = await map.bytes();
          await pool.run({ op: 'map', bytes, request, format: chosen, options, outPath: tmp });
          return { extension: chosen };
        },
        inTurn,
      );
      return { file: made, filename: `${stemOf(file)}-${request.what}.${chosen}` };
    },

    async cadify(dataportId, query) {
      const file = await files.open(dataportId);
      const engine = await cad();
      if (!engine.readable.has(file.filetype))
        throw notDerivable(`cadify cannot read a ${file.filetype} file`);
      const format = query.f.toLowerCase();
      if (!engine.writable.has(format)) {
        throw invalidField('f', `must be one of ${[...engine.writable].sort().join(', ')}`);
      }
      const made = await derived.get(conversionOf(file.fileHash, format), async (tmp) => {
        const out = await file
          .withLocalFile((path) => engine.convert(cadFile(file, path), format, tmp))
          .catch(cadFailure);
        return { extension: out.extension, mediaType: out.mediaType };
      });
      return { file: made, filename: `${stemOf(file)}.${query.ext ?? made.extension}` };
    },

    describe: async () => describeService(await cad()),
    start: async () => {
      await cad();
    },
  };
}
