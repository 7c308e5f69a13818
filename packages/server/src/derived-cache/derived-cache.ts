/**
 * Derived files (scaled images, material maps and packages, converted 3D files), made once
 * per (source bytes, variant) and kept as named files of the blob store:
 *
 *   derived/<hash[0:2]>/<source file hash>/<variant>.<extension>
 *
 * Within a process, concurrent requests for one variant share one production (single-flight);
 * across processes, a claim row per variant in the database (claims.ts) makes the others
 * wait and then find the file, without holding a connection meanwhile. Each file is written to a temporary file and then kept under its name, so a
 * reader never sees half of one. Small files are also kept in memory for fast serving. The
 * disk they take stays under a quota, least recently used first (derived-quota.ts).
 */
import { createHash } from 'node:crypto';
import type { BlobReader, BlobStore } from '../blobs';
import { ApiFailure } from '../errors';
import { mediaTypeOf } from '../media/filetypes';
import { MemoryCache } from '../media/memory-cache';
import type { Store } from '../store';
import { createClaims } from './claims';
import { createDerivedQuota } from './derived-quota';

export interface Variant {
  /** File hash of the main source; all its variants go when its bytes are deleted. */
  source: string;
  /** File name without extension, unique per source: "imagine-350x300-crop", "cadify-usdz". */
  name: string;
}

/** The variant holding a 3D conversion of some bytes into format (glb, usdz, ...). */
export const conversionOf = (source: string, format: string): Variant => ({
  source,
  name: `cadify-${format}`,
});

export interface DerivedFile {
  mediaType: string;
  extension: string;
  /** Strong validator for ETag / If-None-Match. */
  etag: string;
  size: number;
  /** The bytes, when small enough to serve from memory. */
  bytes?: Buffer;
  /** Opens the bytes (undefined when they were removed since). */
  open(): Promise<BlobReader | undefined>;
}

/** Runs work when it is its turn (the render line, render-queue.ts). */
export type Turn = <T>(work: () => Promise<T>) => Promise<T>;

/** Makes a variant into tmpPath and says what it is. */
export type Producer = (tmpPath: string) => Promise<{ extension: string; mediaType?: string }>;

const KEEP_IN_MEMORY = 512 * 1024;
/** A failed production is not retried for this long (a broken file stays broken). */
const FAILURE_TTL_MS = 60_000;

export function createDerivedCache(blobs: BlobStore, store: Store, quotaBytes: number) {
  const memory = new MemoryCache<DerivedFile>(64 * 1024 * 1024, (f) => f.bytes?.length ?? 256);
  const quota = createDerivedQuota(blobs, quotaBytes, (key) => memory.delete(key));
  const inflight = new Map<string, Promise<DerivedFile>>();
  const failures = new Map<string, { error: unknown; until: number }>();
  const counts = { produced: 0 };
  const folder = (source: string) => `derived/${source.slice(0, 2)}/${source}`;
  const keyOf = (v: Variant) => `${v.source}/${v.name}`;

  /** Describes a variant's file (with its bytes when small) and remembers it. */
  async function remember(key: string, name: string, extension: string) {
    const reader = await blobs.named.open(name);
    if (!reader) return undefined;
    const small = reader.size <= KEEP_IN_MEMORY;
    const derived: DerivedFile = {
      extension,
      mediaType: mediaTypeOf(extension),
      etag: createHash('sha256').update(key).digest('hex').slice(0, 40),
      size: reader.size,
      bytes: small ? await reader.bytes() : undefined,
      open: () => blobs.named.open(name),
    };
    if (!small) await reader.close();
    memory.set(key, derived);
    quota.add(key, name, derived.size);
    return derived;
  }

  /** The variant if it was made already (in memory or in the store). */
  async function find(variant: Variant): Promise<DerivedFile | undefined> {
    const key = keyOf(variant);
    const known = memory.get(key);
    if (known) {
      quota.touch(key);
      return known;
    }
    const dir = folder(variant.source);
    const name = (await blobs.named.list(dir)).find((n) => n.startsWith(`${variant.name}.`));
    if (!name) return undefined;
    return remember(key, `${dir}/${name}`, name.slice(variant.name.length + 1));
  }

  async function produce(variant: Variant, producer: Producer): Promise<DerivedFile> {
    const already = await find(variant);
    if (already) return already;
    return blobs.withTempFile(async (tmpPath) => {
      const { extension } = await producer(tmpPath);
      const name = `${folder(variant.source)}/${variant.name}.${extension}`;
      await blobs.named.keep(tmpPath, name);
      counts.produced++;
      const made = await remember(keyOf(variant), name, extension);
      if (!made) throw new Error(`derived file ${name} vanished as it was made`);
      // Past the quota the least recently used go; a failure to remove one is not this request's.
      await quota.enforce().catch(() => undefined);
      return made;
    });
  }

  const claims = createClaims(store);
  /** Makes a variant unless another process is making it; then waits and finds its file. */
  const acrossProcesses = (variant: Variant, make: () => Promise<DerivedFile>) =>
    claims.once(keyOf(variant), make, () => find(variant));

  return {
    counts,
    quota,
    find,

    /**
     * The variant, made by producer unless it exists or is being made already. `turn` (the
     * render line) is waited for before the cross-process lock, so a production waiting its
     * turn holds no database connection; a refusal by it (503) is not remembered as a failure.
     */
    async get(variant: Variant, producer: Producer, turn?: Turn): Promise<DerivedFile> {
      const key = keyOf(variant);
      const known = memory.get(key);
      if (known) {
        quota.touch(key);
        return known;
      }
      const failed = failures.get(key);
      if (failed && failed.until > Date.now()) throw failed.error;
      const running = inflight.get(key);
      if (running) return running;
      const make = () => acrossProcesses(variant, () => produce(variant, producer));
      const job = (turn ? find(variant).then((found) => found ?? turn(make)) : make())
        .catch((error: unknown) => {
          const busy = error instanceof ApiFailure && error.httpStatus === 503;
          if (!busy) failures.set(key, { error, until: Date.now() + FAILURE_TTL_MS });
          throw error;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, job);
      return job;
    },

    /** Drops every variant of a source whose bytes were deleted. */
    async removeSource(source: string) {
      memory.deletePrefix(`${source}/`);
      quota.forgetPrefix(`${source}/`);
      await blobs.named.removeFolder(folder(source));
    },
  };
}

export type DerivedCache = ReturnType<typeof createDerivedCache>;
