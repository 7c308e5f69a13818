/**
 * For command-line tools that write content (npm run import): the same store and file service
 * the server uses. The embedded database allows one process at a time, so the tool refuses to
 * run while a server holds it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueSink } from '@vitrine/demo-data';
import { openBlobStore } from '../open-blob-store';
import { loadConfig, PID_FILE, SEARCH_SNAPSHOT } from '../config';
import { storeSink } from '../seed';
import { createServices, type Services } from '../services';
import { openStore } from '../store';

async function liveServerPid(dataDir: string): Promise<number | undefined> {
  try {
    const pid = Number(await readFile(path.join(dataDir, PID_FILE), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** The server's services on its configured database, for a tool that works through them. */
export async function openServices(): Promise<{
  services: Services;
  close: () => Promise<void>;
}> {
  const { services, close } = await openContentSink();
  return { services, close };
}

export async function openContentSink(): Promise<{
  sink: CatalogueSink;
  /** For tools that also record what they did (catalog_meta) or look at what is there. */
  services: Services;
  close: () => Promise<void>;
}> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = await liveServerPid(config.dataDir);
    if (pid) {
      throw new Error(
        `A Vitrine server (pid ${pid}) is using the embedded database in ${config.dataDir}: stop it first, or use DATABASE_URL`,
      );
    }
  }
  const store = await openStore(config);
  const blobs = await openBlobStore(config);
  const services = await createServices(config, store, blobs, {
    searchSnapshot: path.join(config.dataDir, SEARCH_SNAPSHOT),
  });
  return {
    sink: storeSink(services),
    services,
    close: () => store.close(),
  };
}
