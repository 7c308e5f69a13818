/**
 * The files service's logic: storing files (uploads analysed first, bulk files analysed when
 * first asked about), describing them, annotating, absorbing and deleting them. Bytes are
 * content-addressed and shared; a blob goes only when no file points at it any more.
 */
import type { DataportEntry } from '@vitrine/contracts';
import { randomBytes } from 'node:crypto';
import { conversionOf } from '../derived-cache';
import { invalidField, notFound } from '../errors';
import { createAnalyser } from './analyse/analyser';
import { metaOf, partsOf, toEntry, type DataportMeta } from './files.mapper';
import { createFilesRepository, MissingForAbsorb, type FileRow } from './files.repository';
import type { FilesDeps, FilesService, StoredFile } from './files.types';
import { openDatasource } from './intake/datasource';
import { createRowCache } from './row-cache';
import { intake, storeUpload } from './intake/upload';

/**
 * On a PostgreSQL server other processes may change a file: how long this process trusts a
 * row it read (docs/FILES.md, "Serving from memory").
 */
const SHARED_ROW_TTL_MS = 1000;

/** A random dataport id: 24 url-safe characters (144 bits). */
export const newDataportId = () => randomBytes(18).toString('base64url');

export function createFilesService(deps: FilesDeps): FilesService {
  const { blobs, limits } = deps;
  const repository = createFilesRepository(deps.store);
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

  const analyser = createAnalyser({ blobs, limits, repository, writing, cad: deps.cad });

  /** Removes the bytes (and what was made of them) of blobs no file points at any more. */
  async function dropBlobs(hashes: string[]) {
    for (const hash of hashes) {
      // A concurrent upload of the same bytes may have claimed the blob again meanwhile.
      if (await repository.blobReferenced(hash)) continue;
      await blobs.remove(hash);
      await deps.derived.removeSource(hash);
    }
  }

  /** The browser-ready form of a file, when it is not one itself (a glb for other 3D files). */
  async function aliasOf(row: FileRow): Promise<DataportEntry['alias_file']> {
    const cadify = metaOf(row).features?.cadify;
    if (!cadify?.includes('glb') || row.filetype === 'glb') return null;
    const made = await deps.derived.find(conversionOf(row.file_hash, 'glb'));
    return {
      materialized: made !== undefined,
      filetype: 'glb',
      ...(made ? { size: made.size } : {}),
    };
  }

  function stored(row: FileRow): StoredFile {
    const meta = metaOf(row);
    return {
      dataportId: row.dataport_id,
      fileHash: row.file_hash,
      filetype: row.filetype,
      mediaType: row.media_type,
      size: row.size,
      ownerId: row.owner_id ?? undefined,
      userId: row.user_id ?? undefined,
      filename: row.filename ?? undefined,
      downloadName: meta.additional_headers?.filename ?? row.filename ?? row.dataport_id,
      contentDisposition: meta.additional_headers?.content_disposition,
      features: meta.features ?? {},
      analyses: meta.analyses ?? {},
      async read() {
        const reader = await blobs.open(row.file_hash);
        if (!reader) throw notFound('File');
        return reader;
      },
      withLocalFile: (use) =>
        blobs.withLocalFile(row.file_hash, use).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'ENOENT' ? notFound('File') : error;
        }),
    };
  }

  async function find(dataportId: string, options: { analysed?: boolean } = {}) {
    const row = await rows.get(dataportId);
    if (!row) return undefined;
    return stored(options.analysed ? await analyser.analysed(row) : row);
  }

  return {
    find,
    async open(dataportId, options) {
      const file = await find(dataportId, options);
      if (!file) throw notFound(`Dataport ${dataportId}`);
      return file;
    },

    async upload(source, request) {
      const row = await storeUpload(source, request, { blobs, limits, analyser, newDataportId });
      await writing([row.dataport_id], () => repository.insertMany([row]));
      return toEntry(row, partsOf(undefined), null);
    },

    async storeContent(source, request, choice) {
      const { row, reused } = await intake(
        source,
        request,
        { blobs, limits, analyser, newDataportId },
        { ...choice, existing: (id) => rows.get(id) },
      );
      if (!reused && !choice.checkOnly) {
        await writing([row.dataport_id], () => repository.insertMany([row]));
      }
      return { dataportId: row.dataport_id, reused, filetype: row.filetype };
    },

    /**
     * Bytes land in the blob store before the rows that point at them are written, so a
     * crash leaves at worst an unreferenced blob. Material definitions are linked to their
     * maps in the batch.
     */
    async putMany(files, options = {}) {
      const batch: FileRow[] = [];
      for (const file of files) {
        const blob = await blobs.put(file.bytes, options);
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
      analyser.linkBatch(batch, files);
      const ids = batch.map((r) => r.dataport_id);
      await writing(ids, () => repository.insertMany(batch));
      return ids;
    },

    async meta(ids, fetch) {
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
        if (parts.features || parts.analyses || parts.alias_file)
          row = await analyser.analysed(row);
        entries[id] = toEntry(row, parts, parts.alias_file ? await aliasOf(row) : undefined);
      }
      return { entries, missing };
    },

    async annotate(request) {
      const row = await rows.get(request.dataport_id);
      if (!row) throw notFound(`Dataport ${request.dataport_id}`);
      const meta = metaOf(row);
      const next: DataportMeta = {
        ...meta,
        ...(request.texts ? { texts: request.texts } : {}),
        additional_headers: { ...meta.additional_headers, ...request.additional_headers },
      };
      const maps = request.features?.material_maps;
      if (maps) {
        const missing = (await analyser.unknownIds(Object.values(maps)))[0];
        if (missing) throw invalidField('features.material_maps', `no dataport ${missing}`);
        next.features = { ...meta.features, material_maps: maps };
        next.analysed = false; // the material analysis depends on its maps
      }
      let updated = (await writing([row.dataport_id], () =>
        repository.setMeta(row.dataport_id, next as Record<string, unknown>),
      ))!;
      if (maps) updated = await analyser.analysed(updated);
      return toEntry(updated, partsOf(undefined), await aliasOf(updated));
    },

    async absorb(sourceId, targetId) {
      if (sourceId === targetId) {
        throw invalidField('target_dataport_id', 'must differ from source_dataport_id');
      }
      for (const id of [sourceId, targetId])
        if (!(await rows.get(id))) throw notFound(`Dataport ${id}`);
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

    async remove(ids) {
      const { deleted, orphans } = await writing(ids, () => repository.remove([...new Set(ids)]));
      await dropBlobs(orphans);
      const gone = new Set(deleted);
      return { deleted, missing: [...new Set(ids)].filter((id) => !gone.has(id)) };
    },

    list: (ownerId, from, size) => repository.list(ownerId, from, size),
    sweep: async () => {
      await blobs.sweep();
    },
    openDatasource: (datasource, type) => openDatasource(datasource, type, limits),
    uploadLimit: limits.uploadLimit,
  };
}
