/**
 * A package's files by path, from a folder or a zip, read when asked. A zip is not trusted:
 * it may hold at most MAX_ENTRIES entries declaring at most `inflateLimit` bytes together,
 * and an entry that inflates past its declared size is stopped (yauzl checks sizes).
 * Names that would leave the package (absolute, "..") are never opened.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { isSafePath } from '../ids';

/** More entries than any catalogue needs; a zip claiming more is refused. */
export const MAX_ENTRIES = 1_000_000;

export interface PackageSource {
  /** The folder's or zip's name, for reports. */
  readonly name: string;
  /** The package's files at its root (where manifests are). */
  readonly rootFiles: readonly string[];
  /** A file's size in bytes; undefined when the package has no such file. */
  size(packagePath: string): Promise<number | undefined>;
  read(packagePath: string): Promise<Buffer>;
  stream(packagePath: string): Promise<Readable>;
  close(): Promise<void>;
}

export class PackageOpenError extends Error {}

/** Manifests and tables that may be opened on their own (their folder is the package). */
const LOOSE = /\.(json|ndjson|csv|xlsx)$/i;

/**
 * Opens a folder or a .zip as a package; a manifest or product table given on its own opens
 * its folder, with that file as the package's only manifest (`entry`).
 */
export async function openPackageSource(
  location: string,
  { inflateLimit = Number.MAX_SAFE_INTEGER }: { inflateLimit?: number } = {},
): Promise<{ source: PackageSource; entry?: string }> {
  let info;
  try {
    info = await stat(location);
  } catch {
    throw new PackageOpenError(`${location} does not exist`);
  }
  if (info.isDirectory()) return { source: await folderSource(location) };
  if (LOOSE.test(location)) {
    const folder = path.dirname(path.resolve(location));
    return { source: await folderSource(folder), entry: path.basename(location) };
  }
  return { source: await zipSource(location, inflateLimit) };
}

/** A folder's files, looked at when asked (a loose table's folder may be any folder). */
async function folderSource(folder: string): Promise<PackageSource> {
  const rootFiles = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const local = (packagePath: string) => {
    if (!isSafePath(packagePath))
      throw new PackageOpenError(`${packagePath} is not in the package`);
    return path.join(folder, ...packagePath.split('/'));
  };
  const sizes = new Map<string, Promise<number | undefined>>();
  return {
    name: path.basename(path.resolve(folder)),
    rootFiles,
    size(packagePath) {
      if (!isSafePath(packagePath)) return Promise.resolve(undefined);
      let size = sizes.get(packagePath);
      if (!size) {
        size = stat(local(packagePath)).then(
          (s) => (s.isFile() ? s.size : undefined),
          () => undefined,
        );
        sizes.set(packagePath, size);
      }
      return size;
    },
    read: async (packagePath) => readFile(local(packagePath)),
    stream: async (packagePath) => createReadStream(local(packagePath)),
    close: async () => undefined,
  };
}

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

async function zipSource(file: string, inflateLimit: number): Promise<PackageSource> {
  let zip: ZipFile;
  try {
    zip = await openZip(file);
  } catch (error) {
    throw new PackageOpenError(
      `${path.basename(file)} is neither a folder nor a readable zip (${(error as Error).message})`,
    );
  }
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close();
    throw new PackageOpenError(`${path.basename(file)} holds more than ${MAX_ENTRIES} entries`);
  }
  const entries = new Map<string, Entry>();
  let declared = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        if (!entry.fileName.endsWith('/') && isSafePath(entry.fileName)) {
          entries.set(entry.fileName, entry);
          declared += entry.uncompressedSize;
        }
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw new PackageOpenError(`${path.basename(file)} is damaged (${(error as Error).message})`);
  }
  if (declared > inflateLimit) {
    zip.close();
    throw new PackageOpenError(
      `${path.basename(file)} would unpack to ${declared} bytes, more than the limit of ${inflateLimit}`,
    );
  }
  const stream = (packagePath: string) =>
    new Promise<Readable>((resolve, reject) => {
      const entry = entries.get(packagePath);
      if (!entry) return reject(new PackageOpenError(`${packagePath} is not in the package`));
      zip.openReadStream(entry, (error, readable) => (error ? reject(error) : resolve(readable)));
    });
  return {
    name: path.basename(file),
    rootFiles: [...entries.keys()].filter((name) => !name.includes('/')),
    size: async (packagePath) => entries.get(packagePath)?.uncompressedSize,
    stream,
    async read(packagePath) {
      const chunks: Buffer[] = [];
      for await (const chunk of await stream(packagePath)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    close: async () => zip.close(),
  };
}
