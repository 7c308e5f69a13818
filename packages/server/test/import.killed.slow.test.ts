/**
 * A kill -9 in the middle of `npm run import`: while it stores files, and inside the
 * transaction that writes the items. Afterwards the catalogue holds nothing of the package
 * (no brand, no model, no search row), and running the import again at once finishes it
 * (the killed run's hold on the brand died with it), taking up the files the killed run had
 * stored instead of storing them again. Slow: real processes, a package of 6,000 models
 * (400 with 3D files of their own), large enough that the kill lands seconds before the
 * stage it interrupts would end, however loaded the machine. Both stores.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../src/blobs';
import { loadConfig } from '../src/config';
import { createServices } from '../src/services';
import { openStore } from '../src/store';
import { manyModelsPackage } from './package-fixture';
import { createPostgresDatabase, STORE_KINDS } from './stores';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const MODELS = 6000;
/** Models with a 3D file of their own (the others share the brand's preview image). */
const WITH_FILES = 400;
const work: string[] = [];

/** Runs the import command; with `killAt`, kills it -9 once its output shows that text. */
function importCommand(env: NodeJS.ProcessEnv, args: string[], killAt?: RegExp) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/cli/import.ts', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, DEMO: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise<{ output: string; killed: boolean; code: number | null }>((resolve) => {
    let killed = false;
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (killAt && !killed && killAt.test(output)) {
        killed = true;
        child.kill('SIGKILL');
      }
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('exit', (code) => resolve({ output, killed, code }));
  });
}

/** What the catalogue holds of the package, seen through the services. */
async function holdings(env: NodeJS.ProcessEnv) {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const store = await openStore(config);
  try {
    const services = await createServices(
      config,
      store,
      createBlobStore(path.join(config.dataDir, 'files')),
    );
    const search = await store.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM search_items WHERE owner_id = 'big' OR id = 'big'",
    );
    return {
      models: (await services.catalogue.summaries('model', ['big'])).length,
      owners: (await services.catalogue.summaries('owner', ['big'])).length,
      searchRows: search[0]!.n,
    };
  } finally {
    await store.close();
  }
}

describe.each(STORE_KINDS)('a killed import on $name', (kind) => {
  let pkg: string;
  const drops: Array<() => Promise<void>> = [];

  /** A data folder of its own, and on PostgreSQL a database of its own. */
  async function environment(): Promise<NodeJS.ProcessEnv> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-killed-'));
    work.push(dataDir);
    if (kind.name === 'postgres') {
      const db = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      drops.push(() => db.drop());
      return { DATA_DIR: dataDir, DATABASE_URL: db.url };
    }
    return { DATA_DIR: dataDir, DATABASE_URL: '' };
  }

  beforeAll(async () => {
    pkg = await manyModelsPackage(MODELS, WITH_FILES);
    work.push(pkg);
  }, 600_000);
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('leaves nothing while it stores files, and the next run takes them up', async () => {
    const env = await environment();
    const killed = await importCommand(env, [pkg], /Files 25%/);
    expect(killed.killed, killed.output).toBe(true);
    expect(await holdings(env)).toEqual({ models: 0, owners: 0, searchRows: 0 });

    const again = await importCommand(env, [pkg]);
    expect(again.code, again.output).toBe(0);
    const counts = /files: (\d+) stored, (\d+) already there/.exec(again.output)!;
    expect(Number(counts[2]), again.output).toBeGreaterThan(0);
    expect(Number(counts[1]) + Number(counts[2])).toBe(WITH_FILES + 1);
    expect(await holdings(env)).toEqual({ models: MODELS, owners: 1, searchRows: MODELS + 1 });
  }, 1_800_000);

  it('leaves nothing when killed inside the transaction that writes the items', async () => {
    const env = await environment();
    const killed = await importCommand(env, [pkg, '--trusted'], /Writing 25%/);
    expect(killed.killed, killed.output).toBe(true);
    expect(await holdings(env)).toEqual({ models: 0, owners: 0, searchRows: 0 });

    const again = await importCommand(env, [pkg, '--trusted']);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain(`files: 0 stored, ${WITH_FILES + 1} already there`);
    expect(await holdings(env)).toEqual({ models: MODELS, owners: 1, searchRows: MODELS + 1 });
  }, 1_800_000);
});

afterAll(async () => {
  for (const dir of work) await rm(dir, { recursive: true, force: true });
});
