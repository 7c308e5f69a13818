/**
 * The blob store in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW): blobs under
 * `<prefix><h0h1>/<h2h3>/<sha256>`, named files under `<prefix><name>`, as on disk. An
 * object is complete once its PUT (or multipart upload) succeeds, and callers write the rows
 * that point at it only after that, so a row never names a missing object; a failed upload
 * is aborted and leaves nothing. Uploads are still staged and hashed on the local disk
 * (analysis reads files), and libraries that need a path get a downloaded copy.
 *
 * Every request has a bounded time (settings): a store that does not answer fails with the
 * error `unavailable()` makes (503), and the next request tries again.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobReader, BlobStore } from './blob-store';
import { HASH, NAME, localTemp, stageLocally, sweepTemporaries } from './local-temp';

export interface S3BlobOptions {
  bucket: string;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
  /** An S3-compatible server's URL; AWS S3 when unset. */
  endpoint?: string;
  region: string;
  /** Path-style URLs (http://host/bucket/key), what MinIO and Ceph expect by default. */
  forcePathStyle: boolean;
  /** GETs of files redirect to a presigned URL valid this long (seconds); 0: bytes are sent. */
  presignSeconds: number;
  /** Bound on connecting and on each request's silence, in milliseconds. */
  timeoutMs: number;
  /** Local folder for staging and temporary copies. */
  tmpDir: string;
  /** The error for a store that cannot be reached or fails (503), given its cause. */
  unavailable: (cause: unknown) => Error;
  /** Credentials other than the AWS SDK's usual ones (the environment, profiles). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** Multipart uploads above this size, in parts of it. */
const PART_BYTES = 16 * 1024 * 1024;

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

export function createS3BlobStore(options: S3BlobOptions): BlobStore {
  const { bucket, prefix, unavailable } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // One retry: a request that cannot succeed fails in about twice the timeout, not later.
    maxAttempts: 2,
    // Checksums only where S3 requires them: MinIO, Ceph and older servers refuse the
    // trailing checksums the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: Math.min(options.timeoutMs, 5000),
      requestTimeout: options.timeoutMs,
    },
  });
  const { tempPath, withTempFile } = localTemp(options.tmpDir);
  const blobKey = (fileHash: string) => {
    if (!HASH.test(fileHash)) throw new Error(`not a file hash: ${fileHash}`);
    return `${prefix}${fileHash.slice(0, 2)}/${fileHash.slice(2, 4)}/${fileHash}`;
  };
  const namedKey = (name: string) => {
    if (!NAME.test(name)) throw new Error(`not a file name: ${name}`);
    return `${prefix}${name}`;
  };

  /** Runs a request; anything but an answer becomes `unavailable` (404 is the caller's). */
  async function send<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (notFound(error)) throw error;
      throw unavailable(error);
    }
  }

  async function exists(key: string) {
    try {
      await send(() => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  async function body(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const out = await send(() =>
      client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      ),
    );
    return out.Body as Readable;
  }

  async function openObject(key: string): Promise<BlobReader | undefined> {
    let size: number;
    try {
      const head = await send(() =>
        client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
      );
      size = head.ContentLength ?? 0;
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
    const reader: BlobReader = {
      size,
      stream(range) {
        const out = new PassThrough();
        // An empty object has nothing to fetch (and no range of it exists).
        if (size === 0) return (out.end(), out);
        body(key, range).then(
          (bytes) => pipeline(bytes, out).catch(() => undefined), // the reader sees the error
          (error: unknown) => out.destroy(error as Error),
        );
        return out;
      },
      async bytes() {
        if (size === 0) return Buffer.alloc(0);
        const parts: Buffer[] = [];
        try {
          for await (const chunk of await body(key)) parts.push(chunk as Buffer);
        } catch (error) {
          throw notFound(error) ? error : unavailable(error);
        }
        return Buffer.concat(parts);
      },
      close: async () => undefined,
    };
    if (options.presignSeconds > 0)
      reader.location = ({ mediaType, disposition }) =>
        getSignedUrl(
          client,
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ResponseContentType: mediaType,
            ResponseContentDisposition: disposition,
            ResponseCacheControl: 'public, max-age=31536000, immutable',
          }),
          { expiresIn: options.presignSeconds },
        );
    return reader;
  }

  /** Uploads a local file under key: whole, or (large) in parts, aborted on failure. */
  async function upload(file: string, key: string) {
    await send(() =>
      new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: createReadStream(file) },
        partSize: PART_BYTES,
        queueSize: 2,
      }).done(),
    );
  }

  /** Every key under a prefix (all pages). */
  async function keysUnder(keyPrefix: string) {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await send(() =>
        client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: keyPrefix, ContinuationToken: token }),
        ),
      );
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  const removeKey = (key: string) =>
    send(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));

  return {
    open: (fileHash) => openObject(blobKey(fileHash)),
    has: (fileHash) => exists(blobKey(fileHash)),
    async put(bytes) {
      const fileHash = createHash('sha256').update(bytes).digest('hex');
      const key = blobKey(fileHash);
      if (!(await exists(key)))
        await send(() =>
          client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes })),
        );
      return { fileHash, size: bytes.byteLength };
    },
    stage: async (source, limit, tooLarge) =>
      stageLocally(source, await tempPath(), limit, tooLarge, async (fileHash, localPath) => {
        const key = blobKey(fileHash);
        if (!(await exists(key))) await upload(localPath, key);
      }),
    remove: async (fileHash) => {
      await removeKey(blobKey(fileHash));
    },
    async withLocalFile(fileHash, use) {
      const key = blobKey(fileHash);
      return withTempFile(async (tmp) => {
        try {
          await pipeline(await body(key), createWriteStream(tmp));
        } catch (error) {
          if (!notFound(error)) throw error;
          throw Object.assign(new Error(`no blob ${fileHash}`), { code: 'ENOENT' });
        }
        return use(tmp);
      });
    },
    withTempFile,
    named: {
      open: (name) => openObject(namedKey(name)),
      async list(folder) {
        // Children from every key under the folder, not by delimiter: some S3 servers
        // (s3rver) leave out common prefixes more than one level down.
        const under = `${namedKey(folder)}/`;
        const keys = await keysUnder(under);
        return [...new Set(keys.map((key) => key.slice(under.length).split('/')[0]!))];
      },
      async keep(tmp, name) {
        await upload(tmp, namedKey(name));
        await rm(tmp, { force: true });
      },
      async removeFolder(folder) {
        for (const key of await keysUnder(`${namedKey(folder)}/`)) await removeKey(key);
      },
      remove: async (name) => {
        await removeKey(namedKey(name));
      },
    },
    sweep: () => sweepTemporaries(options.tmpDir),
  };
}
