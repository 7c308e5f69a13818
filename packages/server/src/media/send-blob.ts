/**
 * Sends stored bytes with HTTP caching done right for immutable content: ETag is the file
 * hash, If-None-Match answers 304, a single Range answers 206, several or unsatisfiable
 * ranges 416 / the whole file. A bucket told to redirect answers 302 to a presigned URL
 * instead of the bytes (after the 304 check, which needs no bytes); the local folder behind
 * nginx answers X-Accel-Redirect and nginx sends them (docs/OPERATIONS.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { BlobReader } from '../blobs';
import { notFound } from '../errors';

export interface BlobAnswer {
  /** Opens the bytes (undefined: they are gone, 404); not called for a 304 or bytes in memory. */
  open?: () => Promise<BlobReader | undefined>;
  /** The validator: a file hash, or a derived file's key hash. */
  etag: string;
  mediaType: string;
  disposition?: string;
  /** The bytes already in memory (small derived files): no disk access at all. */
  bytes?: Buffer;
}

/**
 * Every dataport answer: a file opened directly is a sandboxed document with an opaque origin
 * that may load nothing, so an uploaded SVG, XML or HTML file cannot run script as the app.
 * Images still display in <img> (a CSP applies to documents, not to embedded images).
 */
export const FILE_CSP = "sandbox; default-src 'none'";

/** Sets FILE_CSP on every answer of the routes registered in this plugin scope. */
export function sandboxAnswers(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Content-Security-Policy', FILE_CSP);
  });
}

/**
 * Types a browser would run as a document (script in SVG, XHTML in XML, HTML): opened
 * directly they download unless asked for inline (harmless then, under FILE_CSP).
 */
const ACTIVE =
  /^(image\/svg\+xml|application\/([\w.+-]+\+)?xml|text\/(html|xml|javascript)|application\/(xhtml\+xml|javascript|ecmascript))\b/i;

/** The disposition a file gets when the request and its annotations name none. */
export const defaultDisposition = (mediaType: string): 'attachment' | undefined =>
  ACTIVE.test(mediaType) ? 'attachment' : undefined;

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string) {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
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
  // Opened once: what is sent is what was measured, even if the bytes are deleted meanwhile.
  const handle = blob.bytes ? undefined : await blob.open?.();
  if (!blob.bytes && !handle) throw notFound('File');
  if (handle?.location) {
    // A bucket told to redirect: the client fetches the bytes (and ranges) from it directly.
    // The address expires, so the redirect itself is cached only briefly.
    const location = await handle.location({
      mediaType: blob.mediaType,
      disposition: blob.disposition,
    });
    await handle.close();
    reply.header('Cache-Control', 'private, max-age=60');
    return reply.redirect(location, 302);
  }
  try {
    const size = handle ? handle.size : blob.bytes!.length;
    reply.type(blob.mediaType);
    if (blob.disposition) reply.header('Content-Disposition', blob.disposition);
    if (handle?.accelPath) {
      // nginx sends the file (ranges included) from the folder it shares with us; it keeps
      // these headers (deploy/nginx/vitrine.conf, location /_vitrine_files/).
      await handle.close();
      return reply.header('X-Accel-Redirect', handle.accelPath).send();
    }
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
    return reply.send(handle.stream(range));
  } catch (error) {
    await handle?.close();
    throw error;
  }
}
