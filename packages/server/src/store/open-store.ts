import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { migrate } from './migrate';
import { openPgliteStore } from './pglite-store';
import { openPostgresStore } from './postgres-store';
import type { Store } from './store';

/** Where the embedded database keeps its files inside the data folder. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');

/** Opens the configured store and brings its schema up to date. */
export async function openStore(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'statementTimeoutMs'>,
): Promise<Store> {
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const store = config.databaseUrl
    ? await openPostgresStore(config.databaseUrl, { statementTimeoutMs: config.statementTimeoutMs })
    : await openPgliteStore(embeddedDatabaseDir(config.dataDir));
  await migrate(store);
  return store;
}
