/**
 * The file service's logic: storing files (uploads analysed first, bulk files analysed when
 * first asked about), describing them, annotating, absorbing and deleting them. Bytes are
 * content-addressed and shared; a blob goes only when no file points at it any more.
 */
import type { AnnotateRequest, DataportEntry, MetaFetch, TextEntry } from '@vitrine/contracts';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../blobs/blob-store';
import type { FilesConfig } from '../config';
import { ApiFailure, invalidField, notFound } from '../errors';
import type { Store } from '../store/store';
import { analyseFile, type Analysis } from './analyse/analyse';
import { createMaterialMaps } from './analyse/material-maps';
import type { CadEngine } from './cadify';
import { metaOf, partsOf, toEntry, type DataportMeta } from './dataport.mapper';
import { MissingForAbsorb, type DataportRepository, type DataportRow } from './dataport.repository';
import { createDerivedCache } from './derive/derived-cache';
import { createRowCache } from './row-cache';
import { sniff } from './intake/sniff';
import { commit, discard, sweepStaging, type Staged } from './intake/staging';

export interface NewFile {
  bytes: Uint8Array;
  filename: string;
  mediaType: string;
  /** The format as a file extension (png, glb, pdf, ...). */
  filetype: string;
  ownerId?: string;
  /** A caller-chosen id (deterministic demo data); otherwise a random one is made. */
  dataportId?: string;
}

/** What an uploader says about a file besides its bytes. */
export interface UploadRequest {
  filename?: string;
  texts?: TextEntry[];
  contentDisposition?: 'inline' | 'attachment';
  ownerId?: string;
  userId?: string;
  isTemporary?: boolean;
}

export interface DataportDeps {
  store: Store;
  blobs: BlobStore;
  repository: DataportRepository;
  /** The 3D engine, created on first use (its WASM start costs time). */
  cad: () => Promise<CadEngine>;
  limits: FilesConfig;
}

/**
 * On a PostgreSQL server other processes may change a file: how long this process trusts a
 * row it read (docs/FILES.md, "Serving from memory").
 */
const SHARED_ROW_TTL_MS = 1000;

export const DATAPORT_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

/** A random dataport id: 24 url-safe characters (144 bits). */
export const newDataportId = () => randomBytes(18).toString('base64url');

export function createDataportService(deps: DataportDeps) {
  const { blobs, repository, limits } = deps;
  const derived = createDerivedCache(blobs.root, deps.store);
  const blobPath = (fileHash: string) => path.join(blobs.root, blobs.relativePath(fileHash));
  const materialMaps = createMaterialMaps(repository, blobPath);
  const rows = createRowCache((id) => repository.get(id), {
    limit: 10_000,
    ttlMs: deps.store.kind === 'pglite' ? Infinity : SHARED_ROW_TTL_MS,
  });

  /** Runs a write to these dataports; their rows in memory are forgotten once it is over. */
  async function writing<T>(ids: Iterable<string>, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      rows.forget(ids);
    }
  }

  async function required(dataportId: string): Promise<DataportRow> {
    const row = await rows.get(dataportId);
    if (!row) throw notFound(`Dataport ${dataportId}`);
    return row;
  }

  async function analyse(
    file: { path: string; filetype: string; filename?: string; head: Buffer; size: number },
    owner: { ownerId: string | null; explicitMaps?: Record<string, string> },
  ): Promise<Analysis> {
    return analyseFile(file, {
      cad: await deps.cad(),
      pixelLimit: limits.imagePixelLimit,
      inflateLimit: limits.inflateLimit,
      findMaps: (maps) => materialMaps.find(owner.ownerId, file.filename, maps, owner.explicitMaps),
    });
  }

  /** Analyses a stored file that has not been (bulk data) and keeps the result. */
  async function analysed(row: DataportRow): Promise<DataportRow> {
    const meta = metaOf(row);
    if (meta.analysed) return row;
    const file = blobPath(row.file_hash);
    let result: Analysis;
    try {
      const head = await materialMaps.head(file);
      result = await analyse(
        {
          path: file,
          filetype: row.filetype,
          filename: row.filename ?? undefined,
          head,
          size: row.size,
        },
        { ownerId: row.owner_id, explicitMaps: meta.features?.material_maps },
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
  }

  /** Removes the bytes (and their derived files) of blobs no file points at any more. */
  async function dropBlobs(hashes: string[]) {
    for (const hash of hashes) {
      // A concurrent upload of the same bytes may have claimed the blob again meanwhile.
      if (await repository.blobReferenced(hash)) continue;
      await rm(blobPath(hash), { force: true });
      await derived.removeSource(hash);
    }
  }

  /** The browser-ready form of a file, when it is not one itself (a glb for other 3D files). */
  async function aliasOf(row: DataportRow): Promise<DataportEntry['alias_file']> {
    const cadify = metaOf(row).features?.cadify;
    if (!cadify?.includes('glb') || row.filetype === 'glb') return null;
    const made = await derived.find({ source: row.file_hash, name: 'cadify-glb' });
    return {
      materialized: made !== undefined,
      filetype: 'glb',
      ...(made ? { size: made.size } : {}),
    };
  }

  return {
    blobs,
    limits,
    derived,
    blobPath,
    discardStaged: discard,
    required,
    analysed,
    get: (dataportId: string) => rows.get(dataportId),

    /** Clears what crashed uploads and conversions left in tmp/ (at start). */
    sweep: () => sweepStaging(blobs),

    /**
     * Stores many files at once (bulk generation and imports), without analysing them yet.
     * Bytes land on disk before the rows that point at them are written, so a crash leaves
     * at worst an unreferenced blob. Material definitions are linked to their maps in the batch.
     */
    async putMany(files: NewFile[], options: { durable?: boolean } = {}): Promise<string[]> {
      const batch: DataportRow[] = [];
      for (const file of files) {
        const blob = await blobs.putBytes(file.bytes, options);
        batch.push({
          dataport_id: file.dataportId ?? newDataportId(),
          file_hash: blob.fileHash,
          filetype: file.filetype,
          media_type: file.mediaType,
          size: blob.size,
          confidence: 1,
          filename: file.filename,
          owner_id: file.ownerId ?? null,
          user_id: null,
          is_temporary: false,
          meta: { additional_headers: { filename: file.filename } },
        });
      }
      materialMaps.linkBatch(batch, files);
      const ids = batch.map((r) => r.dataport_id);
      await writing(ids, () => repository.insertMany(batch));
      return ids;
    },

    /**
     * Keeps an uploaded file: sniffs and analyses it where it was staged, and only when it is
     * sound moves it under its hash and records it. Anything wrong discards it.
     */
    async storeStaged(staged: Staged, request: UploadRequest): Promise<DataportRow> {
      const ownerId = request.ownerId ?? null;
      let row: DataportRow;
      try {
        if (staged.size === 0)
          throw new ApiFailure(422, '_422_unprocessable_file', 'The file is empty', 'file');
        const type = await sniff(staged.head, request.filename, await deps.cad());
        const dataportId = newDataportId();
        const filename = request.filename ?? `${dataportId}.${type.filetype}`;
        const result = await analyse(
          {
            path: staged.tmpPath,
            filetype: type.filetype,
            filename,
            head: staged.head,
            size: staged.size,
          },
          { ownerId },
        );
        const meta: DataportMeta = {
          ...(request.texts ? { texts: request.texts } : {}),
          additional_headers: {
            filename,
            ...(request.contentDisposition
              ? { content_disposition: request.contentDisposition }
              : {}),
          },
          features: result.features,
          analyses: result.analyses,
          analysed: true,
        };
        row = {
          dataport_id: dataportId,
          file_hash: staged.fileHash,
          filetype: type.filetype,
          media_type: type.mediaType,
          size: staged.size,
          confidence: type.confidence,
          filename,
          owner_id: ownerId,
          user_id: request.userId ?? null,
          is_temporary: request.isTemporary ?? false,
          meta: meta as Record<string, unknown>,
        };
        await commit(staged, blobs);
      } catch (error) {
        await discard(staged);
        throw error;
      }
      await writing([row.dataport_id], () => repository.insertMany([row]));
      return row;
    },

    /** Entries per id with the parts asked for, and the ids that do not exist. */
    async meta(ids: string[], fetch: MetaFetch | undefined) {
      const parts = partsOf(fetch);
      const found = new Map((await repository.getMany(ids)).map((r) => [r.dataport_id, r]));
      const entries: Record<string, DataportEntry> = {};
      const missing: string[] = [];
      for (const id of new Set(ids)) {
        let row = found.get(id);
        if (!row) {
          missing.push(id);
          continue;
        }
        if (parts.features || parts.analyses || parts.alias_file) row = await analysed(row);
        entries[id] = toEntry(row, parts, parts.alias_file ? await aliasOf(row) : undefined);
      }
      return { entries, missing };
    },

    /** Merges texts, headers and material map links into a file's description. */
    async annotate(request: AnnotateRequest): Promise<DataportEntry> {
      const row = await required(request.dataport_id);
      const meta = metaOf(row);
      const next: DataportMeta = {
        ...meta,
        ...(request.texts ? { texts: request.texts } : {}),
        additional_headers: { ...meta.additional_headers, ...request.additional_headers },
      };
      const maps = request.features?.material_maps;
      if (maps) {
        const missing = (await materialMaps.unknownIds(Object.values(maps)))[0];
        if (missing) throw invalidField('features.material_maps', `no dataport ${missing}`);
        next.features = { ...meta.features, material_maps: maps };
        next.analysed = false; // the material analysis depends on its maps
      }
      let updated = (await writing([row.dataport_id], () =>
        repository.setMeta(row.dataport_id, next as Record<string, unknown>),
      ))!;
      if (maps) updated = await analysed(updated);
      return toEntry(updated, partsOf(undefined), await aliasOf(updated));
    },

    /** The target takes over the source's bytes and analyses; the source is gone after. */
    async absorb(sourceId: string, targetId: string): Promise<DataportEntry> {
      if (sourceId === targetId) {
        throw invalidField('target_dataport_id', 'must differ from source_dataport_id');
      }
      await required(sourceId);
      await required(targetId);
      try {
        const { row, orphans } = await writing([sourceId, targetId], () =>
          repository.absorb(sourceId, targetId),
        );
        await dropBlobs(orphans);
        return toEntry(row, partsOf(undefined), await aliasOf(row));
      } catch (error) {
        if (error instanceof MissingForAbsorb)
          throw notFound(`Dataport ${sourceId} or ${targetId}`);
        throw error;
      }
    },

    /** Deletes files; shared bytes stay while another file points at them. */
    async remove(ids: string[]) {
      const { deleted, orphans } = await writing(ids, () => repository.remove([...new Set(ids)]));
      await dropBlobs(orphans);
      const gone = new Set(deleted);
      return { deleted, missing: [...new Set(ids)].filter((id) => !gone.has(id)) };
    },

    list: (ownerId: string, from: number, size: number) => repository.list(ownerId, from, size),
  };
}

export type DataportService = ReturnType<typeof createDataportService>;
