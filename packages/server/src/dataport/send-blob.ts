/**
 * Sends stored bytes with HTTP caching done right for immutable content: ETag is the file
 * hash, If-None-Match answers 304, a single Range answers 206, several or unsatisfiable
 * ranges 416 / the whole file.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';

export interface BlobAnswer {
  path: string;
  /** The validator: a file hash, or a derived file's key hash. */
  etag: string;
  mediaType: string;
  disposition?: string;
  /** The bytes already in memory (small derived files): no disk access at all. */
  bytes?: Buffer;
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
  const size = blob.bytes ? blob.bytes.length : (await stat(blob.path)).size;
  reply.type(blob.mediaType);
  if (blob.disposition) reply.header('Content-Disposition', blob.disposition);
  const rangeHeader = request.headers.range;
  if (rangeHeader) {
    const ranges = parseRange(size, rangeHeader, { combine: true });
    if (ranges === -1) {
      return reply.status(416).header('Content-Range', `bytes */${size}`).send();
    }
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
      const { start, end } = ranges[0]!;
      reply.status(206);
      reply.header('Content-Range', `bytes ${start}-${end}/${size}`);
      reply.header('Content-Length', end - start + 1);
      return reply.send(
        blob.bytes
          ? blob.bytes.subarray(start, end + 1)
          : createReadStream(blob.path, { start, end }),
      );
    }
  }
  reply.header('Content-Length', size);
  return reply.send(blob.bytes ?? createReadStream(blob.path));
}
