import { createHash } from 'node:crypto';
import { readFile, writeFile, mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync, gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataUri,
  form,
  filesUnder,
  multipart,
  startFilesHarness,
  type FilesHarness,
} from './files.harness';
import type { LoggedIn } from './login';
import { STORE_KINDS } from './stores';

const MODELS = '/usr/share/assimp/models';
/** Edits the brands these tests store files for. */
let editor: LoggedIn;
const load = (h: FilesHarness, body: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/api/dataport/v1/load',
    headers: editor.headers,
    payload: body as object,
  });
/** A form sent by the editor. */
const signed = (form: { payload: Buffer; headers: Record<string, string> }) => ({
  payload: form.payload,
  headers: { ...form.headers, ...editor.headers },
});

/** A white 200x100 PNG with a red 40x20 box at (30, 10). */
const boxPng = () =>
  sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: { create: { width: 40, height: 20, channels: 3, background: '#ff0000' } },
        left: 30,
        top: 10,
      },
    ])
    .png()
    .toBuffer();

/** A PNG whose header claims width x height pixels, with almost no data (a decompression bomb). */
function bombPng(width: number, height: number) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(STORE_KINDS)('uploading files on $name', (kind) => {
  let h: FilesHarness;
  let importDir: string;

  beforeAll(async () => {
    h = await startFilesHarness(kind, {
      UPLOAD_LIMIT_MB: '2',
      INFLATE_LIMIT_MB: '8',
      IMAGE_PIXEL_LIMIT: '50000000',
      DATAPORT_IMPORT_DIRS: '/usr/share/assimp/models',
    });
    editor = await h.logIn('editor@vitrine.test', { ownerIds: ['acme', 'zoo', 'forms'] });
    importDir = MODELS;
  });
  afterAll(() => h?.close());

  it('sniffs the type from the bytes, hashes and analyses an image', async () => {
    const png = await boxPng();
    const res = await load(h, {
      datasource: dataUri(png, 'image/jpeg'),
      hints: { filename: 'box.jpg' },
      storage: { owner_id: 'acme' },
      bounce_token: 'b1',
    });
    expect(res.statusCode).toBe(200);
    const { entry, bounce_token } = res.json();
    expect(bounce_token).toBe('b1');
    expect(entry.original_file).toMatchObject({
      filetype: 'png',
      media_type: 'image/png',
      size: png.length,
      file_hash: createHash('sha256').update(png).digest('hex'),
      confidence: 1,
    });
    const image = entry.analyses.image;
    expect(image).toMatchObject({ width: 200, height: 100 });
    // The dominant colour is white (sharp counts colours in bins of 8 levels per channel).
    expect(image.ambient_color).toMatch(/^#(f[0-9a-f]){3}$/);
    expect(image.trimmed).toEqual({ left: 30, top: 10, width: 40, height: 20 });
    expect(image.minithumb).toMatch(/^data:image\/webp;base64,/);
    expect(entry.features.imagine).toBe(true);
    const get = await h.app.inject({ method: 'GET', url: `/api/dataport/v1/${entry.dataport_id}` });
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.rawPayload.equals(png)).toBe(true);
  });

  it('streams a multipart upload of a real photo', async () => {
    const jpg = await readFile(path.join(MODELS, 'OBJ/SpiderTex.jpg'));
    const form = multipart(
      { hints: { filename: 'Spinne.jpg' }, storage: { owner_id: 'zoo' } },
      jpg,
      'x.bin',
    );
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/dataport/v1/load_multipart',
      payload: form.payload,
      headers: { ...form.headers, ...editor.headers },
    });
    expect(res.statusCode).toBe(200);
    const { dataport_id, entry } = res.json();
    expect(entry.original_file.filetype).toBe('jpg');
    expect(entry.additional_headers.filename).toBe('Spinne.jpg');
    const meta = await sharp(jpg).metadata();
    expect(entry.analyses.image).toMatchObject({ width: meta.width, height: meta.height });
    const list = await h.app.inject({
      method: 'POST',
      url: '/api/dataport/v1/list',
      payload: { owner_id: 'zoo' },
    });
    expect(list.json()).toMatchObject({ total: 1, list: [dataport_id] });
  });

  it('takes the request part typed or untyped, as a field or as a file part', async () => {
    const request = JSON.stringify({
      hints: { filename: 'typed.txt' },
      storage: { owner_id: 'forms' },
    });
    const file = {
      headers: 'Content-Disposition: form-data; name="file"; filename="x.bin"',
      body: 'the bytes',
    };
    const ways = [
      'Content-Disposition: form-data; name="request"\r\nContent-Type: application/json',
      'Content-Disposition: form-data; name="request"\r\nContent-Type: application/json; charset=utf-8',
      'Content-Disposition: form-data; name="request"; filename="request.json"\r\nContent-Type: application/json',
      'Content-Disposition: form-data; name="request"; filename="request.json"',
      'Content-Disposition: form-data; name="request"',
    ];
    for (const headers of ways) {
      for (const parts of [
        [{ headers, body: request }, file],
        [file, { headers, body: request }],
      ]) {
        const res = await h.app.inject({
          method: 'POST',
          url: '/api/dataport/v1/load_multipart',
          ...signed(form(parts)),
        });
        expect(res.statusCode, `${headers}: ${res.body}`).toBe(200);
        expect(res.json().entry.additional_headers.filename).toBe('typed.txt');
        expect(res.json().entry.ownership.owned_by_owner_id).toBe('forms');
      }
    }
    const broken = await h.app.inject({
      method: 'POST',
      url: '/api/dataport/v1/load_multipart',
      ...signed(form([{ headers: ways[0]!, body: '{"hints": ' }, file])),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().field).toBe('request');
  });

  it('refuses a request part that does not fit, naming the field', async () => {
    const form = multipart({ hints: { filename: 7 } }, Buffer.from('hello'), 'a.txt');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/dataport/v1/load_multipart',
      payload: form.payload,
      headers: { ...form.headers, ...editor.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('hints.filename');
  });

  it('answers 413 for a file over the upload limit and keeps nothing', async () => {
    const before = await filesUnder(path.join(h.dataDir, 'files'));
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const form = multipart({}, big, 'big.bin');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/dataport/v1/load_multipart',
      payload: form.payload,
      headers: { ...form.headers, ...editor.headers },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error_code).toBe('_413_payload_too_large');
    expect(res.headers.connection).toBe('close');
    // Chunked (no Content-Length): refused while streaming.
    const chunked = await h.app.inject({
      method: 'POST',
      url: '/api/dataport/v1/load_multipart',
      headers: { ...form.headers, ...editor.headers, 'transfer-encoding': 'chunked' },
      payload: form.payload,
    });
    expect(chunked.statusCode).toBe(413);
    expect(await filesUnder(path.join(h.dataDir, 'files'))).toEqual(before);
  });

  it('refuses corrupt and truncated files with 422 and stores nothing', async () => {
    const before = await filesUnder(path.join(h.dataDir, 'files'));
    const jpg = await readFile(path.join(MODELS, 'OBJ/SpiderTex.jpg'));
    const cases: Array<[Buffer, RegExp]> = [
      [jpg.subarray(0, Math.floor(jpg.length / 2)), /image/i],
      [Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), /PDF.*truncated/],
      [bombPng(40000, 40000), /pixels/],
      [Buffer.alloc(0), /empty/],
    ];
    for (const [bytes, reason] of cases) {
      const res = await load(h, { datasource: dataUri(bytes) });
      expect(res.statusCode, reason.source).toBe(422);
      expect(res.json().reason).toMatch(reason);
    }
    expect(await filesUnder(path.join(h.dataDir, 'files'))).toEqual(before);
  });

  it('refuses zip bombs: by declared size and by entries that lie about it', async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    const honest = Buffer.from(zipSync({ 'zeros.bin': zeros }, { level: 9 }));
    expect(honest.length).toBeLessThan(2 * 1024 * 1024);
    const declared = await load(h, { datasource: dataUri(honest) });
    expect(declared.statusCode).toBe(422);
    expect(declared.json().reason).toMatch(/inflate to/);
    // Same bombs, but both headers claim 1 KB.
    const lying = Buffer.from(honest);
    for (const [sig, offset] of [
      [0x04034b50, 22],
      [0x02014b50, 24],
    ] as const) {
      const at = lying.lastIndexOf(Buffer.from(new Uint32Array([sig]).buffer));
      lying.writeUInt32LE(1024, at + offset);
    }
    const lied = await load(h, { datasource: dataUri(lying) });
    expect(lied.statusCode).toBe(422);
    expect(lied.json().reason).toMatch(/past its declared size/);
    const truncated = await load(h, {
      datasource: dataUri(honest.subarray(0, honest.length - 30)),
    });
    expect(truncated.statusCode).toBe(422);
  });

  it('refuses a compressed .blend that inflates past the limit or is cut off, and stores nothing', async () => {
    const before = await filesUnder(path.join(h.dataDir, 'files'));
    const blend = await readFile(path.join(MODELS, 'BLEND/box.blend'));
    // A real .blend's first bytes, then 20 MB of zeros: past the 8 MB inflate limit.
    const bomb = gzipSync(Buffer.concat([blend, Buffer.alloc(20 * 1024 * 1024)]), { level: 9 });
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const cases: Array<[Buffer, RegExp]> = [
      [bomb, /inflates past the limit of 8388608 bytes/],
      [gzipSync(blend).subarray(0, 2000), /truncated/],
    ];
    for (const [bytes, reason] of cases) {
      const res = await load(h, { datasource: dataUri(bytes), hints: { filename: 'box.blend' } });
      expect(res.statusCode, reason.source).toBe(422);
      expect(res.json().reason).toMatch(reason);
    }
    expect(await filesUnder(path.join(h.dataDir, 'files'))).toEqual(before);
  });

  it('imports files under an allowed folder only, and fetches no URLs', async () => {
    const ok = await load(h, {
      type: 'path',
      datasource: path.join(importDir, 'OBJ/drkwood2.jpg'),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().entry.additional_headers.filename).toBe('drkwood2.jpg');
    const link = path.join(h.dataDir, 'escape');
    await mkdir(link);
    await symlink('/etc/passwd', path.join(link, 'p'));
    for (const datasource of [
      '/etc/passwd',
      `${importDir}/../../../etc/passwd`,
      path.join(link, 'p'),
      'relative.jpg',
    ]) {
      const res = await load(h, { type: 'path', datasource });
      expect(res.statusCode, datasource).toBe(400);
      expect(res.json().field).toBe('datasource');
    }
    const url = await load(h, { datasource: 'https://example.com/a.png' });
    expect(url.statusCode).toBe(400);
    expect(url.json().reason).toMatch(/does not fetch URLs/);
  });

  it('sorts text formats: JSON, SVG, plain text', async () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const cases: Array<[string, string]> = [
      ['{"a": 1}', 'json'],
      [svg, 'svg'],
      ['Grüße aus Köln', 'txt'],
    ];
    for (const [text, filetype] of cases) {
      const res = await load(h, { datasource: `data:,${encodeURIComponent(text)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().entry.original_file.filetype).toBe(filetype);
    }
    await writeFile(path.join(h.dataDir, 'unused'), '');
  });
});
