/** SQL for blobs and dataports. */
import type { Sql } from '../store/store';

export interface DataportRow {
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

export function createDataportRepository(sql: Sql) {
  return {
    async get(dataportId: string): Promise<DataportRow | undefined> {
      const rows = await sql.query<DataportRow>(
        `SELECT dataport_id, file_hash, filetype, media_type, size::float8 AS size, confidence,
                filename, owner_id, user_id, is_temporary, meta
           FROM dataports WHERE dataport_id = $1`,
        [dataportId],
      );
      return rows[0];
    },

    /** Records a blob and the dataports pointing at it in one statement per batch. */
    async insertMany(rows: DataportRow[]): Promise<void> {
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

export type DataportRepository = ReturnType<typeof createDataportRepository>;
