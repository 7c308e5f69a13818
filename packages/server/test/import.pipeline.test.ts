/**
 * Importing a catalogue package into a catalogue (docs/IMPORT.md), as the command line does:
 * what a visitor then finds, what a second import of the same package changes (nothing),
 * a changed file (a new dataport id), an item left out (deprecated, or kept when asked),
 * what the import makes that the package left out (a rendered preview, a material
 * definition), and one import per brand at a time. Both stores.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MaterialEntry, Model } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR } from '../src/access';
import type { ImportOptions } from '../src/import';
import { startHarness, type Harness } from './app-harness';
import { countingEngine } from './counting-engine';
import { BRAND, manyModelsPackage, png, writePackage } from './package-fixture';
import { STORE_KINDS } from './stores';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(STORE_KINDS)('importing a package on $name', (kind) => {
  let h: Harness;
  let dir: string;
  const engine = countingEngine();
  const run = (options: Partial<ImportOptions> = {}, location = dir) =>
    h.services.imports.run(location, 'test', { caller: OPERATOR, ...options });
  const fetchModels = async (ids: string[]) =>
    (
      await h.app.inject({
        method: 'POST',
        url: '/api/catalog/v1/models/fetch',
        payload: { ids, fetch: { all: true } },
      })
    ).json().models as Model[];
  const hashOf = async (dataport: string) => (await h.services.files.open(dataport)).fileHash;

  beforeAll(async () => {
    h = await startHarness(kind, {}, { cad: engine.cad });
    dir = await writePackage();
  });
  afterAll(async () => {
    await h?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports every item with its texts and files, rendering the preview a model lacks', async () => {
    const job = await run();
    expect(job.problems).toEqual([]);
    expect(job.status).toBe('done');
    expect(job.counts).toMatchObject({ created: 6, updated: 0, previews_rendered: 1 });

    const [ball, small, oak] = await fetchModels(['acme-ball-1', 'acme-ball-2', 'acme-oak']);
    expect(ball!.texts.map((t) => `${t.language}:${t.payload}`).sort()).toEqual([
      ':AC-1',
      'de:Roter Ball',
      'en:Red ball',
    ]);
    // Files are the package's bytes.
    const files = await Promise.all(
      ['images/ball.png', 'models/ball.glb', 'docs/care.txt'].map((f) =>
        readFile(path.join(dir, f)),
      ),
    );
    expect(await hashOf(ball!.images[0]!.dataport)).toBe(sha256(files[0]!));
    expect(await hashOf(ball!.cads[0]!.dataport)).toBe(sha256(files[1]!));
    expect(ball!.cads[0]).toMatchObject({ format: 'glb', features: ['3d'] });
    expect(await hashOf(ball!.documents[0]!.dataport)).toBe(sha256(files[2]!));
    expect(ball!.collection_ids).toEqual(['acme-balls']);

    // The model that came without a preview shows one rendered from its geometry.
    const preview = small!.images.find((i) => i.category === 'preview')!;
    const rendered = await h.services.files.open(preview.dataport);
    expect(rendered.filetype).toBe('png');
    expect(rendered.size).toBeGreaterThan(500);

    // The material from its maps: a definition linked to them, its base colour as preview.
    const definition = oak!.materials.find((m: MaterialEntry) => m.category === 'definition')!;
    const stored = await h.services.files.open(definition.dataport!);
    expect(Object.keys(stored.features.material_maps ?? {}).sort()).toEqual([
      'normal',
      'roughness',
      'texture',
    ]);
    const basecolor = oak!.materials.find((m: MaterialEntry) => m.category === 'basecolor')!;
    expect(oak!.images[0]).toMatchObject({ category: 'preview', dataport: basecolor.dataport });

    // The collection lists its members; the brand, its catalog tree and product information.
    const collection = (
      await h.app.inject({
        method: 'POST',
        url: '/api/catalog/v1/collections/fetch',
        payload: { ids: ['acme-balls'], fetch: { model_ids: true } },
      })
    ).json().collections[0];
    expect(collection.model_ids).toEqual(['acme-ball-1', 'acme-ball-2']);
    const info = await h.services.pim.itemsOf(BRAND);
    expect(info.map((i) => i.key)).toEqual(['acme:AC-1:care']);
  });

  it('finds the imported models in search', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/search',
      payload: { query_string: 'roter ball', languages: ['de'] },
    });
    expect(res.json().hits.map((hit: { id: string }) => hit.id)).toContain('acme-ball-1');
  });

  it('changes nothing when the same package is imported again', async () => {
    const before = await fetchModels(['acme-ball-1', 'acme-ball-2', 'acme-oak']);
    const listed = await h.services.files.list(BRAND, 0, 1000);
    const job = await run();
    expect(job.status).toBe('done');
    expect(job.counts).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 6,
      files_stored: 0,
      previews_rendered: 0,
    });
    const after = await fetchModels(['acme-ball-1', 'acme-ball-2', 'acme-oak']);
    expect(after.map((m) => m.data_version)).toEqual(before.map((m) => m.data_version));
    expect(after).toEqual(before);
    expect((await h.services.files.list(BRAND, 0, 1000)).total).toBe(listed.total);
  });

  it('gives a changed file a new dataport id and the item a new data_version', async () => {
    const [before] = await fetchModels(['acme-ball-1']);
    await writeFile(path.join(dir, 'images/ball.png'), await png(40, 200, 40));
    const job = await run();
    expect(job.counts).toMatchObject({ updated: 1, unchanged: 5, files_stored: 1 });
    const [after] = await fetchModels(['acme-ball-1']);
    expect(after!.images[0]!.dataport).not.toBe(before!.images[0]!.dataport);
    expect(after!.data_version).toBeGreaterThan(before!.data_version);
    // The old file stays: links to it that were handed out keep working.
    expect(await h.services.files.find(before!.images[0]!.dataport)).toBeDefined();
  });

  it('deprecates items the package no longer has, or keeps them when asked', async () => {
    const manifestPath = path.join(dir, 'vitrine-package.json');
    const full = await readFile(manifestPath, 'utf8');
    const without = JSON.parse(full);
    without.models = without.models.filter((m: { id: string }) => m.id !== 'acme-ball-2');
    await writeFile(manifestPath, JSON.stringify(without));
    try {
      const kept = await run({ missing: 'keep' });
      expect(kept.counts.deprecated).toBe(0);
      expect((await fetchModels(['acme-ball-2']))[0]!.state).toBe('published');
      const job = await run();
      expect(job.counts.deprecated).toBe(1);
      const [gone] = await fetchModels(['acme-ball-2']);
      expect(gone!.state).toBe('deprecated');
    } finally {
      await writeFile(manifestPath, full);
    }
    // Back in the package, it is an item again.
    await run();
    expect((await fetchModels(['acme-ball-2']))[0]!.state).toBe('published');
  });

  it('refuses an import into a brand another import is writing, and goes ahead once it ended', async () => {
    // What an import running elsewhere (another process, another request) holds.
    const other = await h.services.store.holdLocks([`import:${BRAND}`]);
    expect(other).toBeDefined();
    const refused = await run();
    expect(refused.status).toBe('failed');
    expect(refused.reason).toMatch(/another import into acme is running/);
    await other!();
    expect((await run()).status).toBe('done');
  });

  it('warns about a file named by a dataport id the file service does not have', async () => {
    const [ball] = await fetchModels(['acme-ball-1']);
    const other = await writePackage((m) => {
      m.models![0]!.images!.push(
        { category: 'image', dataport: ball!.images[0]!.dataport },
        { category: 'image', dataport: 'NoSuchFileAnywhere000000' },
      );
    });
    try {
      const job = await run({ dryRun: true }, other);
      expect(job.status).toBe('done');
      expect(job.problems).toEqual([
        expect.objectContaining({
          severity: 'warning',
          code: 'missing_file',
          field: 'models[0].images[2].dataport',
        }),
      ]);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('finds files a trusted import stored without analysing them when it runs again', async () => {
    // Files stored as they are (the demo, converted libraries) are analysed when first asked
    // about; a run that only needs to know they are there must not ask (minutes for a demo).
    const big = await manyModelsPackage(3, 3);
    try {
      expect((await run({ verify: 'trusted' }, big)).counts.files_stored).toBe(4);
      const analysed = engine.counts.analyse;
      const again = await run({ verify: 'trusted' }, big);
      expect(again.counts).toMatchObject({ files_stored: 0, files_reused: 4, unchanged: 4 });
      expect(engine.counts.analyse).toBe(analysed);
    } finally {
      await rm(big, { recursive: true, force: true });
    }
  });

  it('keeps texts in a language the catalogue does not show, warning once per language', async () => {
    const other = await writePackage((m) => {
      m.models![0]!.texts!.push({ category: 'title', language: 'ja', payload: '赤いボール' });
      m.models![1]!.texts!.push({ category: 'title', language: 'ja', payload: '小さいボール' });
    });
    try {
      const job = await run({ dryRun: true }, other);
      expect(job.status).toBe('done');
      expect(job.problems).toEqual([
        expect.objectContaining({
          severity: 'warning',
          code: 'unknown_language',
          field: 'models[0].texts[3].language',
        }),
      ]);
      expect(job.problems[0]!.message).toContain('Japanese');
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('checks without changing anything in a dry run', async () => {
    const other = await writePackage((m) => {
      m.models![0]!.id = 'acme-ball-new';
    });
    try {
      const versions = await fetchModels(['acme-ball-1']);
      const job = await run({ dryRun: true }, other);
      expect(job.status).toBe('done');
      expect(job.dry_run).toBe(true);
      expect(job.counts).toMatchObject({ created: 1, deprecated: 1 });
      expect(await fetchModels(['acme-ball-new'])).toEqual([]);
      expect(await fetchModels(['acme-ball-1'])).toEqual(versions);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
