/**
 * The blob store on a local disk: `<root>/<h0h1>/<h2h3>/<sha256>` for blobs, `<root>/<name>`
 * for named files, `<root>/tmp/` for everything being written. Bytes are written to a
 * temporary name and renamed into place, so a crash never leaves a half file under a real
 * name; temporaries are named `<pid>-<uuid>` so the next start can tell whose they were.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HEAD_BYTES, type BlobReader, type BlobStore, type StagedBlob } from './blob-store';

const HASH = /^[0-9a-f]{64}$/;
/** Names of named files: relative, '/'-separated, no '.' or '..' segments. */
const NAME = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._/-]+$/;

export function createBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, 'tmp');
  const blobPath = (fileHash: string) => {
    if (!HASH.test(fileHash)) throw new Error(`not a file hash: ${fileHash}`);
    return path.join(root, fileHash.slice(0, 2), fileHash.slice(2, 4), fileHash);
  };
  const namedPath = (name: string) => {
    if (!NAME.test(name)) throw new Error(`not a file name: ${name}`);
    return path.join(root, name);
  };
  const tempPath = async () => {
    await mkdir(tmpDir, { recursive: true });
    return path.join(tmpDir, `${process.pid}-${randomUUID()}`);
  };
  async function settle(tmp: string, target: string) {
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tmp, target);
  }

  return {
    open: (fileHash) => openFile(blobPath(fileHash)),
    has: (fileHash) => exists(blobPath(fileHash)),
    async put(bytes, options = {}) {
      const fileHash = createHash('sha256').update(bytes).digest('hex');
      if (await exists(blobPath(fileHash))) return { fileHash, size: bytes.byteLength };
      const tmp = await tempPath();
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
      await settle(tmp, blobPath(fileHash));
      return { fileHash, size: bytes.byteLength };
    },
    async stage(body, limit, tooLarge) {
      const localPath = await tempPath();
      const { fileHash, size, head } = await streamTo(body, localPath, limit, tooLarge);
      const staged: StagedBlob = {
        fileHash,
        size,
        head,
        localPath,
        async commit() {
          if (await exists(blobPath(fileHash))) return staged.discard();
          await settle(localPath, blobPath(fileHash));
        },
        discard: () => rm(localPath, { force: true }),
      };
      return staged;
    },
    remove: (fileHash) => rm(blobPath(fileHash), { force: true }),
    async withLocalFile(fileHash, use) {
      const file = blobPath(fileHash);
      await stat(file); // ENOENT when absent
      return use(file);
    },
    async withTempFile(use) {
      const tmp = await tempPath();
      try {
        return await use(tmp);
      } finally {
        await rm(tmp, { force: true, recursive: true });
      }
    },
    named: {
      open: (name) => openFile(namedPath(name)),
      list: (folder) => readdir(namedPath(folder)).catch(() => [] as string[]),
      keep: (tmp, name) => settle(tmp, namedPath(name)),
      removeFolder: (folder) => rm(namedPath(folder), { recursive: true, force: true }),
      remove: (name) => rm(namedPath(name), { force: true }),
    },
    sweep: () => sweepTemporaries(tmpDir),
  };
}

/** Streams a body to a file while hashing and counting it; refuses it past `limit` bytes. */
async function streamTo(body: Readable, file: string, limit: number, tooLarge: () => Error) {
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

/** A file opened for reading, or undefined when it does not exist. */
async function openFile(file: string): Promise<BlobReader | undefined> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    return {
      size,
      stream: (range) => handle.createReadStream(range ?? {}),
      async bytes() {
        try {
          return await handle.readFile();
        } finally {
          await handle.close();
        }
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function exists(file: string) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes what crashed uploads and productions left in tmp/: files of processes that are
 * gone, and anything older than a day (a process on another machine sharing the folder).
 */
async function sweepTemporaries(dir: string): Promise<number> {
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
