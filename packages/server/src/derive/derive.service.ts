/**
 * The derive service: imagine, substance and cadify, files made of stored files on first
 * request through the derived cache, so each variant is produced once however many requests
 * arrive together. It reads files only through the files service; the 3D engine and the
 * derived-file cache are given to it (services.ts), shared with the files service.
 */
import type { CadifyQuery, ImagineQuery, ServiceAnswer, SubstanceQuery } from '@vitrine/contracts';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { CadEngine } from '@vitrine/cadify';
import type { FilesConfig } from '../config';
import { conversionOf, type DerivedCache, type DerivedFile, type Turn } from '../derived-cache';
import { invalidField, notDerivable, unprocessable } from '../errors';
import type { FilesService, StoredFile } from '../files';
import { cadFailure } from '../media/cad-failure';
import { decodeOptions, IMAGE_TYPES } from '../media/filetypes';
import { MemoryCache } from '../media/memory-cache';
import { imagineName, outputFormat, parseImagine, pixels, renderImagine } from './imagine';
import { createMaterials } from './materials';
import { createRenderQueue } from './render-queue';
import { describeService } from './service-description';
import {
  buildPackage,
  mapFormat,
  parseSubstance,
  renderMap,
  requireMap,
  sniffImageType,
} from './substance';

export interface Derivation {
  file: DerivedFile;
  /** The download name, for Content-Disposition. */
  filename: string;
}

export interface DeriveService {
  imagine(dataportId: string, query: ImagineQuery): Promise<Derivation>;
  substance(dataportId: string, query: SubstanceQuery): Promise<Derivation>;
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
  // Renders take turns (render-queue.ts); cached answers and file reads never wait for them.
  const renders = createRenderQueue(limits.renderConcurrency, limits.renderQueue);
  const inTurn: Turn = (work) => renders.run(work);
  const options = decodeOptions(limits.imagePixelLimit);
  const materials = createMaterials(files, limits);

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
    async imagine(dataportId, query) {
      const file = await files.open(dataportId);
      const request = parseImagine(query);
      const isImage = IMAGE_TYPES.has(file.filetype);
      const engine = isImage ? undefined : await cad();
      if (engine && !engine.readable.has(file.filetype)) {
        throw notDerivable(`imagine cannot render a ${file.filetype} file`);
      }
      const hasAlpha = isImage ? await alphaOf(file) : true;
      const format = outputFormat(request, hasAlpha);
      const made = await derived.get(
        { source: file.fileHash, name: `${imagineName(request)}-${format}` },
        async (tmp) => {
          const render = (input: string | Buffer) =>
            renderImagine(input, request, format, options, tmp).catch(() => {
              throw unprocessable('The image cannot be scaled: it is damaged or cut off');
            });
          await file.withLocalFile(async (path) =>
            render(
              engine
                ? await engine
                    .renderPreview(cadFile(file, path), request.width, request.height)
                    .catch(cadFailure)
                : path,
            ),
          );
          return { extension: format };
        },
        inTurn,
      );
      return { file: made, filename: `${stemOf(file)}.${format}` };
    },

    async substance(dataportId, query) {
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
            await writeFile(tmp, await buildPackage(source, request, options));
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
          await writeFile(tmp, await renderMap(bytes, request, chosen, options));
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
