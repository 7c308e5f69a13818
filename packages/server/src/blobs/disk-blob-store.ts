/**
 * The blob store on a local disk: `<root>/<h0h1>/<h2h3>/<sha256>` for blobs, `<root>/<name>`
 * for named files, `<root>/tmp/` for everything being written. Bytes are written to a
 * temporary name and renamed into place, so a crash never leaves a half file under a real
 * name; temporaries are named `<pid>-<uuid>` so the next start can tell whose they were.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobReader, BlobStore } from './blob-store';
import { HASH, NAME, localTemp, stageLocally, sweepTemporaries } from './local-temp';

/**
 * `accelRedirect`: nginx's internal location for `root` (BLOB_ACCEL_REDIRECT); readers then
 * say where nginx finds each file.
 */
export function createBlobStore(root: string, accelRedirect?: string): BlobStore {
  const tmpDir = path.join(root, 'tmp');
  const blobPath = (fileHash: string) => {
    if (!HASH.test(fileHash)) throw new Error(`not a file hash: ${fileHash}`);
    return path.join(root, fileHash.slice(0, 2), fileHash.slice(2, 4), fileHash);
  };
  const namedPath = (name: string) => {
    if (!NAME.test(name)) throw new Error(`not a file name: ${name}`);
    return path.join(root, name);
  };
  const { tempPath, withTempFile } = localTemp(tmpDir);
  const openFile = (file: string) =>
    openLocalFile(
      file,
      accelRedirect && accelRedirect + path.relative(root, file).split(path.sep).join('/'),
    );
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
    stage: async (body, limit, tooLarge) =>
      stageLocally(body, await tempPath(), limit, tooLarge, async (fileHash, localPath) => {
        // Bytes stored already: the local copy is simply dropped.
        if (!(await exists(blobPath(fileHash)))) await settle(localPath, blobPath(fileHash));
      }),
    remove: (fileHash) => rm(blobPath(fileHash), { force: true }),
    async withLocalFile(fileHash, use) {
      const file = blobPath(fileHash);
      await stat(file); // ENOENT when absent
      return use(file);
    },
    withTempFile,
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

/** A file opened for reading, or undefined when it does not exist. */
async function openLocalFile(
  file: string,
  accelPath: string | undefined,
): Promise<BlobReader | undefined> {
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
      ...(accelPath ? { accelPath } : {}),
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
