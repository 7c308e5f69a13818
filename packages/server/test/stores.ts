/**
 * The stores every store-touching test runs on: embedded PGlite always, and a PostgreSQL
 * server when TEST_DATABASE_URL is set (CI sets it). Each opened store is a fresh database.
 *
 * Creating and migrating a database costs seconds (PGlite's initdb runs in WASM), and the
 * suite opens about a hundred. So `openMigrated` starts each one as a copy of a migrated
 * template, made once for the current migrations: a tarball of PGlite's data folder in the
 * OS temp folder, and a template database on the PostgreSQL server. Copies are still whole,
 * separate databases; `migrate` runs on each as before (it finds nothing left to apply).
 * A test process keeps the PGlite databases its tests closed and hands them out again,
 * emptied and migrated anew (a tenth of starting one); see `leasePglite`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../src/store/migrate';
import { openPgliteStore, type PgliteStore } from '../src/store/pglite-store';
import { openPostgresStore } from '../src/store/postgres-store';
import type { Store } from '../src/store/store';

export interface StoreKind {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database (no migrations applied). */
  open(): Promise<Store>;
  /** A fresh database with every migration applied. */
  openMigrated(): Promise<Store>;
}

const MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/store/migrations',
);

/** Names the template: it changes whenever a migration or the PGlite version does. */
function templateKey(): string {
  const hash = createHash('sha256');
  // The package's entry is dist/index.js; its package.json (and version) sits above.
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(readFileSync(path.join(path.dirname(entry), '../package.json')));
  for (const file of readdirSync(MIGRATIONS).sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

const KEY = templateKey();

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * The migrated PGlite data folder as a tarball: read from the temp folder, or made once
 * and written there (under a temporary name, then renamed, so a reader never sees half).
 */
function migratedPgliteData(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const folder = path.join(tmpdir(), 'vitrine-test-templates');
    const file = path.join(folder, `pglite-${KEY}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const store = await openPgliteStore(undefined);
      await migrate(store);
      const tarball = await store.dump();
      await store.close();
      await mkdir(folder, { recursive: true });
      const partial = `${file}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
      await rename(partial, file);
      return tarball;
    }
  })();
  return pgliteTemplate;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database on the test PostgreSQL server (a copy of `template` when given, else
 * empty), and a way to drop it.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a migrated template database on the server, made once per set of migrations:
 * migrated under a name of its own, then renamed; when another test process renamed its
 * copy first, ours is dropped and theirs used.
 */
function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `vitrine_template_${KEY}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      const draft = await createPostgresDatabase(adminUrl);
      const store = await openPostgresStore(draft.url, { statementTimeoutMs: 60_000, max: 1 });
      await migrate(store);
      await store.close();
      const draftName = new URL(draft.url).pathname.slice(1);
      try {
        await admin.query(`ALTER DATABASE ${draftName} RENAME TO ${name}`);
      } catch (error) {
        // 42P04: another process made the template meanwhile.
        if ((error as { code?: string }).code !== '42P04') throw error;
        await draft.drop();
      }
      return name;
    } finally {
      await admin.end();
    }
  })();
  return postgresTemplate;
}

async function postgresStore(adminUrl: string, template?: string): Promise<Store> {
  const database = await createPostgresDatabase(adminUrl, template);
  const store = await openPostgresStore(database.url, { statementTimeoutMs: 10_000, max: 4 });
  return {
    ...store,
    async close() {
      await store.close();
      await database.drop();
    },
  };
}

/** PGlite databases of this process whose tests have closed them. */
const idlePglite: PgliteStore[] = [];

/**
 * A migrated PGlite database for one test: one this process closed before, emptied (its
 * schema dropped, so tables, sequences and extensions go) and migrated again, or else a new
 * copy of the template. The test gets a lease: after its `close()` every use throws as on a
 * closed database, so work a test left running cannot reach the next test's data.
 */
async function leasePglite(): Promise<Store> {
  let db = idlePglite.pop();
  if (db) {
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await migrate(db);
  } else {
    db = await openPgliteStore(undefined, { from: await migratedPgliteData() });
  }
  const leased = db;
  let open = true;
  const live = () => {
    if (!open) throw new Error('the test closed this database');
    return leased;
  };
  return {
    kind: 'pglite',
    query: (text, params) => live().query(text, params),
    transaction: (fn) => live().transaction(fn),
    exec: (script) => live().exec(script),
    writes: () => leased.writes(),
    holdLocks: (names) => live().holdLocks(names),
    async close() {
      if (!open) return;
      open = false;
      idlePglite.push(leased);
    },
  };
}

const pgliteKind: StoreKind = {
  name: 'pglite',
  open: () => openPgliteStore(undefined),
  openMigrated: leasePglite,
};

function postgresKind(adminUrl: string): StoreKind {
  return {
    name: 'postgres',
    open: () => postgresStore(adminUrl),
    openMigrated: async () => postgresStore(adminUrl, await migratedPostgresTemplate(adminUrl)),
  };
}

export const STORE_KINDS: StoreKind[] = [
  pgliteKind,
  ...(process.env.TEST_DATABASE_URL ? [postgresKind(process.env.TEST_DATABASE_URL)] : []),
];

/** Opens a fresh, migrated store of the given kind. */
export async function openMigrated(kind: StoreKind): Promise<Store> {
  const store = await kind.openMigrated();
  await migrate(store);
  return store;
}
