import { existsSync } from 'node:fs';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUri, startFilesHarness, type FilesHarness } from './files.harness';
import type { LoggedIn } from './login';
import { STORE_KINDS } from './stores';

const BASE = '/api/dataport/v1';

/** A grey map, left half `left`, right half `right` (0..255). */
const splitMap = (left: number, right: number, format: 'jpg' | 'png' = 'png') => {
  const raw = Buffer.alloc(64 * 64);
  for (let y = 0; y < 64; y++) for (let x = 0; x < 64; x++) raw[y * 64 + x] = x < 32 ? left : right;
  const image = sharp(raw, { raw: { width: 64, height: 64, channels: 1 } });
  return (format === 'jpg' ? image.jpeg({ quality: 100 }) : image.png()).toBuffer();
};

const definition = {
  format: 'vitrine-material',
  version: 1,
  base_color: [0.5, 0.4, 0.3],
  roughness: 1,
  metallic: 1,
  opacity: 1,
  transmission: 0,
  ior: 1.5,
  emissive_strength: 0,
  normal_scale: 1,
  tile_size_m: [0.5, 0.5],
  maps: {
    basecolor: 'basecolor.png',
    normal: 'normal.png',
    roughness: 'roughness.png',
    metallic: 'metallic.png',
  },
  sound_absorption: 0.05,
};

describe.each(STORE_KINDS)('describing and managing files on $name', (kind) => {
  let h: FilesHarness;
  /** Edits the brands these tests store files for. */
  let editor: LoggedIn;
  const post = (url: string, payload: object) =>
    h.app.inject({ method: 'POST', url: `${BASE}/${url}`, headers: editor.headers, payload });
  const load = async (bytes: Buffer, filename: string, storage: object = {}) => {
    const res = await post('load', { datasource: dataUri(bytes), hints: { filename }, storage });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().dataport_id as string;
  };
  const blobFile = (hash: string) =>
    path.join(h.dataDir, 'files', hash.slice(0, 2), hash.slice(2, 4), hash);

  beforeAll(async () => {
    h = await startFilesHarness(kind);
    editor = await h.logIn('editor@vitrine.test', { ownerIds: ['acme', 'materials-co'] });
  });
  afterAll(() => h?.close());

  it('meta answers the parts asked for and names missing ids', async () => {
    const id = await load(Buffer.from('%PDF-1.4\nhello\n%%EOF\n'), 'sheet.pdf', {
      owner_id: 'acme',
    });
    const res = await post('meta', {
      dataport_ids: [id, 'nope'],
      fetch: { ownership: true, original_file: true },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.missing).toEqual(['nope']);
    expect(Object.keys(body.entries[id]).sort()).toEqual([
      'dataport_id',
      'original_file',
      'ownership',
    ]);
    expect(body.entries[id].ownership).toEqual({
      owned_by_owner_id: 'acme',
      owned_by_user_id: null,
      is_temporary: false,
    });
    const bad = await post('meta', { dataport_ids: ['../etc'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('dataport_ids[0]');
  });

  it('annotate sets texts and the download name', async () => {
    const id = await load(Buffer.from('plain words'), 'a.txt');
    const res = await post('annotate', {
      dataport_id: id,
      texts: [
        { category: 'title', format: 'plain', payload: 'Pflegehinweise', language: 'de', score: 1 },
      ],
      additional_headers: { filename: 'Pflege.txt', content_disposition: 'attachment' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry.texts[0].payload).toBe('Pflegehinweise');
    const file = await h.app.inject({ method: 'GET', url: `${BASE}/${id}` });
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Pflege.txt"/);
    const missing = await post('annotate', { dataport_id: 'missing', texts: [] });
    expect(missing.statusCode).toBe(404);
  });

  it('deleting a file keeps bytes another file shares', async () => {
    const bytes = Buffer.from(`shared ${kind.name} ${Date.now()}`);
    const a = await load(bytes, 'a.txt');
    const b = await load(bytes, 'b.txt');
    const hash = (await h.services.files.find(a))!.fileHash;
    const first = await post('delete', { dataport_ids: [a, 'ghost'] });
    expect(first.json()).toMatchObject({ deleted: [a], missing: ['ghost'] });
    expect((await h.app.inject({ method: 'GET', url: `${BASE}/${a}` })).statusCode).toBe(404);
    const other = await h.app.inject({ method: 'GET', url: `${BASE}/${b}` });
    expect(other.rawPayload.equals(bytes)).toBe(true);
    expect(existsSync(blobFile(hash))).toBe(true);
    await post('delete', { dataport_ids: [b] });
    expect(existsSync(blobFile(hash))).toBe(false);
  });

  it('absorb moves a temporary upload into an existing id', async () => {
    const target = await load(Buffer.from('old version'), 'notes.txt', { owner_id: 'acme' });
    const oldHash = (await h.services.files.find(target))!.fileHash;
    const source = await load(Buffer.from('new version'), 'notes-v2.txt', { is_temporary: true });
    const res = await post('absorb', { source_dataport_id: source, target_dataport_id: target });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry.ownership).toMatchObject({
      owned_by_owner_id: 'acme',
      is_temporary: false,
    });
    const now = await h.app.inject({ method: 'GET', url: `${BASE}/${target}` });
    expect(now.payload).toBe('new version');
    expect((await h.app.inject({ method: 'GET', url: `${BASE}/${source}` })).statusCode).toBe(404);
    expect(existsSync(blobFile(oldHash))).toBe(false);
    const self = await post('absorb', { source_dataport_id: target, target_dataport_id: target });
    expect(self.statusCode).toBe(400);
  });

  it('a material stored file by file links its maps and reports what it is made of', async () => {
    const owner = { owner_id: 'materials-co' };
    const maps = {
      basecolor: await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#806040' },
      })
        .png()
        .toBuffer(),
      normal: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#8080ff' } })
        .png()
        .toBuffer(),
      roughness: await splitMap(51, 204), // 0.2 and 0.8: half glossy
      metallic: await splitMap(0, 255), // half metal
    };
    const ids: Record<string, string> = {};
    for (const [name, bytes] of Object.entries(maps))
      ids[name] = await load(bytes, `oak-${name}.png`, owner);
    const def = await load(Buffer.from(JSON.stringify(definition)), 'oak.json', owner);
    const meta = (await post('meta', { dataport_ids: [def] })).json().entries[def];
    expect(meta.features.material_maps).toEqual({
      texture: ids.basecolor,
      normal: ids.normal,
      roughness: ids.roughness,
      metallic: ids.metallic,
    });
    expect(meta.analyses.material).toEqual({
      has_texture: true,
      has_normal: true,
      has_metallic: true,
      has_roughness: true,
      luminant: 0,
      glass: 0,
      metallic: 50,
      rough: 50,
      sound_absorbing: 5,
      transparent: 0,
      glossy: 50,
    });
    const normal = await h.app.inject({
      method: 'GET',
      url: `${BASE}/${def}/substance?t=normal&f=webp&w=32&h=16&cd=attachment`,
    });
    expect(normal.statusCode, normal.body).toBe(200);
    const info = await sharp(normal.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['webp', 32, 16]);
    expect(normal.headers['content-disposition']).toContain('oak-normal.webp');
    const pack = await h.app.inject({ method: 'GET', url: `${BASE}/${def}/substance?t=package` });
    expect(pack.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(pack.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'basecolor.png',
      'definition.json',
      'metallic.png',
      'normal.png',
      'roughness.png',
    ]);
    const packed = JSON.parse(Buffer.from(files['definition.json']!).toString());
    expect(packed).toMatchObject({
      format: 'vitrine-material',
      roughness: 1,
      maps: { normal: 'normal.png' },
    });
    const bad = await h.app.inject({ method: 'GET', url: `${BASE}/${def}/substance?t=bump` });
    expect(bad.json().field).toBe('t');
  });

  it('a material package upload is a material too', async () => {
    const zip = Buffer.from(
      zipSync({
        'definition.json': Buffer.from(
          JSON.stringify({
            ...definition,
            metallic: 0,
            maps: { basecolor: 'basecolor.png', roughness: 'roughness.jpg' },
          }),
        ),
        'basecolor.png': await sharp({
          create: { width: 8, height: 8, channels: 3, background: '#ff0000' },
        })
          .png()
          .toBuffer(),
        'roughness.jpg': await splitMap(255, 255, 'jpg'),
      }),
    );
    const id = await load(zip, 'red.zip');
    const entry = (
      await post('meta', { dataport_ids: [id], fetch: { analyses: true, features: true } })
    ).json().entries[id];
    expect(entry.features.substance).toEqual(['texture', 'roughness', 'package']);
    expect(entry.analyses.material).toMatchObject({
      has_normal: false,
      rough: 100,
      glossy: 0,
      metallic: 0,
    });
    const texture = await h.app.inject({ method: 'GET', url: `${BASE}/${id}/substance?t=texture` });
    expect((await sharp(texture.rawPayload).stats()).dominant).toMatchObject({
      r: 248,
      g: 8,
      b: 8,
    });
    const missing = await h.app.inject({ method: 'GET', url: `${BASE}/${id}/substance?t=normal` });
    expect(missing.statusCode).toBe(404);
  });

  it('bulk-stored demo materials are linked and analysed when first asked about', async () => {
    const roughness = await splitMap(0, 255, 'jpg');
    const [map, def] = await h.services.files.putMany([
      {
        bytes: roughness,
        filename: 'slate-roughness.jpg',
        mediaType: 'image/jpeg',
        filetype: 'jpg',
        ownerId: 'demo',
      },
      {
        bytes: Buffer.from(JSON.stringify({ ...definition, maps: { roughness: 'roughness.jpg' } })),
        filename: 'slate.json',
        mediaType: 'application/json',
        filetype: 'json',
        ownerId: 'demo',
      },
    ]);
    const entry = (await post('meta', { dataport_ids: [def!] })).json().entries[def!];
    expect(entry.features.material_maps).toEqual({ roughness: map });
    expect(entry.analyses.material).toMatchObject({ has_roughness: true, glossy: 50 });
  });

  it('service lists what the server reads and produces', async () => {
    const res = await h.app.inject({ method: 'GET', url: `${BASE}/service` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.name).toBe('dataport');
    const types = Object.fromEntries(
      body.filetypes.filetypes.map((t: { filetype: string }) => [t.filetype, t]),
    );
    expect(types.png).toMatchObject({ readable: true, writable: true, category: 'image' });
    expect(types.glb).toMatchObject({ readable: true, writable: true, category: 'cad' });
    expect(types.usdz).toMatchObject({ writable: true });
    expect(body.filetypes.references.imagine).toEqual([
      'crop',
      'fit',
      'pad',
      'jpg',
      'webp',
      'png',
      'avif',
    ]);
    expect(body.filetypes.categories.cad).toContain('step');
  });

  it('the OpenAPI document lists every file service route', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/dataport'));
    for (const route of [
      'absorb',
      'annotate',
      'delete',
      'list',
      'load',
      'load_multipart',
      'meta',
      'service',
    ]) {
      expect(paths).toContain(`/api/dataport/v1/${route}`);
    }
    for (const route of ['', '/original', '/imagine', '/substance', '/cadify']) {
      expect(paths).toContain(`/api/dataport/v1/{dataport_id}${route}`);
    }
  });
});
