/**
 * import(export(x)) is x: a demo subset goes in as the demo's package, is exported as a zip
 * and imported into an empty catalogue, and both catalogues hold the same items with the
 * same texts, the same files (compared by their bytes' hashes) and the same product
 * information. Slow: it generates two demo brands (renders, materials, PDFs) and checks
 * every exported file as an upload is checked. Both stores.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateDemoCatalogue } from '@vitrine/demo-data';
import { openPackageSink } from '@vitrine/demo-data/package-sink';
import { ENTITIES, type AnyItem, type Entity, type PimItemInput } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR } from '../src/access';
import { exportCatalogue } from '../src/import';
import type { Services } from '../src/services';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

const BRANDS = ['nordlys', 'textura'];
let demoPackage: Promise<string> | undefined;
const work: string[] = [];

/** The demo subset as a package, made once per test process. */
function demo(): Promise<string> {
  demoPackage ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-demo-package-'));
    work.push(dir);
    const made = await openPackageSink(dir, { name: 'demo' });
    await generateDemoCatalogue(made.sink, { brands: BRANDS, workers: 2 });
    await made.close();
    return dir;
  })();
  return demoPackage;
}

/**
 * Everything a catalogue holds, as comparable values: each item as stored with its
 * data_version left out and every dataport id replaced by its file's hash; product
 * information likewise.
 */
async function snapshot(services: Services) {
  const hashes = new Map<string, string>();
  const hashOf = async (id: string) => {
    if (!hashes.has(id)) hashes.set(id, (await services.files.open(id)).fileHash);
    return hashes.get(id)!;
  };
  const byHash = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(byHash));
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      out[key] =
        typeof v === 'string' &&
        /^(dataport|dataportId|thumbnailDataportId|photoDataportId)$/.test(key)
          ? `sha256:${await hashOf(v)}`
          : await byHash(v);
    }
    return out;
  };
  const items: Record<string, unknown[]> = {};
  for (const entity of ENTITIES as readonly Entity[]) {
    const ids = (await services.catalogue.summaries(entity)).map((s) => s.id);
    const docs = await services.catalogue.documents(entity, ids);
    items[entity] = await Promise.all(
      docs.map(({ data_version: _v, ...doc }: AnyItem) => byHash(doc)),
    );
  }
  const information: PimItemInput[] = [];
  for (const brand of BRANDS) information.push(...(await services.pim.itemsOf(brand)));
  return { items, information: await byHash(information), files: [...hashes.values()].sort() };
}

// The demo package serves every store: it goes when they are all done.
afterAll(async () => {
  for (const dir of work) await rm(dir, { recursive: true, force: true });
});

describe.each(STORE_KINDS)('export and import again on $name', (kind) => {
  let first: Harness;
  let second: Harness;

  beforeAll(async () => {
    first = await startHarness(kind);
    second = await startHarness(kind);
    // Two harnesses (each a migrated database and the whole app): generous for a busy CI.
  }, 300_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('gives the same catalogue: items, texts, files by hash, product information', async () => {
    const imported = await first.services.imports.run(await demo(), 'demo', {
      caller: OPERATOR,
      verify: 'trusted',
    });
    expect(imported.problems).toEqual([]);
    expect(imported.status).toBe('done');

    const out = await mkdtemp(path.join(tmpdir(), 'vitrine-export-'));
    work.push(out);
    const zip = path.join(out, 'catalogue.zip');
    const exported = await exportCatalogue(first.services, 'all', zip);
    expect(exported.missingFiles).toBe(0);
    expect(exported.owners).toBe(BRANDS.length);

    const again = await second.services.imports.run(zip, 'catalogue.zip', { caller: OPERATOR });
    expect(again.problems).toEqual([]);
    expect(again.status).toBe('done');
    expect(again.counts.previews_rendered).toBe(0);

    const [before, after] = await Promise.all([
      snapshot(first.services),
      snapshot(second.services),
    ]);
    for (const entity of ENTITIES) {
      expect(after.items[entity]!.length, entity).toBe(before.items[entity]!.length);
      expect(after.items[entity], entity).toEqual(before.items[entity]);
    }
    expect(after.information).toEqual(before.information);
    expect(after.files).toEqual(before.files);
    expect(before.items.model!.length).toBeGreaterThan(100);
  }, 1_200_000);
});
