/**
 * `importSh3f`: a SweetHome3D furniture library (.sh3f) into the catalogue. Every piece is
 * read, converted to GLB and rendered first; only when the whole library has been read are
 * files and then items written, so a bad file leaves the catalogue untouched. Ids are stable,
 * so importing the same library again replaces its items instead of duplicating them.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { mapConcurrent } from '../concurrency';
import { createHash } from 'node:crypto';
import { stableId } from '../rng';
import type { CatalogueSink, FileInput, ProgressReporter } from '../sink';
import { createPool } from '../workers/pool';
import { openArchive } from './archive';
import { readCatalogue, type Sh3fPiece } from './catalog';
import {
  buildLibraryOwner,
  buildModel,
  importTags,
  libraryName as creditName,
  SH3F_MAPPING_VERSION,
  sh3dLibraryOwnerId,
  sh3dModelId,
  withdrawnCreatorOwners,
} from './documents';
import { sh3dPimItems } from './pim';
import { runPieceJob, type PieceJob, type PieceResult } from './piece-job';
import { creatorLogo } from './logo';
import { pieceTitles } from './titles';

/**
 * A file's dataport id: stable for the same piece and the same bytes, new when the bytes
 * change, so a re-import never changes what an existing id (cached as immutable) serves.
 */
const contentId = (prefix: string, label: string, bytes: Uint8Array) =>
  stableId(prefix, `${label}#${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`);

export interface Sh3fImportOptions {
  progress?: ProgressReporter;
  /** Import only the first `limit` pieces (tests, quick looks). */
  limit?: number;
  /** Worker threads converting and rendering; 0 converts in this thread. Default: cores, at most 4. */
  workers?: number;
}

export interface Sh3fImportSummary {
  /** The library's display name, e.g. "Kator Legaz catalog". */
  library: string;
  /** The documents' mapping version (documents.ts): an older one is imported again. */
  mapping: number;
  models: number;
  /** The library's owner (one). */
  owners: number;
  /** Creators credited on its pieces. */
  creators: number;
  tags: number;
  files: number;
  seconds: number;
  /** Pieces left out, with why (broken model, missing size…); the rest is imported. */
  skipped: Array<{ id: string; reason: string }>;
}

interface ReadPiece {
  piece: Sh3fPiece;
  glb: Uint8Array;
  preview: Uint8Array;
  icon?: Uint8Array;
}

/**
 * Converts and renders every piece on a pool of worker threads (in this thread when
 * `workers` is 0); a piece whose model cannot be used is skipped, not fatal.
 */
async function readPieces(
  file: string,
  pieces: Sh3fPiece[],
  skipped: Sh3fImportSummary['skipped'],
  progress: ProgressReporter,
  workers: number,
): Promise<ReadPiece[]> {
  const pool =
    workers > 0 && pieces.length > 1
      ? createPool<PieceJob, PieceResult>(
          new URL('./sh3f.worker.ts', import.meta.url),
          Math.min(workers, pieces.length),
        )
      : undefined;
  let done = 0;
  progress('convert', 0, pieces.length);
  try {
    const results = await mapConcurrent(pieces, pool ? workers : 1, async (piece) => {
      const result = pool ? await pool.run({ file, piece }) : await runPieceJob({ file, piece });
      progress('convert', ++done, pieces.length);
      return result;
    });
    const read: ReadPiece[] = [];
    results.forEach((result, i) => {
      const piece = pieces[i]!;
      if (result.ok)
        read.push({ piece, glb: result.glb, preview: result.preview, icon: result.icon });
      else skipped.push({ id: piece.id, reason: result.reason });
    });
    return read;
  } finally {
    await pool?.close();
  }
}

/**
 * Imports a .sh3f library into the sink. Throws, having written nothing, when the file is not
 * a readable zip, holds no PluginFurnitureCatalog.properties, or none of its pieces converts.
 */
export async function importSh3f(
  file: string,
  sink: CatalogueSink,
  options: Sh3fImportOptions = {},
): Promise<Sh3fImportSummary> {
  const started = performance.now();
  const progress = options.progress ?? (() => {});
  const source = path.basename(file);
  progress('read', 0, 1);
  const archive = await openArchive(file);
  const catalogue = await readCatalogue(archive, source).finally(() => archive.close());
  const { id: libraryId, name: libraryName } = catalogue.library;
  const skipped: Sh3fImportSummary['skipped'] = [...catalogue.invalid];
  progress('read', 1, 1);
  const pieces =
    options.limit === undefined ? catalogue.pieces : catalogue.pieces.slice(0, options.limit);
  const read = await readPieces(
    file,
    pieces,
    skipped,
    progress,
    options.workers ?? Math.min(4, availableParallelism()),
  );
  if (read.length === 0 && pieces.length > 0) {
    throw new Error(
      `${source}: none of its ${pieces.length} pieces could be converted (first problem: ${skipped[0]?.reason})`,
    );
  }

  // Everything is read: now files, then items.
  const now = Date.now();
  const creators = [...new Set(read.map((r) => r.piece.creator ?? libraryName))].sort();
  const owner = sh3dLibraryOwnerId(libraryId);
  const files: FileInput[] = [];
  const fileIndex = new Map<string, number>();
  const addFile = (key: string, input: FileInput) => {
    fileIndex.set(key, files.length);
    files.push(input);
  };
  const logo = await creatorLogo(creditName(libraryName));
  addFile('logo', {
    bytes: logo,
    filename: 'logo.png',
    mediaType: 'image/png',
    filetype: 'png',
    ownerId: owner,
    dataportId: contentId('sh3d_logo', libraryId, logo),
  });
  for (const { piece, glb, preview, icon } of read) {
    const key = `${libraryId}/${piece.id}`;
    const base = path.posix.basename(piece.model).replace(/\.[^.]+$/, '') || 'model';
    addFile(`glb:${key}`, {
      bytes: glb,
      filename: `${base}.glb`,
      mediaType: 'model/gltf-binary',
      filetype: 'glb',
      ownerId: owner,
      dataportId: contentId('sh3d_glb', key, glb),
    });
    addFile(`preview:${key}`, {
      bytes: preview,
      filename: `${base}.jpg`,
      mediaType: 'image/jpeg',
      filetype: 'jpg',
      ownerId: owner,
      dataportId: contentId('sh3d_prev', key, preview),
    });
    if (icon)
      addFile(`icon:${key}`, {
        bytes: icon,
        filename: `${base}-icon.png`,
        mediaType: 'image/png',
        filetype: 'png',
        ownerId: owner,
        dataportId: contentId('sh3d_icon', key, icon),
      });
  }
  const dataports: string[] = [];
  const BATCH = 40;
  for (let i = 0; i < files.length; i += BATCH) {
    progress('files', i, files.length);
    dataports.push(...(await sink.putFiles(files.slice(i, i + BATCH))));
  }
  progress('files', files.length, files.length);
  const dataport = (key: string) => dataports[fileIndex.get(key)!]!;

  const tags = importTags(read.map((r) => r.piece));
  // Titles are judged against the whole library (a name many pieces share says little).
  const titles = pieceTitles(catalogue.pieces);
  const models = read.map((entry) => {
    const key = `${libraryId}/${entry.piece.id}`;
    return buildModel(
      entry.piece,
      {
        model: sh3dModelId(libraryId, entry.piece.id),
        owner,
        glb: dataport(`glb:${key}`),
        preview: dataport(`preview:${key}`),
        icon: fileIndex.has(`icon:${key}`) ? dataport(`icon:${key}`) : undefined,
      },
      source,
      now,
      titles.get(entry.piece.id),
    );
  });
  const owners = [
    buildLibraryOwner(catalogue.library, dataport('logo'), models, source, now),
    ...withdrawnCreatorOwners(creators, now),
  ];
  progress('items', 0, 4);
  await sink.putItems('tag', tags);
  progress('items', 1, 4);
  await sink.putItems('owner', owners);
  progress('items', 2, 4);
  await sink.putItems('model', models);
  progress('items', 3, 4);
  await sink.putProductInformation?.(models.flatMap(sh3dPimItems));
  progress('items', 4, 4);
  return {
    library: libraryName,
    mapping: SH3F_MAPPING_VERSION,
    models: models.length,
    owners: 1,
    creators: creators.length,
    tags: tags.length,
    files: files.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    skipped,
  };
}
