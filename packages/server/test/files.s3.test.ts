/**
 * The file service with its bytes in an S3 bucket (a real S3-protocol server on loopback),
 * through the real routes: an upload is read back with the same ETag, Range and 304
 * answers as from the local folder, or redirected to a presigned URL when told to; a
 * scaled image is made and served from the bucket; while the bucket does not answer, reads
 * and uploads fail with a clear 503 and keep nothing, and everything works again after.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeS3Server, sharedS3Server, type S3Server } from './blob-stores';
import { filesUnder, multipart, startFilesHarness, type FilesHarness } from './files.harness';
import { STORE_KINDS } from './stores';

const BASE = '/api/dataport/v1';
let prefixes = 0;

describe.each(STORE_KINDS)('files in an S3 bucket on $name', (kind) => {
  let s3: S3Server;
  let h: FilesHarness;
  let redirecting: FilesHarness;
  const upload = async (app: FilesHarness, bytes: Buffer, filename: string) => {
    const form = multipart({ hints: { filename } }, bytes, filename);
    return app.app.inject({
      method: 'POST',
      url: `${BASE}/load_multipart`,
      payload: form.payload,
      headers: { ...form.headers, ...app.uploader.headers },
    });
  };
  /** Uploads `bytes`: their dataport id and the ETag their GETs must carry. */
  const stored = async (app: FilesHarness, bytes: Buffer, filename: string) => {
    const res = await upload(app, bytes, filename);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().dataport_id as string;
    return { id, etag: `"${createHash('sha256').update(bytes).digest('hex')}"` };
  };
  const dataports = async () =>
    Number(
      (await h.services.store.query<{ n: string }>('SELECT count(*) AS n FROM dataports'))[0]!.n,
    );

  beforeAll(async () => {
    s3 = await sharedS3Server();
    h = await startFilesHarness(kind, s3.env(`routes-${kind.name}-${++prefixes}`));
    redirecting = await startFilesHarness(kind, {
      ...s3.env(`redirect-${kind.name}-${++prefixes}`),
      BLOB_S3_REDIRECT: 'presigned',
    });
  });
  afterAll(async () => {
    await h?.close();
    await redirecting?.close();
    await closeS3Server();
  });

  it('answers an upload with the same ETag, Range and 304 as from the local folder', async () => {
    const bytes = Buffer.from('0123456789'.repeat(1000));
    const { id, etag } = await stored(h, bytes, 'digits.txt');

    const whole = await h.app.inject({ method: 'GET', url: `${BASE}/${id}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers.etag).toBe(etag);
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await h.app.inject({
      method: 'GET',
      url: `${BASE}/${id}`,
      headers: { range: 'bytes=10-14' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-14/${bytes.length}`);
    expect(part.body).toBe('01234');

    const cached = await h.app.inject({
      method: 'GET',
      url: `${BASE}/${id}`,
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    // The bytes are in the bucket: nothing stays in the local folder.
    expect(await filesUnder(path.join(h.dataDir, 'files'))).toEqual([]);
  });

  it('makes a scaled image from a file in the bucket and serves it', async () => {
    const png = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const res = await upload(h, png, 'blue.png');
    expect(res.statusCode, res.body).toBe(200);
    const url = `${BASE}/${res.json().dataport_id}/imagine?w=30&h=20&t=crop,png`;
    const scaled = await h.app.inject({ method: 'GET', url });
    expect(scaled.statusCode, scaled.body).toBe(200);
    const { width, height, format } = await sharp(scaled.rawPayload).metadata();
    // Sizes are rounded up to the size ladder (steps of 8 pixels here).
    expect({ width, height, format }).toEqual({ width: 32, height: 24, format: 'png' });
    const again = await h.app.inject({ method: 'GET', url });
    expect(again.headers.etag).toBe(scaled.headers.etag);
  });

  it('redirects to a presigned URL when told to, still answering 304 itself', async () => {
    const bytes = Buffer.from('abcdefghij'.repeat(500));
    const { id, etag } = await stored(redirecting, bytes, 'letters.txt');

    const moved = await redirecting.app.inject({
      method: 'GET',
      url: `${BASE}/${id}?cd=attachment`,
    });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.etag).toBe(etag);
    const location = moved.headers.location!;
    expect(location.startsWith(`${s3.endpoint}/`)).toBe(true);
    const direct = await fetch(location, { headers: { range: 'bytes=3-6' } });
    expect(direct.status).toBe(206);
    expect(await direct.text()).toBe('defg');
    expect(direct.headers.get('content-disposition')).toContain('letters.txt');

    const cached = await redirecting.app.inject({
      method: 'GET',
      url: `${BASE}/${id}`,
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('answers 503 while the bucket does not answer, keeps no row, and recovers', async () => {
    const before = Buffer.from('stored before the outage');
    const id = (await upload(h, before, 'before.txt')).json().dataport_id as string;
    const rows = await dataports();
    await s3.stop();
    try {
      const read = await h.app.inject({ method: 'GET', url: `${BASE}/${id}` });
      expect(read.statusCode).toBe(503);
      expect(read.json()).toMatchObject({
        http_status: 503,
        error_code: '_503_storage_unavailable',
      });
      expect(read.headers['retry-after']).toBe('5');
      const write = await upload(h, Buffer.from('written during the outage'), 'during.txt');
      expect(write.statusCode).toBe(503);
      expect(write.json().error_code).toBe('_503_storage_unavailable');
      expect(await dataports()).toBe(rows);
    } finally {
      await s3.start();
    }
    const again = await h.app.inject({ method: 'GET', url: `${BASE}/${id}` });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(before)).toBe(true);
    const write = await upload(h, Buffer.from('written during the outage'), 'during.txt');
    expect(write.statusCode).toBe(200);
    expect(await dataports()).toBe(rows + 1);
  });
});
