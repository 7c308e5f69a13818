/**
 * A package with a problem is reported, file by file, line and field, and changes nothing:
 * no item, no file, no product information (docs/IMPORT.md "The report"). One case per
 * problem a publisher makes; every case is a real import (not a dry run). Both stores.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENTITIES, type ImportJob } from '@vitrine/contracts';
import type { PackageManifest } from '@vitrine/contracts/package';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR } from '../src/access';
import { startHarness, type Harness } from './app-harness';
import { BRAND, png, writePackage } from './package-fixture';
import { STORE_KINDS } from './stores';

type Change = (m: PackageManifest, files: Record<string, Uint8Array>) => void;

/** Each problem, the change that makes it, and what the report must say. */
const CASES: Array<{
  problem: string;
  change: Change;
  expected: { code: string; field?: string; file?: string };
}> = [
  {
    problem: 'a missing file',
    change: (m) => (m.models![0]!.images![0]!.file = 'images/nowhere.png'),
    expected: { code: 'missing_file', field: 'models[0].images[0].file' },
  },
  {
    problem: 'an unknown language',
    change: (m) => m.models![1]!.texts!.push({ category: 'title', language: 'xx', payload: '?' }),
    expected: { code: 'unknown_language', field: 'models[1].texts[1].language' },
  },
  {
    problem: 'an id given twice',
    change: (m) => m.models!.push({ ...m.models![0]! }),
    expected: { code: 'duplicate_id', field: 'models[3].id' },
  },
  {
    problem: 'a cycle in the catalog tree',
    change: (m) => {
      m.collections!.push({
        id: 'acme-folder',
        owner_id: BRAND,
        type: 'folder',
        structure_outbounds: {
          catalog: [{ target_id: 'acme-balls', entity: 'collection', weight: 1 }],
        },
      });
      m.collections![0]!.structure_outbounds = {
        catalog: [{ target_id: 'acme-folder', entity: 'collection', weight: 1 }],
      };
    },
    expected: { code: 'catalog_cycle' },
  },
  {
    problem: 'an unreadable 3D file',
    change: (_m, files) => (files['models/ball-small.glb'] = Buffer.from('glTF, or so it says')),
    expected: { code: 'unreadable_3d', field: 'models[1].cads[0].file' },
  },
  {
    problem: 'a 3D file that reads as text',
    change: (_m, files) => (files['models/ball-small.glb'] = Buffer.from('a sofa, trust me')),
    expected: { code: 'unreadable_3d', field: 'models[1].cads[0].file' },
  },
  {
    problem: 'an image that reads as text',
    change: (_m, files) => (files['images/ball.png'] = Buffer.from('a red ball, really')),
    expected: { code: 'unreadable_file', field: 'models[0].images[0].file' },
  },
  {
    problem: 'an image over the pixel limit',
    change: (m) => (m.owners![0]!.images![0]!.file = 'images/huge.png'),
    expected: { code: 'image_too_large', field: 'owners[0].images[0].file' },
  },
  {
    problem: 'a path leaving the package',
    change: (m) => (m.models![0]!.cads![0]!.file = '../../etc/passwd'),
    expected: { code: 'unsafe_path', field: 'models[0].cads[0].file' },
  },
  {
    problem: 'a reference to nothing',
    change: (m) => m.models![0]!.collection_ids!.push('acme-nothing'),
    expected: { code: 'unknown_reference', field: 'models[0].collection_ids[1]' },
  },
  {
    problem: 'a field the format does not have',
    change: (m) => Object.assign(m.models![0]!, { colour: 'red' }),
    expected: { code: 'unknown_field', field: 'models[0].colour' },
  },
  {
    problem: 'a package of another format version',
    change: (m) => Object.assign(m, { version: 2 }),
    expected: { code: 'bad_version', field: 'version' },
  },
];

describe.each(STORE_KINDS)('bad packages on $name', (kind) => {
  let h: Harness;
  const folders: string[] = [];

  /** What a visitor or the brand could notice: items, files, product information. */
  const state = async () => ({
    items: await Promise.all(ENTITIES.map((e) => h.services.catalogue.count(e))),
    files: (await h.services.files.list(BRAND, 0, 1000)).ids,
    shared: (await h.services.files.list('other', 0, 1000)).ids,
    information: await h.services.pim.itemsOf(BRAND),
  });

  const importing = async (change: Change) => {
    const dir = await writePackage(change);
    folders.push(dir);
    // A big image for the pixel-limit case (the harness allows 10,000 pixels).
    await mkdir(path.join(dir, 'images'), { recursive: true });
    await writeFile(path.join(dir, 'images/huge.png'), await png(9, 9, 9, 200));
    return h.services.imports.run(dir, 'bad', { caller: OPERATOR });
  };

  beforeAll(async () => {
    h = await startHarness(kind, { IMAGE_PIXEL_LIMIT: '10000' });
    // Another brand's model, whose id a package cannot take over.
    await h.services.catalogue.store('model', [
      {
        ...(await import('./fixtures')).chair,
        id: 'other-chair',
        owner_id: 'other',
      },
    ]);
  });
  afterAll(async () => {
    await h?.close();
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });

  it.each(CASES)('reports $problem and changes nothing', async ({ change, expected }) => {
    const before = await state();
    const job: ImportJob = await importing(change);
    expect(job.status).toBe('failed');
    const found = job.problems.find((p) => p.code === expected.code);
    expect(found, JSON.stringify(job.problems)).toBeDefined();
    expect(found).toMatchObject({
      severity: 'error',
      file: expected.file ?? 'vitrine-package.json',
      ...(expected.field ? { field: expected.field } : {}),
    });
    expect(found!.line).toBeGreaterThan(0);
    expect(job.counts.files_stored).toBe(0);
    expect(await state()).toEqual(before);
  });

  it('reports an id another brand has', async () => {
    const before = await state();
    const job = await importing((m) => (m.models![0]!.id = 'other-chair'));
    expect(job.status).toBe('failed');
    expect(job.problems).toContainEqual(
      expect.objectContaining({ code: 'foreign_id', field: 'models[0].id' }),
    );
    expect(await state()).toEqual(before);
  });

  it('reports JSON that does not parse with its line', async () => {
    const dir = await writePackage();
    folders.push(dir);
    await writeFile(
      path.join(dir, 'vitrine-package.json'),
      '{\n  "format": "vitrine-package",\n  "version": 1,\n  "models": [ { "id": "x", }\n  ]\n}\n',
    );
    const job = await h.services.imports.run(dir, 'bad', { caller: OPERATOR });
    expect(job.status).toBe('failed');
    expect(job.problems[0]).toMatchObject({
      code: 'bad_manifest',
      file: 'vitrine-package.json',
      line: 4,
    });
  });

  it("names a product list's row and column", async () => {
    const before = await state();
    const dir = await writePackage((m) => {
      m.models = [];
      m.collections = [];
      m.product_information = [];
      delete m.owners![0]!.structures;
    });
    folders.push(dir);
    await writeFile(
      path.join(dir, 'products.csv'),
      'id;title:en;category;file_3d\nacme-sofa;Sofa;;models/sofa.glb\nacme-bed;Bed;beds;models/ball.glb\n',
    );
    const job = await h.services.imports.run(dir, 'bad', { caller: OPERATOR, ownerId: BRAND });
    expect(job.status).toBe('failed');
    // Each said once, in the list's terms.
    expect(job.problems).toEqual([
      expect.objectContaining({
        code: 'unknown_reference',
        message: 'no category "beds"',
        file: 'products.csv',
        line: 3,
        field: 'category',
      }),
      expect.objectContaining({
        code: 'missing_file',
        file: 'products.csv',
        line: 2,
        field: 'file_3d',
      }),
    ]);
    expect(await state()).toEqual(before);
  });

  it('reports every problem of a package at once, in a dry run too', async () => {
    const dir = await writePackage((m, files) => {
      for (const c of CASES.slice(0, 5)) c.change(m, files);
    });
    folders.push(dir);
    const job = await h.services.imports.run(dir, 'bad', { caller: OPERATOR, dryRun: true });
    expect(job.status).toBe('failed');
    expect(new Set(job.problems.map((p) => p.code))).toEqual(
      new Set(CASES.slice(0, 5).map((c) => c.expected.code)),
    );
  });
});
