/**
 * HTTP edge of the statistics: POST /matomo.php takes requests of the Matomo tracking API
 * from anyone (the web app sends them only with Statistics consent), in small bodies and
 * limited per client. sendBeacon sends text/plain; Matomo's own tracker sends form bodies;
 * both are read as text here, and JSON bodies (bulk tracking) as JSON.
 */
import {
  ApiError,
  BrandInsights,
  CatalogueInsights,
  InsightsBrandParams,
  InsightsPeriodQuery,
  InsightsTracked,
} from '@vitrine/contracts';
import { callerOf } from '../access';
import type { FastifyPluginAsync } from 'fastify';
import type { InsightsService } from './insights.service';
import { eventsOfBody, MAX_BULK_REQUESTS } from './tracking-request';

/** 100 requests of a few hundred characters each. */
export const TRACKING_BODY_LIMIT = 64 * 1024;

export const insightsRoutes =
  (service: InsightsService, { perMinute }: { perMinute: number }): FastifyPluginAsync =>
  async (app) => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      app.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: TRACKING_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
    }
    service.start();
    app.addHook('onClose', async () => service.stop());

    app.post<{ Querystring: Record<string, string> }>(
      '/matomo.php',
      {
        bodyLimit: TRACKING_BODY_LIMIT,
        // Read by @fastify/rate-limit when RATE_LIMIT is on (edge/rate-limits.ts).
        config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
        schema: {
          operationId: 'trackMatomo',
          tags: ['insights'],
          summary: 'Record page views, searches and events (Matomo tracking API)',
          description:
            'One request as a query string (address or form body), or bulk: ' +
            `{"requests": ["?idsite=1&rec=1&...", ...]} with at most ${MAX_BULK_REQUESTS}. ` +
            'No cookie is read or set; the address is truncated before storing.',
          response: { 200: InsightsTracked, 400: ApiError, 413: ApiError, 429: ApiError },
        },
      },
      async (request) => {
        const events = eventsOfBody(request.body, request.query);
        await service.track(events, request.ip);
        return { status: 'success', tracked: events.length, invalid: 0 };
      },
    );

    const answers = { 400: ApiError, 401: ApiError, 403: ApiError };
    app.get<{ Params: InsightsBrandParams; Querystring: InsightsPeriodQuery }>(
      '/v1/brands/:ownerId',
      {
        config: { access: 'login' },
        schema: {
          operationId: 'getBrandInsights',
          tags: ['insights'],
          summary:
            "A brand's figures over a period and the one before (its owners, administrators)",
          params: InsightsBrandParams,
          querystring: InsightsPeriodQuery,
          response: { 200: BrandInsights, ...answers },
        },
      },
      async (request) => service.brand(callerOf(request), request.params.ownerId, request.query),
    );

    app.get<{ Querystring: InsightsPeriodQuery }>(
      '/v1/catalogue',
      {
        config: { access: 'login' },
        schema: {
          operationId: 'getCatalogueInsights',
          tags: ['insights'],
          summary: 'Top and zero-result searches, busiest brands (administrators)',
          querystring: InsightsPeriodQuery,
          response: { 200: CatalogueInsights, ...answers },
        },
      },
      async (request) => service.catalogue(callerOf(request), request.query),
    );
  };
