/**
 * The in-memory search index saved to a file, so a restart reads one file instead of every
 * search row again (100,000 models: minutes from the embedded database). A snapshot belongs
 * to one database (a key kept in catalog_meta) and to the change number it has read up to;
 * the index catches up from there. A missing, foreign or damaged file is ignored.
 *
 * The file is a sequence of records, each a 4-byte length and a V8-serialised value: a
 * header, the index's parts (a few megabytes each), and an end mark. Writing and reading a
 * part at a time keeps a large index (1,000,000 models: several gigabytes) from needing a
 * second copy of itself in memory, or one buffer larger than Node allows.
 */
import { randomUUID } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import type { SnapshotPart } from '../search.types';

/** Raised when the saved shape changes; older files are then ignored. */
const FORMAT = 7;

interface Header {
  format: number;
  key: string;
  seen: bigint;
}

/** A saved index: the change number it has read up to, and its parts in order. */
export interface Snapshot {
  seen: bigint;
  /** The file's size and how much of it has been read, in bytes. */
  size: number;
  position(): number;
  /** Throws when the file ends early or a record is damaged. */
  parts: AsyncGenerator<SnapshotPart>;
  /** Closes the file when the parts are not read to the end. */
  close(): Promise<void>;
}

export interface SnapshotStore {
  read(): Promise<Snapshot | null>;
  write(seen: bigint, parts: AsyncIterable<SnapshotPart> | Iterable<SnapshotPart>): Promise<void>;
}

/** Meta access the snapshot needs: the database's snapshot key lives in catalog_meta. */
export interface MetaAccess {
  getMeta<T>(key: string): Promise<T | undefined>;
  setMeta(key: string, value: unknown): Promise<void>;
}

const END = { kind: 'end' } as const;

/** Where the database's snapshot key is kept (catalog_meta). */
const KEY = 'search_snapshot_key';

/**
 * Gives the database a new snapshot key, so no snapshot saved before is read again: after a
 * rebuild, which drops rows a snapshot would bring back.
 */
export async function disownSnapshots(meta: MetaAccess): Promise<void> {
  await meta.setMeta(KEY, randomUUID());
}

export function createSnapshotStore(file: string, meta: MetaAccess): SnapshotStore {
  let key: string | undefined;
  async function databaseKey() {
    if (key) return key;
    key = await meta.getMeta<string>(KEY);
    if (!key) {
      key = randomUUID();
      await meta.setMeta(KEY, key);
    }
    return key;
  }

  return {
    async read() {
      let handle;
      try {
        handle = await open(file, 'r');
      } catch {
        return null;
      }
      const size = (await handle.stat()).size;
      const at = { position: 0 };
      const records = readRecords(handle, at);
      let header: Header;
      try {
        header = (await records.next()).value as Header;
      } catch {
        return null; // (the file is closed)
      }
      if (header?.format !== FORMAT || header.key !== (await databaseKey())) {
        await records.return(undefined);
        return null;
      }
      return {
        seen: header.seen,
        size,
        position: () => at.position,
        parts: (async function* () {
          for await (const record of records) {
            if ((record as typeof END).kind === 'end') return;
            yield record as SnapshotPart;
          }
          throw new Error('search snapshot ends early');
        })(),
        close: async () => void (await records.return(undefined)),
      };
    },

    async write(seen, parts) {
      const header: Header = { format: FORMAT, key: await databaseKey(), seen };
      const temporary = `${file}.${process.pid}.tmp`;
      const handle = await open(temporary, 'w');
      try {
        const put = (value: unknown) => {
          const data = serialize(value);
          const length = Buffer.alloc(4);
          length.writeUInt32LE(data.length);
          return handle.writev([length, data]);
        };
        await put(header);
        for await (const part of parts) await put(part);
        await put(END);
        await handle.close();
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(temporary, { force: true });
        throw error;
      }
      await rename(temporary, file);
    },
  };
}

/**
 * The values of a snapshot file's records, one at a time, keeping `at.position` at the bytes
 * read so far; the file closes at the end.
 */
async function* readRecords(handle: Awaited<ReturnType<typeof open>>, at: { position: number }) {
  try {
    const length = Buffer.alloc(4);
    for (;;) {
      const { bytesRead } = await handle.read(length, 0, 4, null);
      if (bytesRead === 0) return;
      if (bytesRead < 4) throw new Error('search snapshot damaged');
      const data = Buffer.allocUnsafeSlow(length.readUInt32LE());
      const read = await handle.read(data, 0, data.length, null);
      if (read.bytesRead < data.length) throw new Error('search snapshot damaged');
      at.position += 4 + data.length;
      // Typed arrays come back as views into `data` (a buffer of this record only).
      yield deserialize(data) as unknown;
    }
  } finally {
    await handle.close();
  }
}
