/**
 * Personal API tokens (docs/API.md "API tokens"): GET and POST /v1/me/tokens, DELETE
 * /v1/me/tokens/:id. A browser login only: a request made with an API token is refused (403).
 */
import { ApiError } from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../access';
import {
  MAX_TOKEN_DAYS,
  MAX_TOKEN_NAME,
  type ApiTokenCreate,
  type createApiTokensService,
} from './api-tokens.service';

const errors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  429: ApiError,
  500: ApiError,
};

const TOKEN = {
  type: 'object',
  required: ['id', 'name', 'owner_ids', 'created_at', 'expires_at', 'last_used_at'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    owner_ids: { type: ['array', 'null'], items: { type: 'string' } },
    created_at: { type: 'string' },
    expires_at: { type: ['string', 'null'] },
    last_used_at: { type: ['string', 'null'] },
  },
};

const CREATE = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: MAX_TOKEN_NAME },
    owner_ids: {
      type: ['array', 'null'],
      maxItems: 200,
      items: { type: 'string', minLength: 1, maxLength: 200 },
    },
    expires_in_days: { type: ['integer', 'null'], minimum: 1, maximum: MAX_TOKEN_DAYS },
  },
};

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const apiTokenRoutes =
  (tokens: ReturnType<typeof createApiTokensService>): FastifyPluginAsync =>
  async (app) => {
    const config = { access: 'login' as const };
    app.get(
      '/v1/me/tokens',
      {
        config,
        schema: {
          operationId: 'listApiTokens',
          tags: ['users'],
          summary: "The caller's API tokens (never their secrets)",
          response: {
            200: {
              type: 'object',
              required: ['tokens'],
              properties: { tokens: { type: 'array', items: TOKEN } },
            },
            ...errors,
          },
        },
      },
      async (request) => ({ tokens: await tokens.list(callerOf(request)) }),
    );
    app.post<{ Body: Partial<ApiTokenCreate> }>(
      '/v1/me/tokens',
      {
        config,
        schema: {
          operationId: 'createApiToken',
          tags: ['users'],
          summary: 'Makes an API token; its secret is answered this once',
          body: CREATE,
          response: {
            200: {
              type: 'object',
              required: ['token', 'secret'],
              properties: { token: TOKEN, secret: { type: 'string' } },
            },
            ...errors,
          },
        },
      },
      async (request) =>
        tokens.create(callerOf(request), {
          name: request.body.name!,
          owner_ids: request.body.owner_ids ?? null,
          expires_in_days: request.body.expires_in_days ?? null,
        }),
    );
    app.delete<{ Params: { id: string } }>(
      '/v1/me/tokens/:id',
      {
        config,
        schema: {
          operationId: 'revokeApiToken',
          tags: ['users'],
          summary: 'Revokes an API token at once',
          params: {
            type: 'object',
            properties: { id: { type: 'string', pattern: UUID } },
          },
          response: {
            200: {
              type: 'object',
              required: ['revoked'],
              properties: { revoked: { type: 'boolean' } },
            },
            ...errors,
          },
        },
      },
      async (request) => {
        await tokens.revoke(callerOf(request), request.params.id);
        return { revoked: true };
      },
    );
  };
