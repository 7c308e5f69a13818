/** HTTP edge of the catalogue service: schemas, caller, timing, bounce token. */
import {
  ApiError,
  CollectionsFetchAnswer,
  CollectionsListAnswer,
  ENTITY_PLURAL,
  FetchRequest,
  ImportStatus,
  ListRequest,
  ModelsFetchAnswer,
  ModelsListAnswer,
  OwnersFetchAnswer,
  OwnersListAnswer,
  OwnersListRequest,
  TagsFetchAnswer,
  TagsListAnswer,
  type Entity,
} from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TSchema } from 'typebox';
import { callerOf } from '../access';
import { envelope } from '../envelope';
import { checkSurrogates } from '../input-text';
import type { Catalogue } from './catalogue.service';

const HEADERS = {
  type: 'object',
  properties: {
    'x-authorization-pcon-login': { type: 'string' },
    'x-authorization-admission': { type: 'string' },
    'x-enable-apisight': { type: 'string' },
  },
};

const ROUTES: Array<{ entity: Entity; fetchAnswer: TSchema; listAnswer: TSchema }> = [
  { entity: 'model', fetchAnswer: ModelsFetchAnswer, listAnswer: ModelsListAnswer },
  { entity: 'collection', fetchAnswer: CollectionsFetchAnswer, listAnswer: CollectionsListAnswer },
  { entity: 'owner', fetchAnswer: OwnersFetchAnswer, listAnswer: OwnersListAnswer },
  { entity: 'tag', fetchAnswer: TagsFetchAnswer, listAnswer: TagsListAnswer },
];

const LIST_KEY: Record<Entity, string> = {
  model: 'model_ids',
  collection: 'collection_ids',
  owner: 'owner_ids',
  tag: 'tag_ids',
};

const errors = { 400: ApiError, 413: ApiError, 500: ApiError };
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']}');

export const catalogueRoutes =
  (service: Catalogue): FastifyPluginAsync =>
  async (app) => {
    // Text a client sends is echoed (bounce_token) and searched: an unpaired surrogate is a 400.
    app.addHook('preHandler', async (request) => checkSurrogates(request.body, ''));

    // Our extension beyond the spec: polled by the web app while a library import runs.
    app.get(
      '/v1/imports',
      {
        schema: {
          operationId: 'getImportStatus',
          tags: ['catalogue'],
          summary: 'Whether a library import is running',
          response: { 200: ImportStatus, 500: ApiError },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return service.imports.status();
      },
    );
    for (const { entity, fetchAnswer, listAnswer } of ROUTES) {
      const plural = ENTITY_PLURAL[entity];
      app.post<{ Body: FetchRequest }>(
        `/v1/${plural}/fetch`,
        {
          schema: {
            tags: ['catalogue'],
            summary: `Fetch ${plural} by id`,
            headers: HEADERS,
            body: FetchRequest,
            response: { 200: fetchAnswer, ...errors },
          },
        },
        async (request, reply) => {
          const json = await service.fetchJson(entity, request.body, callerOf(request));
          if (json) {
            // The items' JSON is ready-made: the answer is put together from bytes.
            const head = JSON.stringify(envelope(reply, request.body));
            const parts: Buffer[] = [Buffer.from(`${head.slice(0, -1)},"${plural}":[`)];
            json.forEach((item, i) => parts.push(...(i > 0 ? [COMMA, item] : [item])));
            parts.push(CLOSE);
            return reply.type('application/json; charset=utf-8').send(Buffer.concat(parts));
          }
          const items = await service.fetch(entity, request.body, callerOf(request));
          return { ...envelope(reply, request.body), [plural]: items };
        },
      );
      app.post<{ Body: ListRequest }>(
        `/v1/${plural}/list`,
        {
          schema: {
            tags: ['catalogue'],
            summary: `List ${entity} ids`,
            headers: HEADERS,
            body: entity === 'owner' ? OwnersListRequest : ListRequest,
            response: { 200: listAnswer, ...errors },
          },
        },
        async (request, reply) => {
          const ids = await service.list(entity, request.body, callerOf(request));
          return { ...envelope(reply, request.body), [LIST_KEY[entity]]: ids };
        },
      );
    }
  };
