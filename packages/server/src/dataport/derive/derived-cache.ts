/**
 * Derived files (scaled images, material maps and packages, converted 3D files), made once
 * per (source bytes, variant) and kept on disk beside the blobs:
 *
 *   files/derived/<hash[0:2]>/<source file hash>/<variant>.<extension>
 *
 * Within a process, concurrent requests for one variant share one production (single-flight);
 * across processes on one PostgreSQL server, an advisory lock per variant makes the others
 * wait and then find the file. Each file is written to tmp/ and renamed into place, so a
 * reader never sees half of one. Small files are also kept in memory for fast serving.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Store } from '../../store/store';
import { mediaTypeOf } from '../filetypes';
import { MemoryCache } from './memory-cache';

export interface Variant {
  /** File hash of the main source; all its variants go when its bytes are deleted. */
  source: string;
  /** File name without extension, unique per source: "imagine-350x300-crop", "cadify-usdz". */
  name: string;
}

export interface DerivedFile {
  path: string;
  mediaType: string;
  extension: string;
  /** Strong validator for ETag / If-None-Match. */
  etag: string;
  size: number;
  /** The bytes, when small enough to serve from memory. */
  bytes?: Buffer;
}

/** Makes a variant into tmpPath and says what it is. */
export type Producer = (tmpPath: string) => Promise<{ extension: string; mediaType?: string }>;

const KEEP_IN_MEMORY = 512 * 1024;
/** A failed production is not retried for this long (a broken file stays broken). */
const FAILURE_TTL_MS = 60_000;

export function createDerivedCache(filesRoot: string, store: Store) {
  const memory = new MemoryCache<DerivedFile>(64 * 1024 * 1024, (f) => f.bytes?.length ?? 256);
  const inflight = new Map<string, Promise<DerivedFile>>();
  const failures = new Map<string, { error: unknown; until: number }>();
  const counts = { produced: 0 };
  const folder = (source: string) => path.join(filesRoot, 'derived', source.slice(0, 2), source);
  const keyOf = (v: Variant) => `${v.source}/${v.name}`;

  /** Describes a variant's file on disk (with its bytes when small) and remembers it. */
  async function remember(key: string, file: string, extension: string): Promise<DerivedFile> {
    const { size } = await stat(file);
    const derived: DerivedFile = {
      path: file,
      extension,
      mediaType: mediaTypeOf(extension),
      etag: createHash('sha256').update(key).digest('hex').slice(0, 40),
      size,
      bytes: size <= KEEP_IN_MEMORY ? await readFile(file) : undefined,
    };
    memory.set(key, derived);
    return derived;
  }

  /** The variant if it exists on disk (or in memory). */
  async function find(variant: Variant): Promise<DerivedFile | undefined> {
    const key = keyOf(variant);
    const known = memory.get(key);
    if (known) return known;
    const dir = folder(variant.source);
    const names = await readdir(dir).catch(() => [] as string[]);
    const name = names.find((n) => n.startsWith(`${variant.name}.`));
    if (!name) return undefined;
    return remember(key, path.join(dir, name), name.slice(variant.name.length + 1));
  }

  async function produce(variant: Variant, producer: Producer): Promise<DerivedFile> {
    const already = await find(variant);
    if (already) return already;
    const tmpDir = path.join(filesRoot, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmpPath = path.join(tmpDir, `${process.pid}-${randomUUID()}`);
    try {
      const { extension } = await producer(tmpPath);
      const dir = folder(variant.source);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${variant.name}.${extension}`);
      await rename(tmpPath, file);
      counts.produced++;
      return await remember(keyOf(variant), file, extension);
    } finally {
      await rm(tmpPath, { force: true, recursive: true });
    }
  }

  /** Serialises production of one variant across processes sharing a PostgreSQL server. */
  function acrossProcesses<T>(key: string, fn: () => Promise<T>): Promise<T> {
    if (store.kind !== 'postgres') return fn(); // PGlite: one process owns the data folder
    const lock = BigInt.asIntN(
      64,
      BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 16)}`),
    );
    return store.transaction(async (tx) => {
      await tx.query("SET LOCAL statement_timeout = '15min'");
      await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [lock.toString()]);
      return fn();
    });
  }

  return {
    counts,
    find,

    /** The variant, made by producer unless it exists or is being made already. */
    async get(variant: Variant, producer: Producer): Promise<DerivedFile> {
      const key = keyOf(variant);
      const known = memory.get(key);
      if (known) return known;
      const failed = failures.get(key);
      if (failed && failed.until > Date.now()) throw failed.error;
      const running = inflight.get(key);
      if (running) return running;
      const job = acrossProcesses(key, () => produce(variant, producer))
        .catch((error: unknown) => {
          failures.set(key, { error, until: Date.now() + FAILURE_TTL_MS });
          throw error;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, job);
      return job;
    },

    /** Drops every variant of a source whose bytes were deleted. */
    async removeSource(source: string) {
      memory.deletePrefix(`${source}/`);
      await rm(folder(source), { recursive: true, force: true });
    },
  };
}

export type DerivedCache = ReturnType<typeof createDerivedCache>;
