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

async function freshPostgres(adminUrl: string): Promise<Store> {
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const store = await openPostgresStore(url.toString(), { statementTimeoutMs: 10_000, max: 4 });
  return {
    ...store,
    async close() {
      await store.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
      await dropper.end();
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
