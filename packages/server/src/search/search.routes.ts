/** HTTP edge of search: POST /v1/{models,collections,owners,tags}/search. */
import {
  ApiError,
  ENTITY_PLURAL,
  SearchAnswer,
  SearchRequest,
  type Entity,
} from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../access';
import { envelope } from '../envelope';
import { checkSurrogates } from '../input-text';
import type { SearchService } from './search.service';

const ENTITIES: Entity[] = ['model', 'collection', 'owner', 'tag'];

export const searchRoutes =
  (service: SearchService): FastifyPluginAsync =>
  async (app) => {
    // Text a client sends is echoed (bounce_token) and searched: an unpaired surrogate is a 400.
    app.addHook('preHandler', async (request) => checkSurrogates(request.body, ''));
    for (const entity of ENTITIES) {
      const plural = ENTITY_PLURAL[entity];
      app.post<{ Body: SearchRequest }>(
        `/v1/${plural}/search`,
        {
          schema: {
            tags: ['catalogue'],
            summary: `Search ${plural}: full text, filters, counters, autocompletion`,
            body: SearchRequest,
            response: { 200: SearchAnswer, 400: ApiError, 413: ApiError, 500: ApiError },
          },
        },
        async (request, reply) => {
          const answer = await service.search(entity, request.body, callerOf(request));
          return { ...envelope(reply, request.body), ...answer };
        },
      );
    }
  };
