/** The blob store the settings name: the local folder under DATA_DIR, or a bucket (docs/STORAGE.md). */
import path from 'node:path';
import { createBlobStore, createS3BlobStore, type BlobStore } from './blobs';
import type { Config } from './config';
import { storageUnavailable } from './errors';

export async function openBlobStore(
  config: Pick<Config, 'dataDir' | 'blobStore'>,
): Promise<BlobStore> {
  const folder = path.join(config.dataDir, 'files');
  const { blobStore } = config;
  if (blobStore.kind === 'local') return createBlobStore(folder, blobStore.accelRedirect);
  const { kind: _kind, ...bucket } = blobStore;
  return createS3BlobStore({
    ...bucket,
    tmpDir: path.join(folder, 'tmp'),
    unavailable: storageUnavailable,
  });
}
