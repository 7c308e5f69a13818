/**
 * The blob store's contract, on the local folder and on an S3 bucket (a real S3-protocol
 * server on loopback): what is kept is read back whole and in ranges, a refused or
 * discarded upload leaves nothing, named files list and go, and a bucket that does not
 * answer fails with the 503 error in bounded time and works again once it is back.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from '../src/blobs';
import { ApiFailure } from '../src/errors';
import { BLOB_STORE_KINDS, closeS3Server, type OpenedBlobStore } from './blob-stores';

const text = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString();
};
const sha = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');
const tooLarge = () => new Error('too large');

afterAll(closeS3Server);

describe.each(BLOB_STORE_KINDS)('the blob store on $name', (kind) => {
  let opened: OpenedBlobStore;
  let blobs: BlobStore;
  beforeEach(async () => {
    opened = await kind.open();
    blobs = opened.blobs;
  });
  afterEach(() => opened.close());

  it('keeps bytes under their hash and reads them whole, in ranges and as a local file', async () => {
    const stored = await blobs.put(Buffer.from('hello, object storage'));
    expect(stored).toEqual({ fileHash: sha('hello, object storage'), size: 21 });
    expect(await blobs.has(stored.fileHash)).toBe(true);
    const reader = (await blobs.open(stored.fileHash))!;
    expect(reader.size).toBe(21);
    expect(await text(reader.stream({ start: 7, end: 12 }))).toBe('object');
    expect((await (await blobs.open(stored.fileHash))!.bytes()).toString()).toBe(
      'hello, object storage',
    );
    expect(await text((await blobs.open(stored.fileHash))!.stream())).toBe('hello, object storage');
    expect(await blobs.withLocalFile(stored.fileHash, (p) => readFile(p, 'utf8'))).toBe(
      'hello, object storage',
    );
    await blobs.remove(stored.fileHash);
    expect(await blobs.has(stored.fileHash)).toBe(false);
    expect(await blobs.open(stored.fileHash)).toBeUndefined();
    await expect(blobs.withLocalFile(stored.fileHash, async () => 1)).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('keeps a staged upload only once committed; a discarded or refused one leaves nothing', async () => {
    const body = Buffer.alloc(200_000, 'v');
    const staged = await blobs.stage(Readable.from([body]), 1_000_000, tooLarge);
    expect(staged).toMatchObject({ fileHash: sha(body), size: body.length });
    expect(staged.head.length).toBe(64 * 1024);
    expect(await readFile(staged.localPath)).toEqual(body);
    expect(await blobs.has(staged.fileHash)).toBe(false);
    await staged.commit();
    expect((await blobs.open(staged.fileHash))!.size).toBe(body.length);

    const dropped = await blobs.stage(Readable.from([Buffer.from('not kept')]), 100, tooLarge);
    await dropped.discard();
    expect(await blobs.has(sha('not kept'))).toBe(false);

    await expect(
      blobs.stage(Readable.from([Buffer.alloc(101, 'x')]), 100, tooLarge),
    ).rejects.toThrow('too large');
    expect(await blobs.has(sha(Buffer.alloc(101, 'x')))).toBe(false);
    expect(await blobs.sweep()).toBe(0);
  });

  it('keeps named files in folders, lists them and removes them', async () => {
    for (const [name, bytes] of [
      ['derived/aa/src1/imagine-1.png', 'one'],
      ['derived/aa/src1/imagine-2.webp', 'two'],
      ['derived/ab/src2/cadify-glb.glb', 'three'],
    ]) {
      await blobs.withTempFile(async (tmp) => {
        await writeFile(tmp, bytes!);
        await blobs.named.keep(tmp, name!);
      });
    }
    expect((await blobs.named.list('derived')).sort()).toEqual(['aa', 'ab']);
    expect((await blobs.named.list('derived/aa/src1')).sort()).toEqual([
      'imagine-1.png',
      'imagine-2.webp',
    ]);
    expect(await blobs.named.list('derived/none')).toEqual([]);
    const reader = (await blobs.named.open('derived/aa/src1/imagine-2.webp'))!;
    expect(reader.size).toBe(3);
    expect((await reader.bytes()).toString()).toBe('two');
    await blobs.named.remove('derived/aa/src1/imagine-1.png');
    expect(await blobs.named.list('derived/aa/src1')).toEqual(['imagine-2.webp']);
    await blobs.named.removeFolder('derived/aa/src1');
    expect(await blobs.named.open('derived/aa/src1/imagine-2.webp')).toBeUndefined();
    expect(await blobs.named.list('derived/aa')).toEqual([]);
    expect(await blobs.named.list('derived/ab/src2')).toEqual(['cadify-glb.glb']);
  });
});

describe('the blob store in a bucket that stops answering', () => {
  let opened: OpenedBlobStore;
  let blobs: BlobStore;
  beforeEach(async () => {
    opened = await BLOB_STORE_KINDS.find((k) => k.name === 's3')!.open();
    blobs = opened.blobs;
  });
  afterEach(() => opened.close());

  it('fails with a 503 while the bucket does not answer, keeps nothing, and recovers by itself', async () => {
    const kept = await blobs.put(Buffer.from('kept before'));
    await opened.s3!.stop();
    try {
      const unavailable = { httpStatus: 503, errorCode: '_503_storage_unavailable' };
      await expect(blobs.open(kept.fileHash)).rejects.toMatchObject(unavailable);
      await expect(blobs.put(Buffer.from('during'))).rejects.toMatchObject(unavailable);
      const staged = await blobs.stage(Readable.from([Buffer.from('staged')]), 100, tooLarge);
      await expect(staged.commit()).rejects.toBeInstanceOf(ApiFailure);
    } finally {
      await opened.s3!.start();
    }
    expect(await blobs.has(sha('during'))).toBe(false);
    expect(await blobs.has(sha('staged'))).toBe(false);
    expect((await (await blobs.open(kept.fileHash))!.bytes()).toString()).toBe('kept before');
  });
});
