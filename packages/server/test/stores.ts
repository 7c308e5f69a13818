/**
 * The stores every store-touching test runs on: embedded PGlite always, and a PostgreSQL
 * server when TEST_DATABASE_URL is set (CI sets it). Each opened store is a fresh database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../src/store/migrate';
import { openPgliteStore } from '../src/store/pglite-store';
import { openPostgresStore } from '../src/store/postgres-store';
import type { Store } from '../src/store/store';

export interface StoreKind {
  name: 'pglite' | 'postgres';
  open(): Promise<Store>;
}

/** A new, empty database on the test PostgreSQL server, and a way to drop it. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function freshPostgres(adminUrl: string): Promise<Store> {
  const database = await createPostgresDatabase(adminUrl);
  const store = await openPostgresStore(database.url, { statementTimeoutMs: 10_000, max: 4 });
  return {
    ...store,
    async close() {
      await store.close();
      await database.drop();
    },
  };
}

export const STORE_KINDS: StoreKind[] = [
  { name: 'pglite', open: () => openPgliteStore(undefined) },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, open: () => freshPostgres(process.env.TEST_DATABASE_URL!) }]
    : []),
];

/** Opens a fresh, migrated store of the given kind. */
export async function openMigrated(kind: StoreKind): Promise<Store> {
  const store = await kind.open();
  await migrate(store);
  return store;
}
