/** The blob store: its interface and the disk implementation (README.md). */
export { createBlobStore } from './disk-blob-store';
export { createS3BlobStore, type S3BlobOptions } from './s3-blob-store';
export type { BlobReader, BlobStore, NamedFiles, StagedBlob, StoredBlob } from './blob-store';
export { HEAD_BYTES } from './blob-store';
