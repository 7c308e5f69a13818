/**
 * HTTP edge of the product information service: schemas, the token check, the service, and
 * the mapper that turns stored dataport ids into this deployment's file-service URLs.
 */
import {
  ApiError,
  PimCategoriesAnswer,
  PimCategoriesRequest,
  PimItemsAnswer,
  PimItemsRequest,
} from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../access';
import { createPimMapper } from './pim.mapper';
import type { PimService } from './pim.service';
import { checkText } from '../input-text';

const HEADERS = {
  type: 'object',
  properties: { authorization: { type: 'string' } },
};
const errors = { 400: ApiError, 401: ApiError };
const DESCRIPTION =
  'Needs Authorization: Bearer with a login token or a public token ' +
  '(GET /auth/ext_auth/public_user_token?client_id=); without one: 401 _401_token_required.';

export const pimRoutes =
  (service: PimService, { dataportBase }: { dataportBase: string }): FastifyPluginAsync =>
  async (app) => {
    // Bodies hold only text PostgreSQL can store: NUL or a lone surrogate is a 400 naming its field.
    app.addHook('preHandler', async (request) => {
      if (request.body && typeof request.body === 'object') checkText(request.body, '');
    });
    const toItem = createPimMapper(dataportBase);
    // A token is checked before the body is read (access/): no token, no parsing.
    const config = { access: 'token' } as const;

    app.post<{ Body: PimCategoriesRequest }>(
      '/v1/categories/query',
      {
        config,
        schema: {
          tags: ['product information'],
          summary: "An article's product information categories",
          description: DESCRIPTION,
          headers: HEADERS,
          body: PimCategoriesRequest,
          response: { 200: PimCategoriesAnswer, ...errors },
        },
      },
      async (request) => service.categories(request.body, callerOf(request)),
    );

    app.post<{ Body: PimItemsRequest }>(
      '/v1/product_information/query',
      {
        config,
        schema: {
          tags: ['product information'],
          summary: "An article's product information items (documents, images, texts, contacts)",
          description: DESCRIPTION,
          headers: HEADERS,
          body: PimItemsRequest,
          response: { 200: PimItemsAnswer, ...errors },
        },
      },
      async (request) => {
        const { rows, total, language } = await service.items(request.body, callerOf(request));
        return { results: rows.map(toItem), total, language };
      },
    );
  };
