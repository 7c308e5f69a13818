/**
 * Sends stored bytes with HTTP caching done right for immutable content: ETag is the file
 * hash, If-None-Match answers 304, a single Range answers 206, several or unsatisfiable
 * ranges 416 / the whole file.
 */
import { open, type FileHandle } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { notFound } from '../errors';

export interface BlobAnswer {
  path: string;
  /** The validator: a file hash, or a derived file's key hash. */
  etag: string;
  mediaType: string;
  disposition?: string;
  /** The bytes already in memory (small derived files): no disk access at all. */
  bytes?: Buffer;
}

/**
 * The file opened for reading: what is sent is what was measured, even if the file is
 * deleted meanwhile; a file already gone (deleted since its row was read) is a 404.
 */
async function openBlob(file: string): Promise<FileHandle> {
  try {
    return await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('File');
    throw error;
  }
}

export async function sendBlob(request: FastifyRequest, reply: FastifyReply, blob: BlobAnswer) {
  const etag = `"${blob.etag}"`;
  reply.header('ETag', etag);
  // The bytes behind a hash never change: cache them for a year.
  reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  reply.header('Accept-Ranges', 'bytes');
  reply.header('X-Content-Type-Options', 'nosniff');
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  ) {
    return reply.status(304).send();
  }
  const handle = blob.bytes ? undefined : await openBlob(blob.path);
  try {
    const size = handle ? (await handle.stat()).size : blob.bytes!.length;
    reply.type(blob.mediaType);
    if (blob.disposition) reply.header('Content-Disposition', blob.disposition);
    let range: { start: number; end: number } | undefined;
    const rangeHeader = request.headers.range;
    if (rangeHeader) {
      const ranges = parseRange(size, rangeHeader, { combine: true });
      if (ranges === -1) {
        await handle?.close();
        return reply.status(416).header('Content-Range', `bytes */${size}`).send();
      }
      if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
        range = ranges[0]!;
        reply.status(206);
        reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      }
    }
    reply.header('Content-Length', range ? range.end - range.start + 1 : size);
    if (!handle) {
      const bytes = blob.bytes!;
      return reply.send(range ? bytes.subarray(range.start, range.end + 1) : bytes);
    }
    // The stream closes the file when it ends, fails or is destroyed (client gone, HEAD).
    return reply.send(handle.createReadStream(range ?? {}));
  } catch (error) {
    await handle?.close();
    throw error;
  }
}
