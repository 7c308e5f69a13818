/** Storing files and finding them again; analysis and conversion come with the file service work. */
import { randomBytes } from 'node:crypto';
import type { BlobStore } from '../blobs/blob-store';
import type { DataportRepository, DataportRow } from './dataport.repository';

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

export const DATAPORT_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

/** A random dataport id: 24 url-safe characters (144 bits). */
export const newDataportId = () => randomBytes(18).toString('base64url');

export function createDataportService(blobs: BlobStore, repository: DataportRepository) {
  return {
    get: (dataportId: string) => repository.get(dataportId),

    /**
     * Stores many files at once (bulk generation and imports). Bytes land on disk before the
     * rows that point at them are written, so a crash leaves at worst an unreferenced blob.
     */
    async putMany(files: NewFile[], options: { durable?: boolean } = {}): Promise<string[]> {
      const rows: DataportRow[] = [];
      for (const file of files) {
        const blob = await blobs.putBytes(file.bytes, options);
        rows.push({
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
      await repository.insertMany(rows);
      return rows.map((r) => r.dataport_id);
    },
  };
}

export type DataportService = ReturnType<typeof createDataportService>;
