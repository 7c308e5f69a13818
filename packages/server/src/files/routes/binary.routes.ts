/** GET /v1/{id} and /v1/{id}/original: the stored bytes, cacheable for ever. */
import { ApiError, CdQuery, DataportId } from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { contentDisposition, defaultDisposition, sendBlob } from '../../media/send-blob';
import type { FilesService } from '../files.types';

const Params = Type.Object({ dataport_id: DataportId });
const Query = Type.Object({ cd: CdQuery }, { additionalProperties: false });

/** What a stored file can be (its own media type is answered): for the OpenAPI document. */
const FILE_TYPES = [
  'application/octet-stream',
  'model/gltf-binary',
  'image/*',
  'application/pdf',
  'application/zip',
];

export const binaryRoutes =
  (files: FilesService): FastifyPluginAsync =>
  async (app) => {
    for (const suffix of ['', '/original']) {
      app.get<{ Params: Static<typeof Params>; Querystring: Static<typeof Query> }>(
        `/v1/:dataport_id${suffix}`,
        {
          config: { openapi: { download: FILE_TYPES } },
          schema: {
            operationId: suffix ? 'getOriginalFile' : 'getFile',
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
          const file = await files.open(request.params.dataport_id);
          const cd =
            request.query.cd ?? file.contentDisposition ?? defaultDisposition(file.mediaType);
          return sendBlob(request, reply, {
            open: () => file.read(),
            etag: file.fileHash,
            mediaType: file.mediaType,
            disposition: cd && contentDisposition(cd, file.downloadName),
          });
        },
      );
    }
  };
