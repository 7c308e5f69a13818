/**
 * imagine's limits, so asking for many sizes cannot fill the disk or slow file downloads:
 * sizes rounded up to a ladder, renders taking turns so file downloads stay fast and a full
 * line answers 503 with Retry-After, and the derived files' disk held under
 * DERIVED_CACHE_MB, least recently used first.
 */
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { filesUnder, multipart, startFilesHarness, type FilesHarness } from './files.harness';
import { STORE_KINDS } from './stores';

const BASE = '/api/dataport/v1';

/** A noise image: nothing for an encoder to save, so sizes and render times are real. */
function noise(size: number, format: 'png' | 'jpeg') {
  const image = sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

describe.each(STORE_KINDS)('imagine limits on $name', (kind) => {
  let h: FilesHarness;
  const get = (url: string) => h.app.inject({ method: 'GET', url: `${BASE}/${url}` });
  // Multipart: these images are larger than a JSON load takes.
  const load = async (bytes: Buffer, filename: string) => {
    const form = multipart({}, bytes, filename);
    const res = await h.app.inject({
      method: 'POST',
      url: `${BASE}/load_multipart`,
      headers: { ...form.headers, ...h.uploader.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().dataport_id as string;
  };
  const derivedFiles = async () =>
    (await filesUnder(path.join(h.dataDir, 'files', 'derived'))).map((f) => path.basename(f));

  afterEach(() => h?.close());

  it('rounds sizes up to the ladder and refuses sizes past 4096 naming the field', async () => {
    h = await startFilesHarness(kind);
    const photo = await load(await noise(600, 'jpeg'), 'photo.jpg');
    const odd = await get(`${photo}/imagine?w=301&h=199`);
    expect(odd.statusCode, odd.body).toBe(200);
    const meta = await sharp(odd.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 200]);
    // Every size between two steps is one variant: one file, one ETag.
    const same = await get(`${photo}/imagine?w=319&h=193`);
    expect(same.headers.etag).toBe(odd.headers.etag);
    // The spec's sizes render exactly.
    const preview = await sharp((await get(`${photo}/imagine?w=587&h=440`)).rawPayload).metadata();
    expect([preview.width, preview.height]).toEqual([587, 440]);
    expect((await derivedFiles()).sort()).toEqual([
      'imagine-320x200-crop-jpg.jpg',
      'imagine-587x440-crop-jpg.jpg',
    ]);
    for (const [query, field] of [
      ['w=5000&h=100', 'w'],
      ['w=100&h=4097', 'h'],
      ['w=0&h=100', 'w'],
    ]) {
      const res = await get(`${photo}/imagine?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
    }
  });

  it('evicts the least recently used derived file past DERIVED_CACHE_MB, and makes it again when asked', async () => {
    h = await startFilesHarness(kind, { DERIVED_CACHE_MB: '4' });
    const big = await load(await noise(1024, 'png'), 'noise.png');
    const size = async (query: string) => {
      const res = await get(`${big}/imagine?${query}&t=png`);
      expect(res.statusCode, res.body).toBe(200);
      return res.rawPayload.length;
    };
    const first = await size('w=1024&h=1024');
    expect(first).toBeGreaterThan(2.5 * 1024 * 1024); // one fits the quota, two do not
    expect(await derivedFiles()).toEqual(['imagine-1024x1024-crop-png.png']);
    await size('w=960&h=960');
    expect(await derivedFiles()).toEqual(['imagine-960x960-crop-png.png']);
    // Asked again: made again (the same bytes), and now the other one is the older.
    expect(await size('w=1024&h=1024')).toBe(first);
    expect(await derivedFiles()).toEqual(['imagine-1024x1024-crop-png.png']);
  });

  it('keeps plain downloads answering while renders wait their turn, and refuses renders past the line with 503', async () => {
    // The deadline is not what this tests: on a loaded machine an AVIF of 2560 pixels can
    // take longer than the default 20 s, which would turn a render into a 422.
    h = await startFilesHarness(kind, {
      RENDER_CONCURRENCY: '1',
      RENDER_QUEUE: '3',
      RENDER_DEADLINE_SECONDS: '600',
    });
    // Large enough that a render outlasts the other requests' way into the line, even on a
    // loaded machine with a PostgreSQL server in between. Six images from six clients: no one
    // image or client may hold more than its share of the line (dataport.render-deadline).
    const sizes = [1280, 1536, 1792, 2048, 2304, 2560];
    const photos = await Promise.all(
      sizes.map(async (w) => load(await noise(w, 'jpeg'), `large-${w}.jpg`)),
    );
    const render = (i: number) =>
      h.app.inject({
        method: 'GET',
        url: `${BASE}/${photos[i]}/imagine?w=${sizes[i]}&h=${sizes[i]}&t=fit,avif`,
        remoteAddress: `10.0.0.${i + 1}`,
      });
    const done: string[] = [];
    const renders = sizes.map((_, i) =>
      render(i).then((res) => {
        done.push(res.statusCode === 200 ? 'render' : 'refused');
        return res;
      }),
    );
    // Two of six cannot even wait (one renders, three wait): they are answered at once.
    while (done.filter((d) => d === 'refused').length < 2 && done.length < 6)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const download = await get(photos[0]!);
    done.push('download');
    expect(download.statusCode).toBe(200);
    const answers = await Promise.all(renders);
    expect(done.slice(0, 3)).toEqual(['refused', 'refused', 'download']);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused).toHaveLength(2);
    for (const res of refused) {
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error_code).toBe('_503_busy');
    }
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    // A refusal is not remembered: asked again once the line is free, the image comes.
    const again = answers.findIndex((a) => a.statusCode === 503);
    expect((await render(again)).statusCode).toBe(200);
  }, 120_000);
});
