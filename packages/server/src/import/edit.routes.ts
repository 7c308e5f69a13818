/**
 * HTTP edge of workspace editing, under CATALOG_BASE_PATH (docs/WORKSPACE.md): a model's
 * editable fields, and a save naming the data_version it started from (409 with the item as
 * it is when another save came first). Saves go through the import pipeline (edit.ts).
 */
import {
  ApiError,
  EditableModelAnswer,
  EditConflict,
  ModelEdit,
  ModelEditParams,
} from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../access';
import { envelope } from '../envelope';
import type { ImportService } from './import.service';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

export const editRoutes =
  (imports: ImportService): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: ModelEditParams }>(
      '/v1/workspace/models/:model_id',
      {
        config: { access: 'login' },
        schema: {
          tags: ['workspace'],
          summary:
            "A model's editable fields (texts per language, categories, state, data_version) for an editor of its brand",
          params: ModelEditParams,
          response: { 200: EditableModelAnswer, ...errors },
        },
      },
      async (request, reply) => ({
        ...envelope(reply, undefined),
        ...(await imports.editable(request.params.model_id, callerOf(request))),
      }),
    );

    app.patch<{ Params: ModelEditParams; Body: ModelEdit }>(
      '/v1/workspace/models/:model_id',
      {
        config: { access: 'login' },
        schema: {
          tags: ['workspace'],
          summary:
            'Saves an edit of a model as an import would write it; names the data_version it started from (409 with the current fields when the item changed meanwhile)',
          params: ModelEditParams,
          body: ModelEdit,
          response: {
            200: EditableModelAnswer,
            ...errors,
            409: EditConflict,
          },
        },
      },
      async (request, reply) => {
        const saved = await imports.edit(request.params.model_id, request.body, callerOf(request));
        return { ...envelope(reply, undefined), ...saved };
      },
    );
  };
