import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { READ_ONLY, type Sql, type Store } from './store';
import { timed } from '../server-timing';

/** The embedded store, which can also copy its whole database out. */
export interface PgliteStore extends Store {
  /** The data folder as an uncompressed tarball, for `openPgliteStore(…, { from })`. */
  dump(): Promise<Blob>;
}

/**
 * PostgreSQL's own page cache inside the WebAssembly memory. PGlite's default (128 MB) stays
 * resident once touched; the data folder's pages are in the system's file cache anyway, so a
 * smaller one left a 100,000-model server 125 MiB less resident when ready (docs/PERFORMANCE.md, 2026-11-29).
 */
const SHARED_BUFFERS = '16MB';

/**
 * The embedded store: PostgreSQL compiled to WASM, data in a folder (or in memory when
 * dataDir is undefined, which tests use). One connection, so statements run one at a time.
 * `from` starts it on a copy of another store's data (`dump()`): tests start on a migrated
 * copy instead of creating and migrating a database each time (seconds each on two cores).
 */
export async function openPgliteStore(
  dataDir: string | undefined,
  options: { from?: Blob } = {},
): Promise<PgliteStore> {
  const db = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm, unaccent },
    postgresqlconf: [`shared_buffers = ${SHARED_BUFFERS}`],
    ...(options.from ? { loadDataDir: options.from } : {}),
  });
  // Counted once the statement or transaction is over, so whoever reads the count afterwards
  // and then looks at the database sees the write.
  let writes = 0;
  const sql = (runner: Pick<PGlite, 'query'>): Sql => ({
    async query<T>(text: string, params?: unknown[]) {
      try {
        const result = await timed('db', () => runner.query<T>(text, params));
        return result.rows;
      } finally {
        if (!READ_ONLY.test(text)) writes++;
      }
    },
  });
  // One process opens an embedded database, so its locks are this process's: a set.
  const held = new Set<string>();
  return {
    kind: 'pglite',
    ...sql(db),
    transaction: (fn) => db.transaction((tx) => fn(sql(tx))).finally(() => writes++),
    exec: async (script) => {
      try {
        await db.exec(script);
      } finally {
        writes++;
      }
    },
    close: () => db.close(),
    dump: () => db.dumpDataDir('none'),
    writes: () => writes,
    async holdLocks(names) {
      if (names.some((name) => held.has(name))) return undefined;
      for (const name of names) held.add(name);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        for (const name of names) held.delete(name);
      };
    },
  };
}
