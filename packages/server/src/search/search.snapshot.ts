/**
 * The in-memory search index saved to a file, so a restart reads one file instead of every
 * search row again (100,000 models: minutes from the embedded database). A snapshot belongs
 * to one database (a key kept in catalog_meta) and to the change number it has read up to;
 * the index catches up from there. A missing, foreign or damaged file is ignored.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import type { Entity } from '@vitrine/contracts';
import type { EntitySnapshot } from './search.entity';
import type { TermChange } from './search.repository';

/** Raised when the saved shape changes; older files are then ignored. */
const FORMAT = 2;

export interface SnapshotState {
  seen: bigint;
  entities: Partial<Record<Entity, EntitySnapshot>>;
  terms: TermChange[];
}

interface SnapshotFile extends SnapshotState {
  format: number;
  key: string;
}

export interface SnapshotStore {
  read(): Promise<SnapshotState | null>;
  write(state: SnapshotState): Promise<void>;
}

/** Meta access the snapshot needs: the database's snapshot key lives in catalog_meta. */
export interface MetaAccess {
  getMeta<T>(key: string): Promise<T | undefined>;
  setMeta(key: string, value: unknown): Promise<void>;
}

export function createSnapshotStore(file: string, meta: MetaAccess): SnapshotStore {
  let key: string | undefined;
  async function databaseKey() {
    if (key) return key;
    key = await meta.getMeta<string>('search_snapshot_key');
    if (!key) {
      key = randomUUID();
      await meta.setMeta('search_snapshot_key', key);
    }
    return key;
  }

  return {
    async read() {
      let saved: SnapshotFile;
      try {
        saved = deserialize(await readFile(file)) as SnapshotFile;
      } catch {
        return null;
      }
      if (saved?.format !== FORMAT || saved.key !== (await databaseKey())) return null;
      return { seen: saved.seen, entities: saved.entities, terms: saved.terms };
    },

    async write(state) {
      const saved: SnapshotFile = { format: FORMAT, key: await databaseKey(), ...state };
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, serialize(saved));
      await rename(temporary, file);
    },
  };
}
