/**
 * The in-memory search index stays in step with the database: writes by other transactions
 * and other processes are found, a transaction that commits late is not skipped, and a saved
 * snapshot is restored and brought up to date.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newModel, textsFor } from '@vitrine/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../src/blobs';
import { createCatalogueRepository } from '../src/catalogue/catalogue.repository';
import { createSearch } from '../src/search';
import { loadConfig } from '../src/config';
import { createServices, type Services } from '../src/services';
import { migrate } from '../src/store/migrate';
import { openPostgresStore } from '../src/store/postgres-store';
import type { Store } from '../src/store/store';
import { createPostgresDatabase, openMigrated, STORE_KINDS } from './stores';

const model = (id: string, title: string) =>
  newModel({ id, type: 'cad', owner_id: 'acme', texts: textsFor('title', { en: title }) });

/** Ids of the models a search for the words finds, through the search service. */
async function found(services: Services, query: string, dataVersion?: number): Promise<string[]> {
  const answer = await services.search.service.search(
    'model',
    { query_string: `${query} `, languages: ['en'], data_version: dataVersion },
    { loggedIn: false, apiSight: false },
  );
  return answer.hits.map((hit) => hit.id);
}

/** The data version a process's own writes reached (its answers carry it). */
async function versionOf(services: Services): Promise<number> {
  await services.search.engine.refresh();
  return services.search.engine.dataVersion();
}

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'vitrine-index-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const servicesOn = (store: Store, snapshot?: string) =>
  createServices(loadConfig({}), store, createBlobStore(path.join(folder, 'files')), {
    searchSnapshot: snapshot,
  });

describe.each(STORE_KINDS)('search index on $name', (kind) => {
  it('restores a saved snapshot and reads what was written after it', async () => {
    const store = await openMigrated(kind);
    try {
      const snapshot = path.join(folder, `${kind.name}.snapshot`);
      const first = await servicesOn(store, snapshot);
      await first.catalogue.store('model', [model('saved', 'Lumen pendant')]);
      expect(await found(first, 'lumen')).toEqual(['saved']);
      await first.search.engine.save();

      await first.catalogue.store('model', [model('later', 'Lumen floor lamp')]);
      const second = await servicesOn(store, snapshot);
      expect((await found(second, 'lumen')).sort()).toEqual(['later', 'saved']);
      // A changed title replaces the old words.
      await first.catalogue.store('model', [model('saved', 'Orbit pendant')]);
      expect(await found(second, 'lumen')).toEqual(['later']);
      expect(await found(second, 'orbit')).toEqual(['saved']);
    } finally {
      await store.close();
    }
  });

  it('answers what was written since with kept matches and counters', async () => {
    const store = await openMigrated(kind);
    try {
      const services = await servicesOn(store);
      const ownerCount = async () => {
        const answer = await services.search.service.search(
          'model',
          { size: 0, enrich: { counters: { scopes: ['owner_ids'] } } },
          { loggedIn: false, apiSight: false },
        );
        return answer.enriched.counters?.owner_ids?.find((c) => c.id === 'acme')?.count ?? 0;
      };
      await services.catalogue.store('model', [model('first', 'Cedar chest')]);
      expect(await found(services, 'cedar')).toEqual(['first']);
      expect(await ownerCount()).toBe(1);
      // Asked again, the same words and the same browse counters come from what was kept;
      // a write drops them.
      expect(await found(services, 'cedar')).toEqual(['first']);
      expect(await ownerCount()).toBe(1);
      await services.catalogue.store('model', [model('second', 'Cedar bench')]);
      expect((await found(services, 'cedar')).sort()).toEqual(['first', 'second']);
      expect(await ownerCount()).toBe(2);
    } finally {
      await store.close();
    }
  });

  it('reads from the database when the snapshot file is cut short or damaged', async () => {
    const store = await openMigrated(kind);
    try {
      const snapshot = path.join(folder, `${kind.name}-damaged.snapshot`);
      const first = await servicesOn(store, snapshot);
      await first.catalogue.store('model', [
        model('kept', 'Marble console'),
        model('two', 'Marble vase'),
      ]);
      await first.search.engine.save();
      const whole = await readFile(snapshot);
      for (const damaged of [
        whole.subarray(0, Math.floor(whole.length / 2)),
        Buffer.concat([whole.subarray(0, 40), Buffer.alloc(whole.length - 40, 7)]),
      ]) {
        await writeFile(snapshot, damaged);
        const next = await servicesOn(store, snapshot);
        expect((await found(next, 'marble')).sort()).toEqual(['kept', 'two']);
      }
    } finally {
      await store.close();
    }
  });

  it('reports how a long load goes: rows of the tables, then the snapshot, its size first', async () => {
    const store = await openMigrated(kind);
    try {
      const snapshot = path.join(folder, `${kind.name}-progress.snapshot`);
      const lamps = Array.from({ length: 30 }, (_, i) => model(`lamp-${i}`, `Lamp ${i}`));
      await (await servicesOn(store, snapshot)).catalogue.store('model', lamps);
      // A report per interval: here every page or part; by default none for a short load.
      const load = async (progressEveryMs?: number) => {
        const index = createSearch(store, {
          snapshot,
          meta: createCatalogueRepository(store),
          catalogue: { fetch: async () => [] },
          progressEveryMs,
        }).engine;
        const reports: Array<Parameters<Parameters<typeof index.onProgress>[0]>[0]> = [];
        index.onProgress((progress) => reports.push(progress));
        const snapshots: number[] = [];
        index.onSnapshot((bytes) => snapshots.push(bytes));
        await index.refresh();
        return { index, reports, snapshots };
      };

      expect((await load()).reports).toEqual([]);
      const fromTables = await load(0);
      expect(fromTables.snapshots).toEqual([]);
      const rows = fromTables.reports;
      // Items first, then completion rows, each counted on its own (their rates differ).
      const phases = rows.map((r) => r.phase);
      expect(phases).toEqual([...phases].sort());
      for (const phase of ['items', 'terms'] as const) {
        const reports = rows.filter((r) => r.phase === phase);
        expect(reports.length).toBeGreaterThanOrEqual(1);
        // Counts climb to the rows written: 30 models, and their completion terms.
        const done = reports.map((r) => r.done);
        expect(done).toEqual([...done].sort((a, b) => a - b));
        expect(reports.at(-1)!.done).toBe(reports.at(-1)!.total);
      }
      expect(rows.filter((r) => r.phase === 'items').at(-1)!.total).toBe(30);
      expect(rows.filter((r) => r.phase === 'terms').at(-1)!.total).toBeGreaterThanOrEqual(30);

      await fromTables.index.save();
      const size = (await stat(snapshot)).size;
      const restored = await load(0);
      // Told before reading (the server's heap check), with the file's size.
      expect(restored.snapshots).toEqual([size]);
      // The snapshot's parts first. Rows may be read again after them: the snapshot's horizon
      // is the server's oldest open transaction (catch-up.ts), and on a shared PostgreSQL
      // server another database's transaction may have been open when it was taken.
      const bytes = restored.reports.filter((r) => r.phase === 'snapshot');
      expect(restored.reports.slice(0, bytes.length)).toEqual(bytes);
      expect(bytes.length).toBeGreaterThanOrEqual(2);
      expect(bytes.every((r) => r.total === size)).toBe(true);
      // All but the end mark has been read by the last part.
      expect(bytes.at(-1)!.done).toBeGreaterThan(size * 0.9);
      expect(bytes.at(-1)!.done).toBeLessThan(size);
    } finally {
      await store.close();
    }
  });

  it('ignores a snapshot of another database', async () => {
    const one = await openMigrated(kind);
    const other = await openMigrated(kind);
    try {
      const snapshot = path.join(folder, `${kind.name}-foreign.snapshot`);
      const a = await servicesOn(one, snapshot);
      await a.catalogue.store('model', [model('elsewhere', 'Quartz stool')]);
      await found(a, 'quartz');
      await a.search.engine.save();
      const b = await servicesOn(other, snapshot);
      const snapshots: number[] = [];
      b.search.engine.onSnapshot((bytes) => snapshots.push(bytes));
      expect(await found(b, 'quartz')).toEqual([]);
      // Nothing to size the heap by: the file is not read.
      expect(snapshots).toEqual([]);
    } finally {
      await one.close();
      await other.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('search index across processes', () => {
  let database: { url: string; drop(): Promise<void> };
  let writer: Store;
  let reader: Store;
  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    writer = await openPostgresStore(database.url, { statementTimeoutMs: 10_000, max: 4 });
    await migrate(writer);
    reader = await openPostgresStore(database.url, { statementTimeoutMs: 10_000, max: 4 });
  });
  afterAll(async () => {
    await writer?.close();
    await reader?.close();
    await database?.drop();
  });

  it('finds what another process stored: at once when asked for its data version, moments later without', async () => {
    const a = await servicesOn(writer);
    const b = await servicesOn(reader);
    expect(await found(b, 'basalt')).toEqual([]);
    await a.catalogue.store('model', [model('basalt', 'Basalt side table')]);
    expect(await found(b, 'basalt', await versionOf(a))).toEqual(['basalt']);

    // Without a data version, the other process's notification brings it (searches do not
    // ask the database whether anything changed once b listens).
    await found(b, 'slate');
    await expect.poll(() => b.search.engine.listening()).toBe(true);
    await a.catalogue.store('model', [model('slate', 'Slate side table')]);
    await expect.poll(() => found(b, 'slate'), { timeout: 5_000 }).toEqual(['slate']);
  });

  it('fetches the document another process changed, not a cached copy', async () => {
    const a = await servicesOn(writer);
    const b = await servicesOn(reader);
    const title = async () => {
      const [item] = await b.catalogue.fetch(
        'model',
        { ids: ['cached'], favourite_languages: ['en'] },
        { loggedIn: false, apiSight: false },
      );
      return item?.texts?.find((t) => t.category === 'title')?.payload;
    };
    await a.catalogue.store('model', [model('cached', 'Granite bench')]);
    expect(await title()).toBe('Granite bench');
    await a.catalogue.store('model', [model('cached', 'Granite long bench')]);
    expect(await title()).toBe('Granite long bench');
    await a.catalogue.store('model', [
      { ...model('cached', 'Granite bench'), state: 'suppressed' },
    ]);
    expect(await title()).toBeUndefined();
  });

  it('does not skip a transaction that commits after later writes were read', async () => {
    const a = await servicesOn(writer);
    const b = await servicesOn(reader);
    await found(b, 'anything');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inside = new Promise<void>((resolve) => (started = resolve));
    // A slow writer: its row is written first but committed last.
    const slow = writer.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO search_items (entity, id, type, state) VALUES ('model', 'slow', 'cad', 'published')`,
      );
      await tx.query(
        `INSERT INTO search_texts (entity, id, tsv) VALUES ('model', 'slow', $1::tsvector)`,
        ["'en:marbl':1A"],
      );
      started();
      await held;
    });
    await inside;
    try {
      await a.catalogue.store('model', [model('quick', 'Marble console')]);
      expect(await found(b, 'marble', await versionOf(a))).toEqual(['quick']);
    } finally {
      release();
      await slow;
    }
    await expect.poll(async () => (await found(b, 'marble')).sort()).toEqual(['quick', 'slow']);
  });
});
