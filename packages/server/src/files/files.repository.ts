/** SQL for blobs and dataports; nothing outside the files service touches these tables. */
import { json, type Sql, type Store } from '../store';

export interface FileRow {
  dataport_id: string;
  file_hash: string;
  filetype: string;
  media_type: string;
  size: number;
  confidence: number;
  filename: string | null;
  owner_id: string | null;
  user_id: string | null;
  is_temporary: boolean;
  meta: Record<string, unknown>;
}

const COLUMNS = `dataport_id, file_hash, filetype, media_type, size::float8 AS size, confidence,
  filename, owner_id, user_id, is_temporary, meta`;

export function createFilesRepository(sql: Store) {
  return {
    async get(dataportId: string): Promise<FileRow | undefined> {
      const rows = await sql.query<FileRow>(
        `SELECT ${COLUMNS} FROM dataports WHERE dataport_id = $1`,
        [dataportId],
      );
      return rows[0];
    },

    getMany: (ids: string[]) =>
      sql.query<FileRow>(`SELECT ${COLUMNS} FROM dataports WHERE dataport_id = ANY($1)`, [ids]),

    /** An owner's files with one of these names, newest first. */
    findByName: (ownerId: string | null, filenames: string[]) =>
      sql.query<FileRow>(
        `SELECT ${COLUMNS} FROM dataports
          WHERE owner_id IS NOT DISTINCT FROM $1 AND filename = ANY($2)
          ORDER BY created_at DESC`,
        [ownerId, filenames],
      ),

    /** Replaces the meta document (texts, headers, features, analyses) of one file. */
    async setMeta(dataportId: string, meta: Record<string, unknown>) {
      const rows = await sql.query<FileRow>(
        `UPDATE dataports SET meta = $2::jsonb WHERE dataport_id = $1 RETURNING ${COLUMNS}`,
        [dataportId, json(meta)],
      );
      return rows[0];
    },

    /**
     * The target takes the source's bytes, type and analyses (keeping its own id, owner and
     * texts) and the source goes away, in one transaction.
     */
    absorb: (sourceId: string, targetId: string) =>
      sql.transaction(async (tx) => {
        const [before] = await tx.query<{ file_hash: string }>(
          'SELECT file_hash FROM dataports WHERE dataport_id = $1 FOR UPDATE',
          [targetId],
        );
        const rows = await tx.query<FileRow>(
          `WITH source AS (DELETE FROM dataports WHERE dataport_id = $1 RETURNING *)
           UPDATE dataports t SET file_hash = s.file_hash, filetype = s.filetype,
                  media_type = s.media_type, size = s.size, confidence = s.confidence,
                  filename = COALESCE(s.filename, t.filename), is_temporary = false,
                  meta = t.meta || jsonb_build_object(
                    'analyses', COALESCE(s.meta->'analyses', '{}'::jsonb),
                    'features', COALESCE(s.meta->'features', '{}'::jsonb),
                    'analysed', COALESCE(s.meta->'analysed', 'false'::jsonb))
             FROM source s WHERE t.dataport_id = $2
           RETURNING t.dataport_id, t.file_hash, t.filetype, t.media_type, t.size::float8 AS size,
                     t.confidence, t.filename, t.owner_id, t.user_id, t.is_temporary, t.meta`,
          [sourceId, targetId],
        );
        if (!rows[0] || !before) throw new MissingForAbsorb();
        const orphans = await dropOrphans(tx, [before.file_hash]);
        return { row: rows[0], orphans };
      }),

    /** Deletes files; answers which existed and which blobs no file points at any more. */
    remove: (ids: string[]) =>
      sql.transaction(async (tx) => {
        const gone = await tx.query<{ dataport_id: string; file_hash: string }>(
          'DELETE FROM dataports WHERE dataport_id = ANY($1) RETURNING dataport_id, file_hash',
          [ids],
        );
        const orphans = await dropOrphans(tx, [...new Set(gone.map((r) => r.file_hash))]);
        return { deleted: gone.map((r) => r.dataport_id), orphans };
      }),

    dropOrphans: (hashes: string[]) => dropOrphans(sql, hashes),

    async blobReferenced(fileHash: string) {
      const rows = await sql.query('SELECT 1 FROM blobs WHERE file_hash = $1', [fileHash]);
      return rows.length > 0;
    },

    async list(ownerId: string, from: number, size: number) {
      const [count] = await sql.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM dataports WHERE owner_id = $1',
        [ownerId],
      );
      const rows = await sql.query<{ dataport_id: string }>(
        `SELECT dataport_id FROM dataports WHERE owner_id = $1
          ORDER BY created_at, dataport_id OFFSET $2 LIMIT $3`,
        [ownerId, from, size],
      );
      return { total: count?.total ?? 0, ids: rows.map((r) => r.dataport_id) };
    },

    /** Records a blob and the dataports pointing at it in one statement per batch. */
    async insertMany(rows: FileRow[]): Promise<void> {
      for (let start = 0; start < rows.length; start += 500) {
        const batch = JSON.stringify(rows.slice(start, start + 500));
        await sql.query(
          `WITH input AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(
              dataport_id text, file_hash text, filetype text, media_type text, size bigint,
              confidence real, filename text, owner_id text, user_id text, is_temporary boolean,
              meta jsonb)),
            new_blobs AS (
              INSERT INTO blobs (file_hash, size)
              SELECT DISTINCT file_hash, size FROM input
              ON CONFLICT (file_hash) DO NOTHING)
           INSERT INTO dataports (dataport_id, file_hash, filetype, media_type, size, confidence,
                                  filename, owner_id, user_id, is_temporary, meta)
           SELECT dataport_id, file_hash, filetype, media_type, size, confidence, filename,
                  owner_id, user_id, is_temporary, meta FROM input
           ON CONFLICT (dataport_id) DO NOTHING`,
          [batch],
        );
      }
    },
  };
}

/** Forgets blobs among these no file points at any more; answers their hashes. */
async function dropOrphans(sql: Sql, hashes: string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const rows = await sql.query<{ file_hash: string }>(
    `DELETE FROM blobs b WHERE b.file_hash = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM dataports d WHERE d.file_hash = b.file_hash)
     RETURNING b.file_hash`,
    [hashes],
  );
  return rows.map((r) => r.file_hash);
}

/** absorb found no source or no target. */
export class MissingForAbsorb extends Error {}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
