/**
 * Content-addressed files on disk, named by their SHA-256. Bytes are written to a temporary
 * name in the same folder tree and renamed into place, so a crash never leaves a half file
 * under a real name.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredBlob {
  fileHash: string;
  size: number;
}

export interface BlobStore {
  readonly root: string;
  /** Stores bytes; durable (fsync) unless told otherwise for bulk generation. */
  putBytes(bytes: Uint8Array, options?: { durable?: boolean }): Promise<StoredBlob>;
  /** Streams a body to disk while hashing it; never holds it in memory whole. */
  putStream(body: Readable): Promise<StoredBlob>;
  /** The path of a blob relative to root (for sendFile). */
  relativePath(fileHash: string): string;
  exists(fileHash: string): Promise<boolean>;
  remove(fileHash: string): Promise<void>;
}

const HASH = /^[0-9a-f]{64}$/;

export function createBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, 'tmp');
  const relativePath = (fileHash: string) => {
    if (!HASH.test(fileHash)) throw new Error(`not a file hash: ${fileHash}`);
    return path.join(fileHash.slice(0, 2), fileHash.slice(2, 4), fileHash);
  };
  const finalPath = (fileHash: string) => path.join(root, relativePath(fileHash));

  async function settle(tmp: string, fileHash: string) {
    const target = finalPath(fileHash);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tmp, target);
  }

  return {
    root,
    relativePath,
    async putBytes(bytes, options = {}) {
      const fileHash = createHash('sha256').update(bytes).digest('hex');
      if (await exists(finalPath(fileHash))) return { fileHash, size: bytes.byteLength };
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      if (options.durable === false) {
        await writeFile(tmp, bytes);
      } else {
        const handle = await open(tmp, 'w');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
      }
      await settle(tmp, fileHash);
      return { fileHash, size: bytes.byteLength };
    },
    async putStream(body) {
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      const hash = createHash('sha256');
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
      });
      try {
        await pipeline(body, createWriteStream(tmp, { flush: true }));
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      const fileHash = hash.digest('hex');
      await settle(tmp, fileHash);
      return { fileHash, size };
    },
    exists: (fileHash) => exists(finalPath(fileHash)),
    remove: (fileHash) => rm(finalPath(fileHash), { force: true }),
  };
}

async function exists(file: string) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
