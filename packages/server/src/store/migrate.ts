import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Store } from './store';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Serialises migrations when several server processes start against one PostgreSQL server. */
const MIGRATION_LOCK = 748_201_113;

/**
 * Applies the SQL files in migrations/ in name order, each once and in its own transaction.
 * The files are written for PostgreSQL 15, the oldest server we support.
 */
export async function migrate(store: Store): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await store.transaction(async (tx) => {
    // The lock first: two processes creating the table at once fail ("already exists").
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (r) => r.version,
      ),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const script = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      for (const statement of splitStatements(script)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

/** Splits a migration on semicolons at line ends; migrations keep to that one rule. */
function splitStatements(script: string): string[] {
  return script
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
