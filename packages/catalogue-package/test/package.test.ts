/**
 * A package written by the writer reads back as written, from a folder and from a zip; its
 * manifest passes the committed JSON Schema; records and documents convert both ways
 * without loss, and so do a configuration's stored and packaged forms; a package alone is
 * checked for cycles and paths leaving it.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import type { PackageRecord } from '@vitrine/contracts/package';
import { afterAll, describe, expect, it } from 'vitest';
import {
  EMPTY_CATALOGUE,
  Problems,
  checkPackage,
  configurationGeometry,
  createPackageWriter,
  openPackageSource,
  packageFileId,
  packagedConfiguration,
  readPackage,
  sha256,
  storedConfiguration,
  toDocument,
  toRecord,
} from '../src';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const committedSchema = () =>
  JSON.parse(
    readFileSync(
      path.join(root, 'packages/contracts/schema/vitrine-package-1.schema.json'),
      'utf8',
    ),
  ) as Record<string, unknown>;
const folders: string[] = [];
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});
const scratch = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-pkg-'));
  folders.push(dir);
  return dir;
};

const owner: PackageRecord['owner'] = {
  id: 'acme',
  texts: [{ category: 'name', language: '', payload: 'Acme' }],
  images: [{ category: 'logo', file: 'files/acme/logo.png' }],
};
const folder = (id: string, child: string): PackageRecord['collection'] => ({
  id,
  owner_id: 'acme',
  type: 'folder',
  structure_outbounds: { catalog: [{ target_id: child, entity: 'collection', weight: 1 }] },
});
const model: PackageRecord['model'] = {
  id: 'acme-1',
  owner_id: 'acme',
  type: 'cad',
  texts: [{ category: 'title', language: 'en', payload: 'One', format: 'markdown', score: 2 }],
  cads: [{ file: 'files/acme/one.glb' }],
  images: [{ category: 'preview', dataport: 'alreadyStoredFile0000001' }],
  properties: [{ property_tag_id: 'prop_width', value_freeform: '45' }],
};
const LOGO = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);

async function write(target: string) {
  const writer = await createPackageWriter(target, { name: 'test' });
  await writer.addFile('files/acme/logo.png', LOGO);
  await writer.addFile('files/acme/one.glb', new Uint8Array([1, 2, 3]));
  await writer.add('owner', owner);
  await writer.add('model', model);
  await writer.close();
}

describe('packages', () => {
  it.each(['folder', 'package.zip'])('reads back what was written (%s)', async (name) => {
    const target = path.join(await scratch(), name);
    await write(target);
    const { source, entry } = await openPackageSource(target);
    const problems = new Problems();
    const read = await readPackage(source, entry, problems);
    expect(problems.list).toEqual([]);
    expect(read.header).toMatchObject({ format: 'vitrine-package', version: 1, name: 'test' });
    expect(read.records.map((r) => r.record)).toEqual([owner, model]);
    expect(read.records.map((r) => r.line)).toEqual([2, 3]);
    expect(new Uint8Array(await source.read('files/acme/logo.png'))).toEqual(LOGO);
    expect(await source.size('files/acme/nothing.png')).toBeUndefined();
    await source.close();
  });

  it('writes manifests the committed JSON Schema accepts', async () => {
    const schema = committedSchema();
    const ajv = new Ajv({ strict: false });
    const manifest = ajv.compile(schema);
    expect(
      manifest({ format: 'vitrine-package', version: 1, owners: [owner], models: [model] }),
      JSON.stringify(manifest.errors),
    ).toBe(true);
    expect(manifest({ format: 'vitrine-package', version: 1, models: [{ id: 'x' }] })).toBe(false);
    const dir = path.join(await scratch(), 'p');
    await write(dir);
    const lines = (await readFile(path.join(dir, 'vitrine-package.ndjson'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    ajv.addSchema(schema, 'package');
    const line = ajv.compile({ $ref: 'package#/$defs/ndjson_line' });
    const header = ajv.compile({ $ref: 'package#/$defs/ndjson_header' });
    expect(line({ model: { id: 'x' } })).toBe(false);
    expect(header(lines[0])).toBe(true);
    for (const l of lines.slice(1)) expect(line(l), JSON.stringify(line.errors)).toBe(true);
  });

  it('converts records to documents and back without loss', () => {
    const ids = new Map<string, string>();
    const doc = toDocument('model', model, {
      idOf: (p) => {
        const id = packageFileId(path.basename(p), sha256(Buffer.from(p)));
        ids.set(id, p);
        return id;
      },
      editInfos: () => ({
        creation_datetime: '2025-01-01T00:00:00.000Z',
        creation_epochmillis: 1735689600000,
        modified_datetime: '2025-01-01T00:00:00.000Z',
        modified_epochmillis: 1735689600000,
      }),
      originInfos: () => [{ origin: 'import' }],
    });
    expect(doc).toMatchObject({
      state: 'published',
      subtypes: ['product'],
      cads: [{ format: 'glb', features: ['3d'] }],
      images: [{ dataport: 'alreadyStoredFile0000001', score: 1 }],
    });
    expect(doc.cads[0]!.dataport).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const record = toRecord('model', doc, (id) => ids.get(id));
    expect(
      toDocument('model', record, {
        idOf: () => '',
        editInfos: () => doc.edit_infos,
        originInfos: () => [],
      }),
    ).toEqual({ ...doc, cads: [{ ...doc.cads[0]!, dataport: '' }] });
    expect(record.cads).toEqual([{ file: 'files/acme/one.glb', format: 'glb', features: ['3d'] }]);
  });

  it("converts a configuration's geometry from id to path and back, byte for byte", () => {
    const configuration = {
      format: 'vcfg' as const,
      version: 1 as const,
      geometry: { file: 'files/acme/stool-parts.glb' },
      parts: [{ id: 'seat', node: 'seat', slot: 'seat' }],
      slots: [{ id: 'seat', label: { en: 'Seat' }, material_tag_ids: [] }],
      options: [],
    };
    const stored = storedConfiguration(configuration, 'geometryId00000000000001');
    expect(configurationGeometry(stored)).toBe('geometryId00000000000001');
    const packaged = packagedConfiguration(stored, (id) =>
      id === 'geometryId00000000000001' ? 'files/acme/stool-parts.glb' : undefined,
    )!;
    expect(JSON.parse(new TextDecoder().decode(packaged))).toEqual(configuration);
    expect(
      storedConfiguration(
        JSON.parse(new TextDecoder().decode(packaged)),
        'geometryId00000000000001',
      ),
    ).toEqual(stored);
    // Not a configuration, or a geometry the package does not hold: left as it is.
    expect(packagedConfiguration(stored, () => undefined)).toBeUndefined();
    expect(
      packagedConfiguration(new TextEncoder().encode('{"maps":{}}'), () => 'x'),
    ).toBeUndefined();
    expect(configurationGeometry(new TextEncoder().encode('not json'))).toBeUndefined();

    const schema = committedSchema();
    const ajv = new Ajv({ strict: false });
    ajv.addSchema(schema, 'package');
    const check = ajv.compile({ $ref: 'package#/$defs/configuration_file' });
    expect(check(configuration), JSON.stringify(check.errors)).toBe(true);
    expect(check({ ...configuration, geometry: { dataport: 'geometryId00000000000001' } })).toBe(
      true,
    );
    expect(check({ ...configuration, geometry: {} })).toBe(false);
    expect(check({ ...configuration, geometry: { file: 'a.glb', dataport: 'abc' } })).toBe(false);
  });

  it('finds cycles in the catalog tree and paths that leave the package', async () => {
    const dir = await scratch();
    const writer = await createPackageWriter(dir);
    await writer.add('owner', owner);
    await writer.add('collection', folder('a', 'b'));
    await writer.add('collection', folder('b', 'c'));
    await writer.add('collection', folder('c', 'a'));
    await writer.add('model', { ...model, cads: [{ file: '../secret.glb' }], images: [] });
    await writer.close();
    const { source } = await openPackageSource(dir);
    const problems = new Problems();
    await checkPackage(
      source,
      undefined,
      {
        catalogue: EMPTY_CATALOGUE,
        permissions: { mayWrite: () => true, mayWriteShared: true },
        fileSizeLimit: 1e9,
      },
      problems,
    );
    expect(problems.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'catalog_cycle',
          message: 'the catalog tree has a cycle: a → b → c → a',
        }),
        expect.objectContaining({ code: 'unsafe_path', line: 6, field: 'model.cads[0].file' }),
        expect.objectContaining({ code: 'missing_file', field: 'owner.images[0].file' }),
        expect.objectContaining({
          code: 'unknown_reference',
          field: 'model.properties[0].property_tag_id',
        }),
      ]),
    );
  });
});
