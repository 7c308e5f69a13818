/**
 * A small hand-made library exercising what Debian's libraries do not: a model zipped inside
 * the .sh3f, a texture named by an absolute path with blanks, a localized file with \u
 * escapes, and pieces whose model is broken or missing (skipped, not fatal).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import type { Model } from '@vitrine/contracts';
import type { CatalogueSink, FileInput } from '../sink';
import { importSh3f } from './import';

const encode = (text: string) => new TextEncoder().encode(text);
let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('imports a zipped model with its texture and skips broken pieces', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sh3f-synthetic-'));
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c03020' } })
    .png()
    .toBuffer();
  const obj = [
    'mtllib box.mtl',
    // A board standing in the x-z plane of a z-up file.
    'v -1 0 -1',
    'v 1 0 -1',
    'v 1 0 1',
    'v -1 0 1',
    'vt 0 0',
    'vt 1 0',
    'vt 1 1',
    'vt 0 1',
    'usemtl Painted',
    'f 1/1 2/2 3/3 4/4',
  ].join('\n');
  const mtl = 'newmtl Painted\nKd 0.5 0.5 0.5\nmap_Kd C:\\My Textures\\paint.png\n';
  const zippedModel = zipSync({ 'box.obj': encode(obj), 'box.mtl': encode(mtl), 'paint.png': png });
  const catalogue = [
    'id=Test#Library',
    'name=Test library',
    'license=CC0',
    'id#1=Test#box',
    'name#1=Painted \\',
    '   board',
    'category#1=Living room',
    'model#1=/models/box.zip',
    'width#1=40',
    'depth#1=2.5',
    'height#1=80',
    'modelRotation#1=1 0 0 0 0 1 0 -1 0',
    'creator#1=Jane Doe',
    'id#2=Test#empty',
    'name#2=Empty',
    'model#2=/models/empty.obj',
    'width#2=1',
    'depth#2=1',
    'height#2=1',
    'id#3=Test#lost',
    'name#3=Lost',
    'model#3=/models/lost.obj',
    'width#3=1',
    'depth#3=1',
    'height#3=1',
  ].join('\n');
  const file = path.join(dir, 'test.sh3f');
  await writeFile(
    file,
    zipSync({
      'PluginFurnitureCatalog.properties': encode(catalogue),
      'PluginFurnitureCatalog_ru.properties': encode(
        'name#1=\\u0414\\u043e\\u0441\\u043a\\u0430\ncategory#1=\\u0413\\u043e\\u0441\\u0442\\u0438\\u043d\\u0430\u044f',
      ),
      'models/box.zip': zippedModel,
      'models/empty.obj': encode('v 0 0 0\n'),
    }),
  );

  const files: FileInput[] = [];
  const models: Model[] = [];
  const sink: CatalogueSink = {
    putFiles: (batch) => {
      files.push(...batch);
      return Promise.resolve(batch.map((f) => f.dataportId!));
    },
    putItems: (entity, items) => {
      if (entity === 'model') models.push(...(items as Model[]));
      return Promise.resolve();
    },
  };
  const summary = await importSh3f(file, sink, { workers: 0 });

  expect(summary).toMatchObject({ library: 'Test library', models: 1, owners: 1 });
  expect(summary.skipped).toEqual([
    { id: 'Test#empty', reason: 'the model has no faces' },
    { id: 'Test#lost', reason: 'model file /models/lost.obj is not in the library' },
  ]);
  const model = models[0]!;
  const title = (language: string) =>
    model.texts.find((t) => t.category === 'title' && t.language === language)?.payload;
  expect(title('en')).toBe('Painted board');
  expect(title('ru')).toBe('Доска');
  const glb = files.find((f) => f.dataportId === model.cads[0]!.dataport)!;
  const doc = await new NodeIO().readBinary(glb.bytes);
  const [texture] = doc.getRoot().listTextures();
  expect(texture?.getMimeType()).toBe('image/png');
  const material = doc.getRoot().listMaterials()[0]!;
  expect(material.getBaseColorTexture()).toBe(texture);
  // Turned y-up it stands 40 cm wide and 80 cm high; it has no thickness to stretch to 2.5 cm.
  const position = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!.getAttribute('POSITION')!;
  const [min, max] = [position.getMin([]), position.getMax([])];
  expect(max[0]! - min[0]!).toBeCloseTo(0.4, 5);
  expect(max[1]! - min[1]!).toBeCloseTo(0.8, 5);
  expect(max[2]! - min[2]!).toBeCloseTo(0, 5);
  expect(min[1]).toBeCloseTo(0, 5);
});
