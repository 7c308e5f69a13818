/** HTTP edge of the file service: serving stored files. */
import { ApiError } from '@vitrine/contracts';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import type { BlobStore } from '../blobs/blob-store';
import { notFound } from '../errors';
import { DATAPORT_ID_PATTERN, type DataportService } from './dataport.service';
import { sendBlob } from './send-blob';

const Params = Type.Object({ dataport_id: Type.String({ pattern: DATAPORT_ID_PATTERN }) });
const Query = Type.Object(
  { cd: Type.Optional(Type.Union([Type.Literal('inline'), Type.Literal('attachment')])) },
  { additionalProperties: true },
);

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string) {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const dataportRoutes =
  (service: DataportService, blobs: BlobStore): FastifyPluginAsync =>
  async (app) => {
    for (const suffix of ['', '/original']) {
      app.get<{ Params: Static<typeof Params>; Querystring: Static<typeof Query> }>(
        `/v1/:dataport_id${suffix}`,
        {
          schema: {
            tags: ['dataport'],
            summary: suffix ? 'The original file as uploaded' : 'The file',
            params: Params,
            querystring: Query,
            response: { 400: ApiError, 404: ApiError },
          },
        },
        async (request, reply) => {
          const row = await service.get(request.params.dataport_id);
          if (!row) throw notFound(`Dataport ${request.params.dataport_id}`);
          const { cd } = request.query;
          return sendBlob(request, reply, {
            path: path.join(blobs.root, blobs.relativePath(row.file_hash)),
            fileHash: row.file_hash,
            mediaType: row.media_type,
            disposition: cd && contentDisposition(cd, row.filename ?? row.dataport_id),
          });
        },
      );
    }
  };
