/**
 * Analysis as the files service runs it: on a staged upload before it is kept, and on a
 * bulk-stored file the first time someone asks (its result is then stored with the row).
 */
import { HEAD_BYTES, type BlobStore } from '../../blobs';
import type { CadEngine } from '@vitrine/cadify';
import type { FilesConfig } from '../../config';
import { ApiFailure } from '../../errors';
import { metaOf, type DataportMeta } from '../files.mapper';
import type { FileRow, FilesRepository } from '../files.repository';
import { cadFailure } from '../../media/cad-failure';
import type { ModelReader } from '../files.types';
import { analyseFile, type Analysis, type AnalysisInput } from './analyse';
import { createMaterialMaps } from './material-maps';

export interface AnalyserDeps {
  blobs: BlobStore;
  limits: FilesConfig;
  repository: FilesRepository;
  /** Runs a write to these dataports (the service forgets their cached rows after it). */
  writing: <T>(ids: Iterable<string>, write: () => Promise<T>) => Promise<T>;
  /** The 3D engine, started on first use. */
  cad: () => Promise<CadEngine>;
}

export function createAnalyser({ blobs, limits, repository, writing, cad }: AnalyserDeps) {
  const materialMaps = createMaterialMaps(repository);

  /** The 3D engine's reading side; its errors about a file are the file's fault (422). */
  async function models(): Promise<ModelReader> {
    const engine = await cad();
    return {
      readable: engine.readable,
      writable: engine.writable,
      sniff: (head, filename) => engine.sniff(head, filename),
      analyse: (file) => engine.analyse(file).catch(cadFailure),
    };
  }

  async function analyse(
    file: AnalysisInput,
    owner: { ownerId: string | null; explicitMaps?: Record<string, string> },
  ): Promise<Analysis> {
    return analyseFile(file, {
      cad: await models(),
      pixelLimit: limits.imagePixelLimit,
      inflateLimit: limits.inflateLimit,
      findMaps: (maps) => materialMaps.find(owner.ownerId, file.filename, maps, owner.explicitMaps),
      async mapBytes(map) {
        const reader = await blobs.open(map.fileHash);
        return reader ? reader.bytes() : Buffer.alloc(0);
      },
    });
  }

  /** The first bytes of a stored blob, as sniffing and analysis see them. */
  async function head(fileHash: string): Promise<Buffer> {
    const reader = await blobs.open(fileHash);
    if (!reader) return Buffer.alloc(0);
    if (reader.size === 0) {
      await reader.close();
      return Buffer.alloc(0);
    }
    const parts: Buffer[] = [];
    const end = Math.min(HEAD_BYTES, reader.size) - 1;
    for await (const chunk of reader.stream({ start: 0, end })) parts.push(chunk as Buffer);
    return Buffer.concat(parts);
  }

  return {
    analyse,
    models,
    linkBatch: (...args: Parameters<typeof materialMaps.linkBatch>) =>
      materialMaps.linkBatch(...args),
    unknownIds: (ids: string[]) => materialMaps.unknownIds(ids),

    /** Analyses a stored file that has not been (bulk data) and keeps the result. */
    async analysed(row: FileRow): Promise<FileRow> {
      const meta = metaOf(row);
      if (meta.analysed) return row;
      let result: Analysis;
      try {
        result = await blobs.withLocalFile(row.file_hash, async (path) =>
          analyse(
            {
              path,
              filetype: row.filetype,
              filename: row.filename ?? undefined,
              head: await head(row.file_hash),
              size: row.size,
            },
            { ownerId: row.owner_id, explicitMaps: meta.features?.material_maps },
          ),
        );
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        result = { features: meta.features ?? {}, analyses: { error: error.reason } };
      }
      const next: DataportMeta = {
        ...meta,
        features: { ...meta.features, ...result.features },
        analyses: result.analyses,
        analysed: true,
      };
      const updated = await writing([row.dataport_id], () =>
        repository.setMeta(row.dataport_id, next as Record<string, unknown>),
      );
      return updated ?? row;
    },
  };
}

export type Analyser = ReturnType<typeof createAnalyser>;
