/**
 * Bad input to the file service is a 4xx naming the field, never a 500 (which tells a client
 * nothing it can fix): text PostgreSQL cannot store, numbers past what it counts, broken
 * multipart forms, files that are not what their first bytes say.
 */
import { Document, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataUri,
  filesUnder,
  form,
  multipart,
  startFilesHarness,
  type FilesHarness,
} from './files.harness';
import { STORE_KINDS } from './stores';
import path from 'node:path';

const BASE = '/api/dataport/v1';

describe.each(STORE_KINDS)('bad input to the file service on $name', (kind) => {
  let h: FilesHarness;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({
      method: 'POST',
      url: `${BASE}/${url}`,
      payload: payload as object,
      headers: { ...h.uploader.headers, ...headers },
    });
  const expectField = (
    res: { statusCode: number; body: string },
    status: number,
    field: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(JSON.parse(res.body).field, res.body).toBe(field);
  };

  beforeAll(async () => {
    h = await startFilesHarness(kind);
  });
  afterAll(() => h?.close());

  it('refuses NUL and unpaired surrogates in names and texts, naming the field', async () => {
    const text = (payload: string) => ({
      category: 'title',
      format: 'plain',
      payload,
      language: 'en',
      score: 1,
    });
    const file = dataUri(Buffer.from('hello'));
    for (const bad of ['a\u0000b', 'x\uD800y', 'x\uDC00', '\uDBFF']) {
      expectField(
        await post('load', { datasource: file, hints: { filename: bad } }),
        400,
        'hints.filename',
      );
      expectField(
        await post('load', { datasource: file, hints: { texts: [text(bad)] } }),
        400,
        'hints.texts.0.payload',
      );
      const form = multipart({ hints: { filename: bad } }, Buffer.from('hello'), 'a.txt');
      expectField(await post('load_multipart', form.payload, form.headers), 400, 'hints.filename');
    }
    const id = (await post('load', { datasource: file, hints: { filename: 'ok.txt' } })).json()
      .dataport_id;
    expectField(
      await post('annotate', { dataport_id: id, texts: [text('\u0000')] }),
      400,
      'texts.0.payload',
    );
    expectField(
      await post('annotate', { dataport_id: id, additional_headers: { filename: 'a\uD800.txt' } }),
      400,
      'additional_headers.filename',
    );
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await post('load', {
      datasource: file,
      hints: { filename: 'smile-\u{1F600}.txt' },
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('refuses a list offset past what the database counts', async () => {
    for (const from of [1e20, 2 ** 63]) {
      expectField(await post('list', { owner_id: 'someone', from }), 400, 'from');
    }
    expect((await post('list', { owner_id: 'someone', from: 1_000_000 })).json().list).toEqual([]);
  });

  it('refuses multipart without a boundary or cut off, naming the body', async () => {
    const form = multipart({}, Buffer.from('hello'), 'a.txt');
    const noBoundary = await post('load_multipart', form.payload, {
      'content-type': 'multipart/form-data',
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    expect(noBoundary.json().field).toBe('body');
    const before = await filesUnder(path.join(h.dataDir, 'files'));
    for (const cut of [form.payload.length - 10, form.payload.length - 40, 60]) {
      const res = await post('load_multipart', form.payload.subarray(0, cut), form.headers);
      expect(res.statusCode, `${cut}: ${res.body}`).toBe(400);
      expect(res.json().field).toBe('body');
    }
    expect(await filesUnder(path.join(h.dataDir, 'files'))).toEqual(before);
  });

  it('refuses a multipart boundary longer than 70 characters, naming the content type', async () => {
    for (const length of [71, 257, 1000]) {
      const boundary = 'b'.repeat(length);
      const body = form(
        [{ headers: 'Content-Disposition: form-data; name="file"; filename="a.txt"', body: 'x' }],
        boundary,
      );
      expectField(await post('load_multipart', body.payload, body.headers), 400, 'content-type');
    }
  });

  it('refuses a request part nested thousands of levels deep, typed or not, naming it', async () => {
    const deep = (n: number) => `{"hints":${'['.repeat(n)}${']'.repeat(n)}}`;
    for (const typed of ['', '\r\nContent-Type: application/json']) {
      const body = form([
        { headers: `Content-Disposition: form-data; name="request"${typed}`, body: deep(5000) },
        { headers: 'Content-Disposition: form-data; name="file"; filename="a.txt"', body: 'x' },
      ]);
      expectField(await post('load_multipart', body.payload, body.headers), 400, 'request');
    }
    // A request part of ordinary depth still goes through.
    const ok = multipart({ hints: { filename: 'shallow.txt' } }, Buffer.from('x'), 'a.txt');
    expect((await post('load_multipart', ok.payload, ok.headers)).statusCode).toBe(200);
  });

  it('a broken 3D model is 422 saying what is wrong with the file, never what the reader said', async () => {
    const doc = new Document();
    const position = doc
      .createAccessor()
      .setType('VEC3')
      .setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]))
      .setBuffer(doc.createBuffer());
    const mesh = doc
      .createMesh()
      .addPrimitive(doc.createPrimitive().setAttribute('POSITION', position));
    doc.createScene().addChild(doc.createNode().setMesh(mesh));
    const glb = Buffer.from(await new NodeIO().writeBinary(doc));
    const junkJson = Buffer.from(glb);
    junkJson.fill(0x78, 20, 40); // the JSON chunk's start: "xxxx…"
    const missingBuffer = JSON.stringify({
      asset: { version: '2.0' },
      accessors: [{ bufferView: 0, componentType: 5126, count: 3, type: 'VEC3' }],
      bufferViews: [{ buffer: 0, byteLength: 36 }],
      meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
      nodes: [{ mesh: 0 }],
      scenes: [{ nodes: [0] }],
    });
    const cases: Array<[string, Buffer, RegExp]> = [
      ['cut.glb', glb.subarray(0, Math.floor(glb.length * 0.6)), /glb file is cut off/],
      ['junk.glb', junkJson, /glb file is damaged: its JSON part is not valid JSON/],
      ['parts.gltf', Buffer.from(missingBuffer), /gltf file is incomplete/],
    ];
    for (const [filename, bytes, said] of cases) {
      const res = await post('load', { datasource: dataUri(bytes), hints: { filename } });
      expect(res.statusCode, res.body).toBe(422);
      const { reason, field } = res.json();
      expect(field).toBe('file');
      expect(reason, filename).toMatch(said);
      expect(reason, filename).not.toMatch(
        /Cannot read|properties of|undefined|typed array|Unexpected token|position \d|\(.*\)/,
      );
    }
  });

  it('a PNG signature followed by junk is 422, and no 422 quotes libvips', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const cases = [
      Buffer.concat([png.subarray(0, 8), Buffer.from('this is not a PNG at all, only junk')]),
      Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 0x41)]),
      png.subarray(0, png.length - 20),
    ];
    for (const bytes of cases) {
      const res = await post('load', { datasource: dataUri(bytes), hints: { filename: 'x.png' } });
      expect(res.statusCode, res.body).toBe(422);
      const { reason } = res.json();
      expect(reason).toMatch(/PNG|image/);
      expect(reason).not.toMatch(/vips|libspng|png2vips|VipsForeign|\bspng\b|read error/i);
    }
  });
});
