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

/**
 * Reads `file` from `dir` and puts `element` ahead of its <title>, or ahead of the block a
 * link preview replaces (withHead), so a preview never takes the element away.
 */
export async function loadPage(dir: string, file: string, element: string): Promise<Page> {
  const html = await readFile(path.join(dir, file), 'utf8');
  if (!html.includes('<title>')) throw new Error(`${file} in ${dir} has no <title>`);
  const anchor = PREVIEW_BLOCK.exec(html)?.[0] ?? '<title>';
  const filled = Buffer.from(html.replace(anchor, () => `${element}\n    ${anchor}`));
  return {
    html: filled.toString('utf8'),
    bodies: {
      identity: filled,
      br: brotliCompressSync(filled, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: filled.length,
        },
      }),
      gzip: gzipSync(filled, { level: 9 }),
    },
    tag: createHash('sha256').update(filled).digest('base64url').slice(0, 22),
  };
}

// No cache: the header is the client's to vary, and a cache of it would only grow.
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** Sends `page` in the best encoding the browser accepts, or a 304 when it has it. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  const accepted = request.headers['accept-encoding'];
  const encoding = (accepted && encodings.negotiate(accepted)) || 'identity';
  const etag = `"${page.tag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', etag);
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
    return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(page.bodies[encoding]);
}

/**
 * The page with `head` in place of its default title and tags: the block between
 * `<!-- preview` and `<!-- /preview -->` (index.html), else its <title>.
 */
export function withHead(html: string, head: string): string {
  if (PREVIEW_BLOCK.test(html)) return html.replace(PREVIEW_BLOCK, () => head);
  return html.replace(/<title>[^<]*<\/title>/, () => head);
}

/**
 * Sends the page with `head` in place of its <title> (a link preview's tags), or with a
 * status of its own (404): made per request, compressed fast, never answered with a 304.
 */
export function sendVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  variant: { status?: number; head?: string },
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
