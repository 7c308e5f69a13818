/**
 * The OpenAPI document at /api/docs (JSON: /api/docs/json), complete enough for a client to
 * be generated from it (docs/API.md, packages/api-client). Filled in one place, from what the
 * routes already say, without changing how a route validates or answers:
 *
 * - operationId: the route's own (`schema.operationId`), or the rule of operation-ids.ts;
 * - security: a route that can answer 401 needs a token (an OIDC access token or a personal
 *   API token, both as `Authorization: Bearer`); any other route takes one optionally;
 * - downloads: a route whose answer is a file says its media types in its config
 *   (`config: { openapi: { download: ['image/*'] } }`): a 200 of binary content;
 * - multipart uploads: the form's parts in config (`openapi: { form: { file: 'binary' } }`);
 * - each answer is described by its status's name ('OK', 'Not Found') unless it says more;
 * - components: the contracts' schemas, referred to by name (components.ts);
 * - a route without any schema (the web app's pages, redirects) is not part of the API: left out.
 */
import { STATUS_CODES } from 'node:http';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { contractSchemas, referComponents } from './components';
import { operationIdOf } from './operation-ids';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the OpenAPI document says of a route beyond its schema (openapi/). */
    openapi?: {
      /** The answer is a file of one of these media types (a 200 of binary content). */
      download?: readonly string[];
      /** A multipart/form-data body with these parts (the schema cannot say it: no body). */
      form?: Record<string, 'binary' | 'string'>;
    };
  }
}

export interface OpenapiOptions {
  title: string;
  version: string;
  description: string;
}

const BINARY = { type: 'string', format: 'binary' };

/** Either token, or (for a route that does not need one) none. */
const TOKENS: Array<Record<string, string[]>> = [{ accessToken: [] }, { apiToken: [] }];

const SECURITY_SCHEMES = {
  accessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "An OpenID Connect access token from the login (the web app's); also accepted in the X-Authorization-Pcon-Login header.",
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'vtr_…',
    description:
      'A personal API token (`vtr_…`), made on the account page or with POST /api/users/v1/me/tokens: the rights of its owner, limited to the brands it was made for (docs/API.md).',
  },
} as const;

const transform: SwaggerTransform = ({ schema, url, route }) => {
  if (!schema) return { schema: { hide: true }, url };
  const given = schema as FastifySchema & { response?: Record<string, unknown> };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const response: Record<string, unknown> = {};
  for (const [code, answer] of Object.entries(given.response ?? {})) {
    const { description } = (answer ?? {}) as { description?: unknown };
    // Read (and dropped from the schema) by @fastify/swagger: the schema stays the contract's.
    response[code] =
      description || !STATUS_CODES[code]
        ? answer
        : { ...(answer as object), 'x-response-description': STATUS_CODES[code] };
  }
  const { download, form } = route.config?.openapi ?? {};
  if (download) {
    response[200] = {
      description: 'The file, in its own media type',
      content: Object.fromEntries(download.map((type) => [type, { schema: BINARY }])),
    };
  }
  const needsToken = Object.keys(response).includes('401');
  const openapiSchema: FastifySchema & Record<string, unknown> = {
    ...given,
    operationId: given.operationId ?? operationIdOf(String(methods[0]), url),
    security: given.security ?? (needsToken ? TOKENS : [{}, ...TOKENS]),
    ...(Object.keys(response).length ? { response } : {}),
    ...(form
      ? {
          body: {
            type: 'object',
            required: Object.keys(form),
            properties: Object.fromEntries(
              Object.entries(form).map(([part, kind]) => [
                part,
                kind === 'binary' ? BINARY : { type: 'string' },
              ]),
            ),
          },
        }
      : {}),
  };
  return { schema: openapiSchema, url };
};

/** @fastify/swagger and its UI at /api/docs, with the document completed as above. */
export const openapi = (options: OpenapiOptions): FastifyPluginAsync =>
  fp(async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: options.title, version: options.version, description: options.description },
        components: {
          securitySchemes: SECURITY_SCHEMES,
          // Converted to OpenAPI like the routes' schemas; unused ones are dropped at the end.
          schemas: contractSchemas() as never,
        },
      },
      transform,
      transformObject: (document) =>
        'openapiObject' in document
          ? referComponents(document.openapiObject)
          : document.swaggerObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });
