import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../src/blobs';
import { createDerivedCache } from '../src/derived-cache';
import { countingEngine } from './counting-engine';
import { dataUri, startFilesHarness, type FilesHarness } from './files.harness';
import { STORE_KINDS } from './stores';

const MODELS = '/usr/share/assimp/models';
const BASE = '/api/dataport/v1';

describe.each(STORE_KINDS)('derived files on $name', (kind) => {
  let h: FilesHarness;
  let photo: string;
  let logo: string;
  let box: string;
  const engine = countingEngine();
  const get = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url: `${BASE}/${url}`, headers });
  const load = async (datasource: string, filename?: string) => {
    const res = await h.app.inject({
      method: 'POST',
      url: `${BASE}/load`,
      headers: h.uploader.headers,
      payload: { datasource, ...(filename ? { hints: { filename } } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().dataport_id as string;
  };

  beforeAll(async () => {
    h = await startFilesHarness(kind, { DATAPORT_IMPORT_DIRS: MODELS }, engine.cad);
    photo = await load(`${MODELS}/OBJ/SpiderTex.jpg`);
    logo = await load(`${MODELS}/glTF/BoxTextured-glTF/CesiumLogoFlat.png`);
    box = await load(`${MODELS}/glTF2/BoxTextured-glTF-Binary/BoxTextured.glb`);
  }, 120_000);
  afterAll(() => h?.close());

  it('imagine scales to 350x300 JPEG by default, cached with an ETag', async () => {
    const res = await get(`${photo}/imagine`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 350, 300]);
    const again = await get(`${photo}/imagine`, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('imagine follows t: fit mode and format', async () => {
    const source = await sharp(await readFile(`${MODELS}/OBJ/SpiderTex.jpg`)).metadata();
    const fit = await get(`${photo}/imagine?w=300&h=200&t=fit,webp`);
    const fitMeta = await sharp(fit.rawPayload).metadata();
    expect(fit.headers['content-type']).toBe('image/webp');
    expect(fitMeta.width <= 300 && fitMeta.height <= 200).toBe(true);
    expect(Math.max(fitMeta.width / 300, fitMeta.height / 200)).toBeCloseTo(1, 1);
    expect(fitMeta.width / fitMeta.height).toBeCloseTo(source.width / source.height, 1);
    const pad = await sharp(
      (await get(`${photo}/imagine?w=300&h=200&t=pad,png`)).rawPayload,
    ).metadata();
    expect([pad.format, pad.width, pad.height, pad.hasAlpha]).toEqual(['png', 300, 200, true]);
    const big = await sharp(
      (await get(`${photo}/imagine?w=4000&h=4000&t=fit`)).rawPayload,
    ).metadata();
    expect(big.width).toBe(source.width); // fit never upscales
    const avif = await get(`${photo}/imagine?w=64&h=64&t=avif`);
    expect(avif.headers['content-type']).toBe('image/avif');
  });

  it('imagine keeps alpha as PNG unless a format is asked', async () => {
    const res = await get(`${logo}/imagine?w=100&h=100`);
    expect(res.headers['content-type']).toBe(
      (await sharp(await readFile(`${MODELS}/glTF/BoxTextured-glTF/CesiumLogoFlat.png`)).metadata())
        .hasAlpha
        ? 'image/png'
        : 'image/jpeg',
    );
  });

  it('imagine refuses bad parameters, naming them', async () => {
    for (const [query, field] of [
      ['t=crop,gif', 't'],
      ['t=crop,fit', 't'],
      ['w=5000', 'w'],
      ['h=0', 'h'],
      ['w=abc', 'w'],
    ]) {
      const res = await get(`${photo}/imagine?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });

  it('imagine renders a preview of a 3D model', async () => {
    const res = await get(`${box}/imagine?w=200&h=160&t=crop,png`);
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 160]);
    const stats = await sharp(res.rawPayload).stats();
    expect(stats.isOpaque && stats.channels.every((c) => c.stdev === 0)).toBe(false);
  });

  it('a 3D upload carries its geometry and what cadify makes of it', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: `${BASE}/meta`,
      payload: { dataport_ids: [box] },
    });
    const entry = res.json().entries[box];
    expect(entry.original_file.filetype).toBe('glb');
    expect(entry.features.cad_file).toEqual(['3d']);
    expect(entry.features.cadify).toEqual(expect.arrayContaining(['glb', 'obj', 'stl', 'usdz']));
    expect(entry.analyses.cad.triangle_count).toBe(12);
    expect(entry.analyses.cad.vertex_count).toBeGreaterThanOrEqual(24);
    expect(entry.analyses.cad.width).toBeCloseTo(1, 3);
    expect(entry.alias_file).toBeNull(); // a glb is browser-ready itself
  });

  it('cadify converts once for 100 concurrent requests and names the download', async () => {
    const before = engine.counts.convert;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => get(`${box}/cadify?f=stl&ext=STL`)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(engine.counts.convert - before).toBe(1);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(answers[0]!.headers['content-disposition']).toContain('filename="BoxTextured.STL"');
    expect(answers[0]!.rawPayload.subarray(0, 5).toString()).not.toBe('solid'); // binary STL
    expect(answers[0]!.rawPayload.length).toBe(84 + 12 * 50);
    const usdz = await get(`${box}/cadify?f=usdz`);
    expect(usdz.statusCode).toBe(200);
    expect(usdz.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('cadify refuses formats it cannot write and files it cannot read', async () => {
    const format = await get(`${box}/cadify?f=dwg`);
    expect(format.statusCode).toBe(400);
    expect(format.json().field).toBe('f');
    const notCad = await get(`${photo}/cadify?f=glb`);
    expect(notCad.statusCode).toBe(422);
  });

  it('refuses broken models with 422 and keeps nothing', async () => {
    const glb = await readFile(`${MODELS}/glTF2/BoxTextured-glTF-Binary/BoxTextured.glb`);
    const broken = [
      ...['empty.obj', 'empty.ply', 'empty.3ds'].map((f) => ({
        datasource: `${MODELS}/invalid/${f}`,
      })),
      {
        datasource: dataUri(glb.subarray(0, Math.floor(glb.length / 2))),
        hints: { filename: 'cut.glb' },
      },
    ];
    for (const payload of broken) {
      const res = await h.app.inject({
        method: 'POST',
        url: `${BASE}/load`,
        headers: h.uploader.headers,
        payload,
      });
      expect(res.statusCode, `${payload.datasource.slice(0, 60)}: ${res.body}`).toBe(422);
      expect(res.json().reason.length).toBeGreaterThan(5);
    }
  });

  it('makes a variant once even when two processes ask together', async () => {
    // Two caches on one store behave like two server processes: separate single-flight maps.
    const blobs = createBlobStore(`${h.dataDir}/files`);
    const caches = [
      createDerivedCache(blobs, h.services.store, 1 << 30),
      createDerivedCache(blobs, h.services.store, 1 << 30),
    ];
    let made = 0;
    const producer = async (tmp: string) => {
      made++;
      await sleep(200);
      await (await import('node:fs/promises')).writeFile(tmp, 'x');
      return { extension: 'txt' };
    };
    const variant = { source: 'a'.repeat(64), name: `test-${kind.name}` };
    const files = await Promise.all(
      caches.flatMap((c) => [c.get(variant, producer), c.get(variant, producer)]),
    );
    expect(new Set(files.map((f) => f.etag)).size).toBe(1);
    // The claim row in the database serialises them, on PGlite as on a PostgreSQL server.
    expect(made).toBe(1);
  });

  it('a data: URI image works as its own material texture', async () => {
    const png = await sharp({
      create: { width: 64, height: 32, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const id = await load(dataUri(png), 'swatch.png');
    const res = await get(`${id}/substance?t=texture&f=jpg&w=16&h=16`);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 16, 16]);
    const pack = unzipSync(new Uint8Array((await get(`${id}/substance?t=package`)).rawPayload));
    expect(Object.keys(pack).sort()).toEqual(['basecolor.png', 'definition.json']);
  });
});
