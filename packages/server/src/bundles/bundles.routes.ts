/**
 * List downloads under the file service's base path: POST /v1/bundles makes one (logged-in
 * users, or anyone with a working share link of the list: access/ bundleMakerOf), GET /v1/bundles/:bundle_id says how far it is, GET /v1/bundles/:bundle_id/zip
 * streams it. The two GETs are keyed by the bundle's random id alone: the browser opens the
 * zip link itself, without the login token.
 */
import { ApiError, BundleRequest, BundleStatus } from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { callerOf } from '../access';
import { checkText } from '../input-text';
import { contentDisposition } from '../media/send-blob';
import type { BundlesService } from './bundles.service';

const Params = Type.Object({ bundle_id: Type.String({ minLength: 1, maxLength: 64 }) });
type Params = Static<typeof Params>;
const errors = { 400: ApiError, 401: ApiError, 404: ApiError, 410: ApiError };

export const bundlesRoutes =
  (bundles: BundlesService): FastifyPluginAsync =>
  async (app) => {
    // Names and labels hold only text PostgreSQL can store: NUL or a lone surrogate is a 400.
    app.addHook('preHandler', async (request) => {
      if (request.body && typeof request.body === 'object') checkText(request.body, '');
    });
    app.post<{ Body: BundleRequest }>(
      '/v1/bundles',
      {
        // Who may is decided by the service: a login, or a share link in the body.
        schema: {
          operationId: 'createBundle',
          tags: ['dataport'],
          summary: 'Makes a list download: one zip of many files, converted where asked',
          body: BundleRequest,
          response: { 200: BundleStatus, ...errors },
        },
      },
      async (request) => bundles.create(callerOf(request), request.body),
    );

    app.get<{ Params: Params }>(
      '/v1/bundles/:bundle_id',
      {
        schema: {
          operationId: 'getBundle',
          tags: ['dataport'],
          summary: "A list download's progress and the items that could not go in",
          params: Params,
          response: { 200: BundleStatus, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return bundles.status(request.params.bundle_id);
      },
    );

    app.get<{ Params: Params }>(
      '/v1/bundles/:bundle_id/zip',
      {
        config: { openapi: { download: ['application/zip'] } },
        schema: {
          operationId: 'downloadBundle',
          tags: ['dataport'],
          summary: 'The list download as a zip, streamed as it is made (REPORT.txt last)',
          params: Params,
          response: errors,
        },
      },
      async (request, reply) => {
        const { filename, body } = await bundles.open(request.params.bundle_id);
        return reply
          .type('application/zip')
          .header('content-disposition', contentDisposition('attachment', filename))
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  };
