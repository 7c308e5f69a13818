/**
 * HTTP edge of the error reports: POST /v1/errors from anyone (small bodies, limited per
 * client), GET /v1/errors and DELETE /v1/errors/{fingerprint} for administrators.
 */
import {
  ApiError,
  ERROR_GROUPS_MAX_LIMIT,
  ErrorGroupParams,
  ErrorGroupsAnswer,
  ErrorGroupsQuery,
  ErrorReport,
  ErrorReportAccepted,
} from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../access';
import { checkText } from '../input-text';
import type { ReportsService } from './reports.service';

/** The largest report the schema allows is about 11 KB of text. */
const REPORT_BODY_LIMIT = 16 * 1024;

export const reportsRoutes =
  (service: ReportsService, { perMinute }: { perMinute: number }): FastifyPluginAsync =>
  async (app) => {
    app.addHook('preHandler', async (request) => {
      if (request.body && typeof request.body === 'object') checkText(request.body, '');
    });

    app.post<{ Body: ErrorReport }>(
      '/v1/errors',
      {
        bodyLimit: REPORT_BODY_LIMIT,
        // Read by @fastify/rate-limit when RATE_LIMIT is on (edge/rate-limits.ts).
        config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
        schema: {
          operationId: 'reportError',
          tags: ['error reports'],
          summary: 'Report an error of the web app (sent only with Diagnostics consent)',
          description:
            'No personal data: the route without query, browser name and major version. ' +
            'E-mail addresses, tokens and the queries of addresses are removed before storing.',
          body: ErrorReport,
          response: { 202: ErrorReportAccepted, 400: ApiError, 413: ApiError, 429: ApiError },
        },
      },
      async (request, reply) => {
        const fingerprint = await service.report(request.body);
        return reply.code(202).send({ fingerprint });
      },
    );

    app.get<{ Querystring: ErrorGroupsQuery }>(
      '/v1/errors',
      {
        schema: {
          operationId: 'listErrorGroups',
          tags: ['error reports'],
          summary: 'The most recently seen error groups (administrators)',
          querystring: ErrorGroupsQuery,
          response: { 200: ErrorGroupsAnswer, 400: ApiError, 401: ApiError, 403: ApiError },
        },
      },
      async (request) =>
        service.groups(callerOf(request), Number(request.query.limit ?? ERROR_GROUPS_MAX_LIMIT)),
    );

    app.delete<{ Params: ErrorGroupParams }>(
      '/v1/errors/:fingerprint',
      {
        schema: {
          operationId: 'deleteErrorGroup',
          tags: ['error reports'],
          summary: 'Remove an error group (administrators)',
          params: ErrorGroupParams,
          response: {
            204: { type: 'null' },
            400: ApiError,
            401: ApiError,
            403: ApiError,
            404: ApiError,
          },
        },
      },
      async (request, reply) => {
        await service.remove(callerOf(request), request.params.fingerprint);
        return reply.code(204).send();
      },
    );
  };
