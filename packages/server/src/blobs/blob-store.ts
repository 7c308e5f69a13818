/**
 * Where bytes live, said in streams and handles, never in paths: content-addressed blobs
 * (named by their SHA-256), uploads staged before they are kept, and named files made from
 * blobs (the derive service's cache). In a local folder (disk-blob-store.ts, the default) or
 * in an S3-compatible bucket (s3-blob-store.ts), without its callers changing.
 */
import type { Readable } from 'node:stream';

export interface StoredBlob {
  fileHash: string;
  size: number;
}

/** Bytes opened for reading: what is read is what was measured, even if they are removed meanwhile. */
export interface BlobReader {
  readonly size: number;
  /** The bytes, or an inclusive range of them; the stream releases the blob when it ends or is destroyed. */
  stream(range?: { start: number; end: number }): Readable;
  /** All the bytes in memory (definitions, material maps, configuration files); releases the blob. */
  bytes(): Promise<Buffer>;
  /** Releases the blob when neither stream() nor bytes() was called. */
  close(): Promise<void>;
  /**
   * Where a client may fetch the bytes itself for a while (a presigned URL of an object
   * store told to redirect), answered with this type and disposition; absent: send them.
   */
  location?(answer: { mediaType: string; disposition?: string }): Promise<string>;
  /**
   * The address under which nginx serves this file itself (X-Accel-Redirect, the local
   * folder with BLOB_ACCEL_REDIRECT set); absent: send the bytes.
   */
  readonly accelPath?: string;
}

/** An upload streamed into the store's temporary area, hashed and measured, not yet kept. */
export interface StagedBlob extends StoredBlob {
  /** The first HEAD_BYTES bytes, for sniffing. */
  head: Buffer;
  /**
   * A local file holding the bytes until commit or discard, for analysis by libraries that
   * read files (libvips, the 3D workers, zip inspection). Read only.
   */
  localPath: string;
  /** Keeps the bytes under their hash (or drops the copy when those bytes are stored already). */
  commit(): Promise<void>;
  discard(): Promise<void>;
}

export interface BlobStore {
  /** The blob's bytes, or undefined when no such blob is stored. */
  open(fileHash: string): Promise<BlobReader | undefined>;
  has(fileHash: string): Promise<boolean>;
  /** Stores bytes under their hash; durable (fsync) unless told otherwise for bulk generation. */
  put(bytes: Uint8Array, options?: { durable?: boolean }): Promise<StoredBlob>;
  /**
   * Streams a body into the temporary area while hashing it, never holding it whole; past
   * `limit` bytes it stops reading and rejects with `tooLarge()`.
   */
  stage(body: Readable, limit: number, tooLarge: () => Error): Promise<StagedBlob>;
  remove(fileHash: string): Promise<void>;
  /**
   * The one door to a local file, for libraries that need a path (the 3D workers, libvips's
   * random access): `use` gets a read-only path valid until it settles (on disk the blob
   * itself; in a bucket a temporary copy is downloaded). Rejects with an error whose
   * code is ENOENT when the blob is absent.
   */
  withLocalFile<T>(fileHash: string, use: (path: string) => Promise<T>): Promise<T>;
  /** A fresh local path for a producer to write to, removed once `use` settles unless kept. */
  withTempFile<T>(use: (path: string) => Promise<T>): Promise<T>;
  /** Named files made from blobs (`derived/<..>/<source hash>/<variant>.<ext>`): see NamedFiles. */
  readonly named: NamedFiles;
  /** Removes what crashed uploads and productions left in the temporary area (at start). */
  sweep(): Promise<number>;
}

/** Files kept by name in folders, for caches of files made from blobs. */
export interface NamedFiles {
  open(name: string): Promise<BlobReader | undefined>;
  /** The names of the files in a folder (no folder: none). */
  list(folder: string): Promise<string[]>;
  /** Moves a file written with withTempFile under this name, replacing any file there. */
  keep(tempPath: string, name: string): Promise<void>;
  /** Removes a folder and everything in it. */
  removeFolder(folder: string): Promise<void>;
  /** Removes one file (none there: nothing happens). */
  remove(name: string): Promise<void>;
}

/** How much of the start of an upload sniffing looks at. */
export const HEAD_BYTES = 64 * 1024;
