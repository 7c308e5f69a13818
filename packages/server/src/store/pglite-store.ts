import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Sql, Store } from './store';

/**
 * The embedded store: PostgreSQL compiled to WASM, data in a folder (or in memory when
 * dataDir is undefined, which tests use). One connection, so statements run one at a time.
 */
export async function openPgliteStore(dataDir: string | undefined): Promise<Store> {
  const db = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm, unaccent } });
  const sql = (runner: Pick<PGlite, 'query'>): Sql => ({
    async query<T>(text: string, params?: unknown[]) {
      const result = await runner.query<T>(text, params);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...sql(db),
    transaction: (fn) => db.transaction((tx) => fn(sql(tx))),
    exec: async (script) => {
      await db.exec(script);
    },
    close: () => db.close(),
  };
}
