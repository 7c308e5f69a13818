/** The blob store: its interface and the disk implementation (README.md). */
export { createBlobStore } from './disk-blob-store';
export type { S3BlobOptions } from './s3-blob-store';
import type { S3BlobOptions } from './s3-blob-store';
import type { BlobStore } from './blob-store';

/**
 * A blob store in an S3-compatible bucket. The AWS SDK is loaded only here, when a bucket is
 * configured: importing it costs about 0.4 s of CPU, which every server start and every test
 * process that builds the app would otherwise pay for the local folder too.
 */
export async function createS3BlobStore(options: S3BlobOptions): Promise<BlobStore> {
  return (await import('./s3-blob-store')).createS3BlobStore(options);
}
export type { BlobReader, BlobStore, NamedFiles, StagedBlob, StoredBlob } from './blob-store';
export { HEAD_BYTES } from './blob-store';
