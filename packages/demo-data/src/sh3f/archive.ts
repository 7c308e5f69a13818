/**
 * Read access to the files of a zip archive, by path: the .sh3f itself (read lazily with
 * yauzl, since libraries run to 60 MB and most entries are only needed once) and zips nested
 * inside it (model#N may name a zip holding the OBJ, unpacked in memory with fflate).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { FileSource } from '@vitrine/mesh/obj';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export type { FileSource };

/** An archive file kept open for reading entries; close it when done. */
export interface Archive extends FileSource {
  close(): void;
}

/** Normalises an archive path: '/' separators, no leading '/', './' and '../' resolved. */
export function normalizePath(p: string): string {
  const parts: string[] = [];
  for (const part of p.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

function indexPaths(paths: string[]) {
  const exact = new Set(paths);
  const lower = new Map<string, string>();
  for (const p of paths) if (!lower.has(p.toLowerCase())) lower.set(p.toLowerCase(), p);
  return (wanted: string) => {
    const p = normalizePath(wanted);
    return exact.has(p) ? p : lower.get(p.toLowerCase());
  };
}

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true },
      (err, zip) => (err ? reject(err) : resolve(zip)),
    ),
  );

const listEntries = (zip: ZipFile) =>
  new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });

/**
 * Opens a zip file and reads its central directory. Throws an Error naming the file when it
 * is missing, not a zip or truncated (the central directory sits at the end, so a cut-off
 * copy fails here, before anything is imported).
 */
export async function openArchive(file: string): Promise<Archive> {
  const name = path.basename(file);
  try {
    if (!(await stat(file)).isFile()) throw new Error('not a file');
  } catch (error) {
    throw new Error(`${name}: cannot read ${file} (${(error as Error).message})`);
  }
  let zip: ZipFile;
  let entries: Entry[];
  try {
    zip = await openZip(file);
    entries = await listEntries(zip);
  } catch (error) {
    throw new Error(
      `${name} is not a readable zip archive, it may be truncated or not a .sh3f at all (${(error as Error).message})`,
    );
  }
  const byPath = new Map<string, Entry>();
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    byPath.set(normalizePath(entry.fileName), entry);
  }
  const find = indexPaths([...byPath.keys()]);
  return {
    paths: () => [...byPath.keys()],
    find,
    read: (p) => {
      const entry = byPath.get(p) ?? byPath.get(find(p) ?? '');
      if (!entry) return Promise.reject(new Error(`${name}: no entry ${p}`));
      return new Promise<Uint8Array>((resolve, reject) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(new Error(`${name}: cannot read ${p} (${err.message})`));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', (e: Error) =>
            reject(new Error(`${name}: cannot read ${p} (${e.message})`)),
          );
          stream.on('end', () => resolve(Buffer.concat(chunks)));
        }),
      );
    },
    close: () => zip.close(),
  };
}

/** A zip held in memory (a model packed as a zip inside the library), unpacked at once. */
export function memoryArchive(bytes: Uint8Array, label: string): FileSource {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch (error) {
    throw new Error(`${label} is not a readable zip (${(error as Error).message})`);
  }
  const byPath = new Map<string, Uint8Array>();
  for (const [p, data] of Object.entries(files))
    if (!p.endsWith('/')) byPath.set(normalizePath(p), data);
  const find = indexPaths([...byPath.keys()]);
  return {
    paths: () => [...byPath.keys()],
    find,
    read: (p) => {
      const data = byPath.get(find(p) ?? '');
      return data ? Promise.resolve(data) : Promise.reject(new Error(`${label}: no entry ${p}`));
    },
  };
}
