/** HTTP edge of the derive service: imagine, substance and cadify (made once, cached) and GET service. */
import {
  ApiError,
  CadifyQuery,
  DataportId,
  ImagineQuery,
  ServiceAnswer,
  SubstanceQuery,
} from '@vitrine/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { contentDisposition, sandboxAnswers, sendBlob } from '../media/send-blob';
import { ApiFailure } from '../errors';
import type { Derivation, DeriveService } from './derive.service';
import { RETRY_AFTER_SECONDS } from './render-queue';

const Params = Type.Object({ dataport_id: DataportId });

const errors = { 400: ApiError, 404: ApiError, 422: ApiError, 503: ApiError };

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  { file, filename }: Derivation,
  cd: 'inline' | 'attachment' | undefined,
) {
  return sendBlob(request, reply, {
    open: () => file.open(),
    etag: file.etag,
    mediaType: file.mediaType,
    bytes: file.bytes,
    disposition: cd && contentDisposition(cd, filename),
  });
}

export const deriveRoutes =
  (derive: DeriveService): FastifyPluginAsync =>
  async (app) => {
    sandboxAnswers(app);
    const route = <Q extends TSchema>(
      [name, operationId, download]: [string, string, readonly string[]],
      querystring: Q,
      description: string,
      run: (id: string, query: Static<Q>, client: string) => Promise<Derivation>,
      defaultCd?: 'attachment',
    ) =>
      app.get<{ Params: Static<typeof Params>; Querystring: Static<Q> }>(
        `/v1/:dataport_id/${name}`,
        {
          config: { openapi: { download } },
          schema: {
            operationId,
            tags: ['dataport'],
            summary: description,
            params: Params,
            querystring,
            response: errors,
          },
        },
        async (request, reply) => {
          const derivation = await run(
            request.params.dataport_id,
            request.query as Static<Q>,
            request.ip,
          ).catch((error: unknown) => {
            // A full render line: the client is told when to try again.
            if (error instanceof ApiFailure && error.httpStatus === 503)
              reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
            throw error;
          });
          const cd = (request.query as { cd?: 'inline' | 'attachment' }).cd ?? defaultCd;
          return send(request, reply, derivation, cd);
        },
      );

    route(
      ['imagine', 'getImage', ['image/jpeg', 'image/webp', 'image/png', 'image/avif']],
      ImagineQuery,
      "The image (or a 3D model's rendered preview) scaled to w x h (default 350x300); t = fit mode crop|fit|pad and format jpg|webp|png|avif, comma-separated",
      (id, query, client) => derive.imagine(id, query, client),
    );
    route(
      ['substance', 'getMaterial', ['image/*', 'application/zip']],
      SubstanceQuery,
      'A material map (t = texture, normal, metallic, roughness) in format f at w x h, or t=package: the whole material as a zip',
      (id, query, client) => derive.substance(id, query, client),
    );
    route(
      [
        'cadify',
        'convertModel',
        [
          'model/gltf-binary',
          'model/gltf+json',
          'model/obj',
          'model/stl',
          'model/vnd.usdz+zip',
          'application/octet-stream',
        ],
      ],
      CadifyQuery,
      "The 3D file converted to format f; ext sets the download name's extension",
      (id, query) => derive.cadify(id, query),
      'attachment',
    );

    app.get(
      '/v1/service',
      {
        schema: {
          operationId: 'getFileService',
          tags: ['dataport'],
          summary: 'What this file service reads and produces',
          response: { 200: ServiceAnswer },
        },
      },
      async () => derive.describe(),
    );
  };
