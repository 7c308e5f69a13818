/**
 * Files and derived files are answered from memory (rows and small derived files are kept),
 * yet a deleted, annotated or absorbed file is never answered as it was.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createBlobStore } from '../src/blobs';
import { loadConfig } from '../src/config';
import { createServices } from '../src/services';
import { dataUri, startFilesHarness, type FilesHarness } from './files.harness';
import { STORE_KINDS } from './stores';

const BASE = '/api/dataport/v1';

const photo = (r: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

describe.each(STORE_KINDS)('answers from memory are never stale on $name', (kind) => {
  let h: FilesHarness;
  const get = (url: string) => h.app.inject({ method: 'GET', url: `${BASE}/${url}` });
  const post = (url: string, payload: object) =>
    h.app.inject({ method: 'POST', url: `${BASE}/${url}`, headers: h.uploader.headers, payload });
  const load = async (bytes: Buffer, filename: string) => {
    const res = await post('load', { datasource: dataUri(bytes), hints: { filename } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().dataport_id as string;
  };
  /** Asks twice, so the second answer comes from memory. */
  const warm = async (url: string) => {
    await get(url);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return res;
  };

  beforeAll(async () => {
    h = await startFilesHarness(kind);
  });
  afterAll(() => h?.close());

  it('a deleted file and its derived images answer 404; a file sharing its bytes stays', async () => {
    const bytes = await photo(10);
    const id = await load(bytes, 'gone.jpg');
    const twin = await load(bytes, 'twin.jpg');
    await warm(id);
    await warm(`${id}/imagine?w=32&h=32`);
    await warm(`${twin}/imagine?w=32&h=32`);
    expect((await post('delete', { dataport_ids: [id] })).statusCode).toBe(200);
    expect((await get(id)).statusCode).toBe(404);
    expect((await get(`${id}/imagine?w=32&h=32`)).statusCode).toBe(404);
    expect((await get(`${twin}/imagine?w=32&h=32`)).statusCode).toBe(200);
    await post('delete', { dataport_ids: [twin] });
    expect((await get(`${twin}/imagine?w=32&h=32`)).statusCode).toBe(404);
  });

  it('annotate changes the download name and disposition at once', async () => {
    const id = await load(await photo(20), 'before.jpg');
    expect((await warm(id)).headers['content-disposition']).toBeUndefined();
    const res = await post('annotate', {
      dataport_id: id,
      additional_headers: { filename: 'after.jpg', content_disposition: 'attachment' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(id)).headers['content-disposition']).toMatch(
      /^attachment; filename="after.jpg"/,
    );
  });

  it('absorb serves the new bytes under the target id and nothing under the source', async () => {
    const target = await load(await photo(30), 'target.jpg');
    const source = await load(await photo(200), 'source.jpg');
    const before = await warm(target);
    const thumb = await warm(`${target}/imagine?w=16&h=16`);
    await warm(source);
    const res = await post('absorb', { source_dataport_id: source, target_dataport_id: target });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(target);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(await photo(200))).toBe(true);
    const newThumb = await get(`${target}/imagine?w=16&h=16`);
    expect(newThumb.headers.etag).not.toBe(thumb.headers.etag);
    expect((await get(source)).statusCode).toBe(404);
  });

  it('a file whose bytes vanished from disk answers 404, not 500', async () => {
    const id = await load(await photo(40), 'vanishing.jpg');
    await warm(id);
    // The bytes go behind the service's back (docs/FILES.md gives the disk layout).
    const hash = (await h.services.files.open(id)).fileHash;
    await rm(path.join(h.dataDir, 'files', hash.slice(0, 2), hash.slice(2, 4), hash));
    const res = await get(id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('_404_not_found');
  });

  // Only a PostgreSQL server has other processes (the embedded database has one): defined there alone.
  if (kind.name === 'postgres') {
    it('a file deleted by another process stops being served within a second', async () => {
      // A second set of services over the same database and files: another server process.
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: h.dataDir,
        WEB_DIST: path.join(h.dataDir, 'none'),
        // The same issuer: the other process checks the same users' tokens.
        PUBLIC_URL: h.url,
      });
      const other = await createServices(
        config,
        h.services.store,
        createBlobStore(path.join(h.dataDir, 'files')),
      );
      const otherApp = await buildApp({ config, services: other });
      try {
        const id = await load(await photo(50), 'elsewhere.jpg');
        await warm(`${id}/imagine?w=20&h=20`);
        const deleted = await otherApp.inject({
          method: 'POST',
          url: `${BASE}/delete`,
          headers: h.uploader.headers,
          payload: { dataport_ids: [id] },
        });
        expect(deleted.json().deleted).toEqual([id]);
        let status = 200;
        for (let waited = 0; status === 200 && waited < 2000; waited += 100) {
          await sleep(100);
          status = (await get(`${id}/imagine?w=20&h=20`)).statusCode;
        }
        expect(status).toBe(404);
      } finally {
        await otherApp.close();
      }
    });
  }
});
