/**
 * Writes a package as it is made: files as they come, records as NDJSON lines (memory stays
 * flat however large the catalogue), into a folder or a zip. A zip keeps files as they are
 * (they are compressed formats mostly) and gets its manifest last, from a temporary file.
 * Zips are plain zip32: a package over 4 GB goes into a folder.
 */
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import {
  MANIFEST_NAMES,
  PACKAGE_FORMAT,
  PACKAGE_VERSION,
  type PackageHeader,
  type PackageKind,
  type PackageRecord,
} from '@vitrine/contracts/package';
import { isSafePath, sha256 } from '../ids';

export interface PackageWriter {
  /** Adds a file at a package path; the same bytes at a path already written are skipped. */
  addFile(packagePath: string, bytes: Uint8Array): Promise<void>;
  /** Whether a path is taken, and by which bytes (their SHA-256). */
  hashAt(packagePath: string): string | undefined;
  add<K extends PackageKind>(kind: K, record: PackageRecord[K]): Promise<void>;
  /** Finishes the package; nothing may be added after. */
  close(): Promise<void>;
}

const NDJSON = MANIFEST_NAMES[1];

/** Writes into `target`: a folder, or a zip when the name ends in .zip. */
export async function createPackageWriter(
  target: string,
  header: Omit<PackageHeader, 'format' | 'version'> = {},
): Promise<PackageWriter> {
  const first: PackageHeader = { format: PACKAGE_FORMAT, version: PACKAGE_VERSION, ...header };
  const files = target.toLowerCase().endsWith('.zip')
    ? await zipFiles(target)
    : await folderFiles(target);
  const hashes = new Map<string, string>();
  const lines = createWriteStream(files.manifestPath);
  const writeLine = async (value: unknown) => {
    if (!lines.write(`${JSON.stringify(value)}\n`)) await once(lines, 'drain');
  };
  await writeLine(first);
  return {
    async addFile(packagePath, bytes) {
      if (!isSafePath(packagePath)) throw new Error(`not a package path: ${packagePath}`);
      const hash = sha256(bytes);
      const known = hashes.get(packagePath);
      if (known === hash) return;
      if (known !== undefined) throw new Error(`${packagePath} is written already`);
      hashes.set(packagePath, hash);
      await files.add(packagePath, bytes);
    },
    hashAt: (packagePath) => hashes.get(packagePath),
    add: (kind, record) => writeLine({ [kind]: record }),
    async close() {
      lines.end();
      await once(lines, 'close');
      await files.close();
    },
  };
}

interface Files {
  /** Where the NDJSON manifest is written while the package is made. */
  manifestPath: string;
  add(packagePath: string, bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

async function folderFiles(folder: string): Promise<Files> {
  await mkdir(folder, { recursive: true });
  return {
    manifestPath: path.join(folder, NDJSON),
    async add(packagePath, bytes) {
      const file = path.join(folder, ...packagePath.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    close: async () => undefined,
  };
}

async function zipFiles(zipPath: string): Promise<Files> {
  await mkdir(path.dirname(path.resolve(zipPath)), { recursive: true });
  const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-package-'));
  const out: WriteStream = createWriteStream(zipPath);
  let failure: Error | undefined;
  let waiting: Promise<unknown> | undefined;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else if (!out.write(chunk)) waiting ??= once(out, 'drain').finally(() => (waiting = undefined));
    if (final) out.end();
  });
  const closed = once(out, 'close');
  const flowed = async () => {
    if (failure) throw failure;
    if (waiting) await waiting;
  };
  return {
    manifestPath: path.join(scratch, NDJSON),
    async add(packagePath, bytes) {
      const entry = new ZipPassThrough(packagePath);
      zip.add(entry);
      entry.push(bytes, true);
      await flowed();
    },
    async close() {
      try {
        const manifest = new ZipDeflate(NDJSON, { level: 6 });
        zip.add(manifest);
        for await (const chunk of createReadStream(path.join(scratch, NDJSON))) {
          manifest.push(chunk as Uint8Array);
          await flowed();
        }
        manifest.push(new Uint8Array(0), true);
        zip.end();
        await closed;
        if (failure) throw failure;
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}
