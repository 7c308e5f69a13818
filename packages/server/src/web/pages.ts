/**
 * The web app's HTML pages (index.html, configurator.html) with the runtime settings in
 * them, read, filled and compressed once at start: each is a few KB, and a page request
 * then costs no disk read and no compression. The settings go in ahead of <title>, so
 * index.html's inline script (which stands right after the title and starts the first
 * page's requests) already finds them.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreviewHead } from './link-preview';

type Encoding = 'br' | 'gzip' | 'identity';

export interface Page {
  /** The filled page (for pages made per request: a 404, a link preview). */
  html: string;
  /** The filled page in each encoding. */
  bodies: Record<Encoding, Buffer>;
  /** A hash of the filled page, so a browser's revalidation costs a 304. */
  tag: string;
}

/** Where a link preview's tags go (index.html): the block they replace. */
const PREVIEW_BLOCK = /<!-- preview[^>]*-->[\s\S]*?<!-- \/preview -->/;
const TITLE = /<title>[^<]*<\/title>/;

/** Reads `file` from `dir` and puts `element` ahead of its <title>. */
export async function loadPage(dir: string, file: string, element: string): Promise<Page> {
  const html = await readFile(path.join(dir, file), 'utf8');
  if (!html.includes('<title>')) throw new Error(`${file} in ${dir} has no <title>`);
  return pageOf(html.replace('<title>', () => `${element}\n    <title>`));
}

/** Compression levels; the best by default, for the pages made once at start. */
export interface Compression {
  brotli: number;
  gzip: number;
}

/** A page ready to send: compressed in each encoding and hashed. */
export function pageOf(html: string, levels: Compression = { brotli: 11, gzip: 9 }): Page {
  const filled = Buffer.from(html);
  return {
    html,
    bodies: {
      identity: filled,
      br: brotliCompressSync(filled, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
          [constants.BROTLI_PARAM_SIZE_HINT]: filled.length,
        },
      }),
      gzip: gzipSync(filled, { level: levels.gzip }),
    },
    tag: createHash('sha256').update(filled).digest('base64url').slice(0, 22),
  };
}

// No cache: the header is the client's to vary, and a cache of it would only grow.
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/**
 * Sends `page` in the best encoding the browser accepts, or a 304 when it has it; `vary` names
 * the request headers the page was chosen by.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  vary = 'Accept-Encoding',
) {
  const accepted = request.headers['accept-encoding'];
  const encoding = (accepted && encodings.negotiate(accepted)) || 'identity';
  const etag = `"${page.tag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', vary)
    .header('ETag', etag);
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
    return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(page.bodies[encoding]);
}

/**
 * The page with a preview's title in place of its <title>, and its tags in place of the
 * block between `<!-- preview` and `<!-- /preview -->` (index.html's default tags), or after
 * the title when there is none. Only those two change: the runtime settings and the build's
 * early script around them stay.
 */
export function withHead(html: string, head: PreviewHead): string {
  const titled = html.replace(TITLE, () => head.title);
  if (PREVIEW_BLOCK.test(titled)) return titled.replace(PREVIEW_BLOCK, () => head.meta);
  return titled.replace(head.title, () => `${head.title}\n    ${head.meta}`);
}

/**
 * Sends the page with a link preview's title and tags (withHead), or with a status of its
 * own (404): made per request, compressed fast, never answered with a 304.
 */
export function sendVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  variant: { status?: number; head?: PreviewHead },
) {
  const html = variant.head ? withHead(page.html, variant.head) : page.html;
  const accepted = request.headers['accept-encoding'];
  const encoding = (accepted && encodings.negotiate(accepted)) || 'identity';
  const body = Buffer.from(html);
  reply
    .code(variant.status ?? 200)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding, Accept-Language');
  if (encoding === 'identity') return reply.send(body);
  return reply
    .header('Content-Encoding', encoding)
    .send(
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(body, { level: 6 }),
    );
}
