/**
 * GET /server.json (spec 02 s.7: status.code and specification.fallback) and
 * GET {SITE_BASE_PATH}/v1/legal/{language}/{key}: the operator's legal text, sanitised HTML.
 * Both are public: every visitor's app reads them.
 */
import {
  ApiError,
  LegalText,
  LegalTextParams,
  SERVER_STATUS_PATH,
  ServerStatus,
} from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Site } from './site';

export const siteRoutes =
  (site: Site, { basePath }: { basePath: string }): FastifyPluginAsync =>
  async (app) => {
    app.get(
      SERVER_STATUS_PATH,
      {
        schema: {
          operationId: 'getServerStatus',
          tags: ['site'],
          summary: 'The server status and its fallback servers (spec 02 s.7)',
          description:
            'status.code is "ok" while the server serves normally; with another code the app ' +
            'moves to a random server of specification.fallback, if any. The app reads it at ' +
            'start and every 300,000 ms.',
          response: { 200: ServerStatus },
        },
      },
      async (_request, reply) => {
        // Clients poll it to learn of maintenance: never from a cache.
        reply.header('Cache-Control', 'no-cache');
        return site.status();
      },
    );

    app.get<{ Params: LegalTextParams }>(
      `${basePath}/v1/legal/:language/:key`,
      {
        schema: {
          operationId: 'getLegalText',
          tags: ['site'],
          summary: "A legal text in a language: the operator's file, as sanitised HTML",
          description:
            'key: legal-notice, terms-of-use or privacy-policy. A language without its own ' +
            'text gets English, else another language (answer field language).',
          params: LegalTextParams,
          response: { 200: LegalText, 400: ApiError, 404: ApiError },
        },
      },
      async (request, reply) => {
        // A replaced text reaches visitors within five minutes.
        reply.header('Cache-Control', 'public, max-age=300');
        return site.legalText(request.params.language, request.params.key);
      },
    );
  };
