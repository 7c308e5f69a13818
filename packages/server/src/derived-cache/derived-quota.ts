/**
 * The disk kept for derived files stays under DERIVED_CACHE_MB: each file's size and when it
 * was last asked for are tracked, and past the quota the least recently used go (they are made
 * again when asked for). Files already on disk at start are read once, lazily, as older than
 * anything used since. Each process keeps its own account: on a shared PostgreSQL setup a
 * process evicts what it made or saw at start, not what another made since (docs/FILES.md).
 */
import type { BlobStore } from '../blobs';

export interface DerivedQuota {
  /** A derived file was made or found on disk: it is the most recently used. */
  add(key: string, name: string, size: number): void;
  /** A derived file was served: it becomes the most recently used. */
  touch(key: string): void;
  /** Forgets the files of a source, removed with it. */
  forgetPrefix(prefix: string): void;
  /** Removes least recently used files (never the newest) until the total fits the quota. */
  enforce(): Promise<void>;
  /** Bytes of derived files on disk, as far as this process knows. */
  readonly totalBytes: number;
}

interface Kept {
  name: string;
  size: number;
}

export function createDerivedQuota(
  blobs: BlobStore,
  quotaBytes: number,
  /** Told of each evicted key, so copies in memory go too. */
  onEvict: (key: string) => void,
): DerivedQuota {
  /** In order of use, least recent first (a Map keeps insertion order). */
  let files = new Map<string, Kept>();
  let total = 0;
  let scanned: Promise<void> | undefined;
  let enforcing: Promise<void> | undefined;

  /** What is on disk from earlier runs, put before everything used since this start. */
  async function scan() {
    const found = new Map<string, Kept>();
    for (const prefix of await blobs.named.list('derived'))
      for (const source of await blobs.named.list(`derived/${prefix}`))
        for (const file of await blobs.named.list(`derived/${prefix}/${source}`)) {
          const key = `${source}/${file.replace(/\.[^.]*$/, '')}`;
          const name = `derived/${prefix}/${source}/${file}`;
          const reader = files.has(key) ? undefined : await blobs.named.open(name);
          if (!reader) continue;
          found.set(key, { name, size: reader.size });
          await reader.close();
        }
    for (const [key, kept] of files) {
      found.delete(key);
      found.set(key, kept);
    }
    files = found;
    total = [...files.values()].reduce((sum, f) => sum + f.size, 0);
  }

  async function evict() {
    await (scanned ??= scan());
    const newest = [...files.keys()].at(-1);
    for (const [key, kept] of files) {
      if (total <= quotaBytes || key === newest) break;
      files.delete(key);
      total -= kept.size;
      onEvict(key);
      await blobs.named.remove(kept.name);
    }
  }

  return {
    add(key, name, size) {
      const before = files.get(key);
      if (before) total -= before.size;
      files.delete(key);
      files.set(key, { name, size });
      total += size;
    },
    touch(key) {
      const kept = files.get(key);
      if (!kept) return;
      files.delete(key);
      files.set(key, kept);
    },
    forgetPrefix(prefix) {
      for (const [key, kept] of files)
        if (key.startsWith(prefix)) {
          files.delete(key);
          total -= kept.size;
        }
    },
    async enforce() {
      while (enforcing) await enforcing;
      if (scanned && total <= quotaBytes) return;
      enforcing = evict().finally(() => (enforcing = undefined));
      await enforcing;
    },
    get totalBytes() {
      return total;
    },
  };
}
