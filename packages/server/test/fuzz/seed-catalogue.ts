/**
 * A small real catalogue for the fuzzer, so valid requests reach deep code paths: the
 * route tests' hand-made items, the configurable demo products of one brand with a material
 * that fits them, and files uploaded through the file service (an image, a 3D model, a PDF,
 * a material definition), plus a few throw-away files for delete and absorb to consume.
 */
import type { ConfigurationFile, Model } from '@vitrine/contracts';
import { createRng, newModel } from '@vitrine/demo-data';
import {
  BRANDS,
  configurableItems,
  materialCategoryTagId,
  runConfigurableJob,
} from '@vitrine/demo-data/configurator';
import sharp from 'sharp';
import { storeSink } from '../../src/seed';
import type { Harness } from '../app-harness';
import * as fx from '../fixtures';
import { dataUri, multipart } from '../files.harness';
import type { SampleFile } from './multipart-cases';

export interface Seed {
  ids: { model: string[]; collection: string[]; owner: string[]; tag: string[] };
  /** Files the fuzzer may read, annotate and derive from. */
  files: string[];
  /** Files delete and absorb may consume. */
  disposable: string[];
  configurations: Array<{ modelId: string; configuration: ConfigurationFile }>;
  samples: SampleFile[];
}

/** The Authorization header of the user who stores the seed's files. */
type Writer = { authorization: string };

async function upload(
  h: Harness,
  writer: Writer,
  file: SampleFile,
  viaForm: boolean,
): Promise<string> {
  const form = multipart({}, file.bytes, file.name);
  const res = viaForm
    ? await h.app.inject({
        method: 'POST',
        url: '/api/dataport/v1/load_multipart',
        payload: form.payload,
        headers: { ...form.headers, ...writer },
      })
    : await h.app.inject({
        method: 'POST',
        url: '/api/dataport/v1/load',
        headers: writer,
        payload: { datasource: dataUri(file.bytes), hints: { filename: file.name } },
      });
  if (res.statusCode !== 200)
    throw new Error(`Seeding ${file.name}: ${res.statusCode} ${res.body}`);
  return res.json<{ dataport_id: string }>().dataport_id;
}

async function sampleFiles(glb: Buffer): Promise<SampleFile[]> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a2b' } });
  return [
    { name: 'swatch.png', bytes: await image.clone().png().toBuffer() },
    { name: 'swatch.jpg', bytes: await image.clone().jpeg().toBuffer() },
    { name: 'part.glb', bytes: glb },
    {
      name: 'sheet.pdf',
      bytes: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    },
    {
      name: 'oak.json',
      bytes: Buffer.from(JSON.stringify({ roughness: 0.6, metallic: 0, tile_size_m: [1, 1] })),
    },
    { name: 'notes.txt', bytes: Buffer.from('plain text\n') },
  ];
}

export async function seedCatalogue(h: Harness, writer: Writer): Promise<Seed> {
  const { catalogue, files: fileService } = h.services;
  await catalogue.store('owner', [fx.owner, fx.otherOwner]);
  await catalogue.store('model', [fx.chair, fx.table, fx.oak, fx.hidden, fx.foreign]);
  await catalogue.store('collection', [fx.collection]);
  await catalogue.store('tag', [fx.category]);

  const sink = storeSink(h.services);
  const brand = BRANDS.find((b) => b.key === 'nordlys')!;
  const configurable = await configurableItems(brand, {
    run: runConfigurableJob,
    put: (f) => sink.putFiles(f),
    rng: createRng(7),
  });
  await catalogue.store('model', configurable.models);
  await catalogue.store('collection', configurable.collections);

  const geometry = configurable.models.flatMap((m) => m.cads).find((c) => c.format === 'glb')!;
  const glb = await fileService.open(geometry.dataport);
  const samples = await sampleFiles(await (await glb.read()).bytes());
  const files: string[] = [];
  for (const [i, file] of samples.entries()) files.push(await upload(h, writer, file, i % 2 === 1));
  const [png, jpg, , , definition] = files;
  const fabric: Model = newModel({
    id: 'mat_fuzz_fabric',
    type: 'material',
    owner_id: fx.owner.id,
    materials: [
      { category: 'basecolor', dataport: jpg!, format: 'jpg' },
      { category: 'normal', dataport: png!, format: 'png' },
      { category: 'definition', dataport: definition!, format: 'json' },
    ],
    tags: [{ tag_id: materialCategoryTagId('fabric'), score: 1 }],
  });
  await catalogue.store('model', [fabric]);

  const disposable: string[] = [];
  for (let i = 0; i < 8; i++) {
    disposable.push(
      await upload(
        h,
        writer,
        { name: `scrap-${i}.txt`, bytes: Buffer.from(`scrap ${i}\n`) },
        i % 2 === 0,
      ),
    );
  }

  const configurations: Seed['configurations'] = [];
  for (const model of configurable.models) {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/configurator/v1/models/${model.id}`,
    });
    if (res.statusCode === 200)
      configurations.push({
        modelId: model.id,
        configuration: res.json<{ configuration: ConfigurationFile }>().configuration,
      });
  }
  const modelIds = [
    fx.chair,
    fx.table,
    fx.oak,
    fx.hidden,
    fx.foreign,
    fabric,
    ...configurable.models,
  ].map((m) => m.id);
  return {
    ids: {
      model: modelIds,
      collection: [fx.collection.id, ...configurable.collections.map((c) => c.id)],
      owner: [fx.owner.id, fx.otherOwner.id, brand.key],
      tag: [fx.category.id, materialCategoryTagId('fabric')],
    },
    files: [
      ...files,
      ...configurable.models.flatMap((m) =>
        [...m.cads, ...m.images, ...m.binaries].map((e) => e.dataport),
      ),
    ],
    disposable,
    configurations,
    samples,
  };
}
