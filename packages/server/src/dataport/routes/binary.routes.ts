/** GET /v1/{id} and /v1/{id}/original: the stored bytes, cacheable for ever. */
import { ApiError, CdQuery, DataportId } from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import type { DataportRouteDeps } from '../dataport.routes';
import { metaOf } from '../dataport.mapper';
import { sendBlob } from '../send-blob';
import { contentDisposition } from './disposition';

export const Params = Type.Object({ dataport_id: DataportId });
const Query = Type.Object({ cd: CdQuery }, { additionalProperties: false });

export const binaryRoutes =
  ({ files }: DataportRouteDeps): FastifyPluginAsync =>
  async (app) => {
    for (const suffix of ['', '/original']) {
      app.get<{ Params: Static<typeof Params>; Querystring: Static<typeof Query> }>(
        `/v1/:dataport_id${suffix}`,
        {
          schema: {
            tags: ['dataport'],
            summary: suffix ? 'The original file as uploaded' : 'The file',
            description:
              'cd=inline|attachment adds Content-Disposition with the file name; ETag is the ' +
              'file hash (If-None-Match answers 304); single byte ranges answer 206.',
            params: Params,
            querystring: Query,
            response: { 400: ApiError, 404: ApiError },
          },
        },
        async (request, reply) => {
          const row = await files.required(request.params.dataport_id);
          const cd = request.query.cd ?? metaOf(row).additional_headers?.content_disposition;
          const filename =
            metaOf(row).additional_headers?.filename ?? row.filename ?? row.dataport_id;
          return sendBlob(request, reply, {
            path: files.blobPath(row.file_hash),
            etag: row.file_hash,
            mediaType: row.media_type,
            disposition: cd && contentDisposition(cd, filename),
          });
        },
      );
    }
  };
