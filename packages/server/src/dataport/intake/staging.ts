/**
 * Uploads land in the blob store's tmp/ folder first, hashed and measured while they stream,
 * and move under their hash only once they are whole and analysed. A crash at any point
 * leaves at most a file in tmp/, which the next start sweeps away.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../../blobs/blob-store';
import { ApiFailure } from '../../errors';

/** How much of the start of a file sniffing looks at. */
export const HEAD_BYTES = 64 * 1024;

export interface Staged {
  tmpPath: string;
  fileHash: string;
  size: number;
  head: Buffer;
}

export const tooLarge = (limit: number) =>
  new ApiFailure(
    413,
    '_413_payload_too_large',
    `The file is larger than the upload limit of ${Math.floor(limit / 1024 / 1024)} MB`,
    'file',
  );

/** Streams a body into tmp/, never holding it whole; refuses it past `limit` bytes. */
export async function stage(body: Readable, blobs: BlobStore, limit: number): Promise<Staged> {
  const dir = path.join(blobs.root, 'tmp');
  await mkdir(dir, { recursive: true });
  const tmpPath = path.join(dir, `${process.pid}-${randomUUID()}`);
  const hash = createHash('sha256');
  const headParts: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(tooLarge(limit));
      hash.update(chunk);
      if (headSize < HEAD_BYTES) {
        headParts.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, meter, createWriteStream(tmpPath, { flush: true }));
  } catch (error) {
    await rm(tmpPath, { force: true });
    throw error;
  }
  return { tmpPath, fileHash: hash.digest('hex'), size, head: Buffer.concat(headParts) };
}

/** Moves a staged file under its hash (or drops it when those bytes are already stored). */
export async function commit(staged: Staged, blobs: BlobStore): Promise<void> {
  if (await blobs.exists(staged.fileHash)) return discard(staged);
  const target = path.join(blobs.root, blobs.relativePath(staged.fileHash));
  await mkdir(path.dirname(target), { recursive: true });
  await rename(staged.tmpPath, target);
}

export const discard = (staged: Staged) => rm(staged.tmpPath, { force: true });

/**
 * Removes what crashed uploads left in tmp/: files of processes that are gone, and anything
 * older than a day (a process on another machine sharing the folder, or the blob store's own
 * temporary names).
 */
export async function sweepStaging(blobs: BlobStore): Promise<number> {
  const dir = path.join(blobs.root, 'tmp');
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    const dead = Number.isInteger(pid) && pid !== process.pid && !alive(pid);
    const info = await stat(file).catch(() => undefined);
    const old = info !== undefined && Date.now() - info.mtimeMs > 24 * 3600 * 1000;
    if (info && (dead || old)) {
      await rm(file, { force: true, recursive: true });
      removed++;
    }
  }
  return removed;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
