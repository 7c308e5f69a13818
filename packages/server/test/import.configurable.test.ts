/**
 * A configurable model in a catalogue package (docs/IMPORT.md "Configurable models"): its
 * configuration file names its geometry by package path; after the import, and after the
 * same package again, a client opens the configuration, fetches the geometry it names and
 * gets a variant composed, and nothing is stored twice. An export carries the geometry and
 * imports back unchanged. A configuration naming a file the package lacks, or no vcfg at
 * all, is reported at the model's field in a dry run. Both stores.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Document, NodeIO } from '@gltf-transform/core';
import type { PackageConfigurationFile, PackageManifest } from '@vitrine/contracts/package';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR } from '../src/access';
import { exportCatalogue } from '../src/import';
import { startHarness, type Harness } from './app-harness';
import { BRAND, writePackage } from './package-fixture';
import { STORE_KINDS } from './stores';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A glb with a node per part, each wearing a material named like its slot. */
async function partsGlb(): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene('stool');
  for (const [part, slot, y] of [
    ['seat', 'seat', 0.45],
    ['legs', 'frame', 0],
  ] as const) {
    const position = doc
      .createAccessor()
      .setType('VEC3')
      .setArray(new Float32Array([0, y, 0, 0.4, y, 0, 0, y + 0.05, 0.4]))
      .setBuffer(buffer);
    const primitive = doc
      .createPrimitive()
      .setAttribute('POSITION', position)
      .setMaterial(doc.createMaterial(slot).setBaseColorFactor([0.6, 0.5, 0.4, 1]));
    scene.addChild(doc.createNode(part).setMesh(doc.createMesh(part).addPrimitive(primitive)));
  }
  return new NodeIO().writeBinary(doc);
}

const CONFIGURATION: PackageConfigurationFile = {
  format: 'vcfg',
  version: 1,
  geometry: { file: 'configurations/stool-parts.glb' },
  parts: [
    { id: 'seat', node: 'seat', slot: 'seat' },
    { id: 'legs', node: 'legs', slot: 'frame' },
  ],
  slots: [
    { id: 'seat', label: { en: 'Seat', de: 'Sitz' }, material_tag_ids: [] },
    { id: 'frame', label: { en: 'Frame', de: 'Gestell' }, material_tag_ids: [] },
  ],
  options: [],
};

/** The test package's brand with a configurable stool (its configuration changed by `edit`). */
const withStool =
  (parts: Uint8Array, edit: (c: Record<string, unknown>) => void = () => undefined) =>
  (m: PackageManifest, files: Record<string, Uint8Array>) => {
    delete m.owners![0]!.structures;
    m.collections = [];
    m.product_information = [];
    const configuration = structuredClone(CONFIGURATION) as unknown as Record<string, unknown>;
    edit(configuration);
    files['configurations/stool.vcfg.json'] = new TextEncoder().encode(
      JSON.stringify(configuration),
    );
    files['configurations/stool-parts.glb'] = parts;
    m.models = [
      {
        id: 'acme-stool',
        owner_id: BRAND,
        type: 'cad',
        texts: [{ category: 'title', language: 'en', payload: 'Stool' }],
        images: [{ category: 'preview', file: 'images/ball.png' }],
        binaries: [
          { category: 'configuration', file: 'configurations/stool.vcfg.json', format: 'vcfg' },
        ],
      },
    ];
  };

describe.each(STORE_KINDS)('a configurable model imported on $name', (kind) => {
  let h: Harness;
  let parts: Uint8Array;
  const folders: string[] = [];

  const packageWith = async (edit?: (c: Record<string, unknown>) => void) => {
    const dir = await writePackage(withStool(parts, edit));
    folders.push(dir);
    return dir;
  };
  const get = (url: string) => h.app.inject({ method: 'GET', url });
  /** What a client sees: the configuration, the geometry it names, a variant of it. */
  const configurator = async () => {
    const answer = await get('/api/configurator/v1/models/acme-stool');
    expect(answer.statusCode, answer.body).toBe(200);
    const { configuration } = answer.json();
    const geometry = await get(`/api/dataport/v1/${configuration.geometry.dataport}`);
    expect(geometry.statusCode, geometry.body).toBe(200);
    const variant = await h.app.inject({
      method: 'POST',
      url: '/api/configurator/v1/variant',
      payload: { model_id: 'acme-stool', choices: {} },
    });
    expect(variant.statusCode, variant.body).toBe(200);
    const glb = await get(`/api/dataport/v1/${variant.json().dataport_id}`);
    const doc = await new NodeIO().readBinary(new Uint8Array(glb.rawPayload));
    return {
      configuration,
      geometry: new Uint8Array(geometry.rawPayload),
      variant: variant.json(),
      nodes: doc
        .getRoot()
        .listNodes()
        .map((n) => n.getName()),
    };
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    parts = await partsGlb();
  });
  afterAll(async () => {
    await h?.close();
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });

  it('opens in the configurator with the geometry the package carries', async () => {
    const job = await h.services.imports.run(await packageWith(), 'test', { caller: OPERATOR });
    expect(job.problems).toEqual([]);
    expect(job.status).toBe('done');
    const seen = await configurator();
    expect(seen.configuration.slots.map((s: { id: string }) => s.id)).toEqual(['seat', 'frame']);
    expect(sha256(seen.geometry)).toBe(sha256(parts));
    expect(seen.nodes).toEqual(expect.arrayContaining(['seat', 'legs']));
  });

  it('stores nothing twice and keeps working when the same package comes again', async () => {
    const before = await configurator();
    const files = (await h.services.files.list(BRAND, 0, 1000)).ids;
    const job = await h.services.imports.run(await packageWith(), 'test', { caller: OPERATOR });
    expect(job.status).toBe('done');
    expect(job.counts).toMatchObject({ created: 0, updated: 0, files_stored: 0 });
    expect((await h.services.files.list(BRAND, 0, 1000)).ids.sort()).toEqual(files.sort());
    const after = await configurator();
    expect(after.configuration).toEqual(before.configuration);
    expect(after.variant).toEqual({ dataport_id: before.variant.dataport_id, reused: true });
  });

  it('exports the geometry with its configuration, and the export imports back unchanged', async () => {
    const target = path.join(tmpdir(), `vitrine-export-configurable-${process.pid}-${kind.name}`);
    folders.push(target);
    await exportCatalogue(h.services, { ownerIds: [BRAND] }, target);
    const folder = path.join(target, 'files', BRAND);
    const name = (await readdir(folder)).find((f) => f.endsWith('.vcfg.json'))!;
    const exported = JSON.parse(await readFile(path.join(folder, name), 'utf8'));
    expect(exported.geometry).toEqual({ file: expect.stringMatching(/^files\/acme\//) });
    expect(sha256(await readFile(path.join(target, exported.geometry.file)))).toBe(sha256(parts));

    const job = await h.services.imports.run(target, 'export', { caller: OPERATOR });
    expect(job.problems).toEqual([]);
    expect(job.counts).toMatchObject({ created: 0, updated: 0, files_stored: 0 });
  });

  it.each([
    {
      problem: 'a geometry the package does not have',
      edit: (c: Record<string, unknown>) => (c.geometry = { file: 'configurations/nowhere.glb' }),
      code: 'missing_file',
      field: 'models[0].binaries[0].file#geometry.file',
    },
    {
      problem: 'a geometry outside the package',
      edit: (c: Record<string, unknown>) => (c.geometry = { file: '../stool-parts.glb' }),
      code: 'unsafe_path',
      field: 'models[0].binaries[0].file#geometry.file',
    },
    {
      problem: 'a geometry that is no glb',
      edit: (c: Record<string, unknown>) => (c.geometry = { file: 'images/ball.png' }),
      code: 'unreadable_3d',
      field: 'models[0].binaries[0].file#geometry.file',
    },
    {
      problem: 'a geometry named twice',
      edit: (c: Record<string, unknown>) =>
        (c.geometry = { file: 'configurations/stool-parts.glb', dataport: 'x' }),
      code: 'invalid_field',
      field: 'models[0].binaries[0].file#geometry',
    },
    {
      problem: 'a configuration without parts',
      edit: (c: Record<string, unknown>) => delete c.parts,
      code: 'invalid_field',
      field: 'models[0].binaries[0].file',
    },
  ])('reports $problem at the model in a dry run', async ({ edit, code, field }) => {
    const job = await h.services.imports.run(await packageWith(edit), 'bad', {
      caller: OPERATOR,
      dryRun: true,
    });
    expect(job.status).toBe('failed');
    expect(job.problems).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        code,
        file: 'vitrine-package.json',
        field,
        message: expect.stringContaining('acme-stool'),
      }),
    );
  });
});
