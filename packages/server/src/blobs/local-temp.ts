/**
 * What both blob stores keep on the local disk: the temporary area where uploads are staged
 * and derived files produced (`<pid>-<uuid>` names, so the next start can tell whose they
 * were), hashing while streaming, and the sweep of what crashed processes left.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HEAD_BYTES, type StagedBlob } from './blob-store';

export const HASH = /^[0-9a-f]{64}$/;
/** Names of named files: relative, '/'-separated, no '.' or '..' segments. */
export const NAME = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._/-]+$/;

/** Fresh temporary paths in `dir`, and paths lent to a producer and removed afterwards. */
export function localTemp(dir: string) {
  const tempPath = async () => {
    await mkdir(dir, { recursive: true });
    return path.join(dir, `${process.pid}-${randomUUID()}`);
  };
  const withTempFile = async <T>(use: (path: string) => Promise<T>): Promise<T> => {
    const tmp = await tempPath();
    try {
      return await use(tmp);
    } finally {
      await rm(tmp, { force: true, recursive: true });
    }
  };
  return { tempPath, withTempFile };
}

/** Streams a body to a file while hashing and counting it; refuses it past `limit` bytes. */
export async function streamTo(body: Readable, file: string, limit: number, tooLarge: () => Error) {
  const hash = createHash('sha256');
  const headParts: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(tooLarge());
      hash.update(chunk);
      if (headSize < HEAD_BYTES) {
        headParts.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, meter, createWriteStream(file, { flush: true }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { fileHash: hash.digest('hex'), size, head: Buffer.concat(headParts) };
}

/**
 * Stages a body in `localPath` (streamTo); `keep` stores the staged file under its hash
 * when it is committed (each store its own way), and the local copy is gone either way.
 */
export async function stageLocally(
  body: Readable,
  localPath: string,
  limit: number,
  tooLarge: () => Error,
  keep: (fileHash: string, localPath: string) => Promise<void>,
): Promise<StagedBlob> {
  const { fileHash, size, head } = await streamTo(body, localPath, limit, tooLarge);
  const discard = () => rm(localPath, { force: true });
  return {
    fileHash,
    size,
    head,
    localPath,
    async commit() {
      try {
        await keep(fileHash, localPath);
      } finally {
        await discard();
      }
    },
    discard,
  };
}

/**
 * Removes what crashed uploads and productions left in tmp/: files of processes that are
 * gone, and anything older than a day (a process on another machine sharing the folder).
 */
export async function sweepTemporaries(dir: string): Promise<number> {
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
