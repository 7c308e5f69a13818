/**
 * HTTP edge of workspace editing, under CATALOG_BASE_PATH (docs/WORKSPACE.md): a model's
 * editable fields, and a save naming the data_version it started from (409 with the item as
 * it is when another save came first), and files added to it. Saves go through the import
 * pipeline (edit.ts).
 */
import fastifyMultipart from '@fastify/multipart';
import {
  ApiError,
  PreviewQuery,
  EditableModelAnswer,
  EditConflict,
  EditFileQuery,
  ModelEdit,
  ModelEditParams,
} from '@vitrine/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerOf } from '../access';
import { envelope } from '../envelope';
import { invalidField } from '../errors';
import type { EditUpload } from './edit';
import type { ImportService } from './import.service';
import { withUploadedFile } from './upload-part';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

export const editRoutes =
  (imports: ImportService, fileSizeLimit: number): FastifyPluginAsync =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: fileSizeLimit, files: 1, fields: 0, parts: 1 },
    });

    app.get<{ Params: ModelEditParams }>(
      '/v1/workspace/models/:model_id',
      {
        config: { access: 'login' },
        schema: {
          operationId: 'getEditableModel',
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
          operationId: 'editModel',
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

    /** Reads the one `file` part and saves it as `upload` says. */
    const saveUpload = async (
      request: FastifyRequest<{ Params: ModelEditParams }>,
      dataVersion: number,
      upload: Omit<EditUpload, 'path' | 'name'>,
    ) => {
      const caller = callerOf(request);
      if (!request.isMultipart()) throw invalidField('body', 'must be multipart/form-data');
      // Who may edit the model is asked before the file is read.
      await imports.editable(request.params.model_id, caller);
      return withUploadedFile(request, imports.uploadDir, upload.kind, (file) =>
        imports.edit(request.params.model_id, { data_version: dataVersion }, caller, {
          ...upload,
          ...file,
        }),
      );
    };

    app.post<{ Params: ModelEditParams; Querystring: PreviewQuery }>(
      '/v1/workspace/models/:model_id/preview',
      {
        config: { access: 'login' },
        schema: {
          operationId: 'replaceModelPreview',
          tags: ['workspace'],
          summary:
            "Replaces a model's preview image (multipart, one `file` part) as an import would: the image is checked and stored by the file service; names the data_version the editor is at",
          consumes: ['multipart/form-data'],
          params: ModelEditParams,
          querystring: PreviewQuery,
          response: { 200: EditableModelAnswer, ...errors, 409: EditConflict, 413: ApiError },
        },
      },
      async (request, reply) => {
        const saved = await saveUpload(request, Number(request.query.data_version), {
          kind: 'image',
          category: 'preview',
        });
        return { ...envelope(reply, undefined), ...saved };
      },
    );

    app.post<{ Params: ModelEditParams; Querystring: EditFileQuery }>(
      '/v1/workspace/models/:model_id/files',
      {
        config: { access: 'login' },
        schema: {
          operationId: 'addModelFile',
          tags: ['workspace'],
          summary:
            'Adds an image, document or 3D/CAD file to a model, or puts it in the place of one (`replace`), as an import would: the file is checked, analysed and stored by the file service (multipart, one `file` part); names the data_version the editor is at',
          consumes: ['multipart/form-data'],
          params: ModelEditParams,
          querystring: EditFileQuery,
          response: { 200: EditableModelAnswer, ...errors, 409: EditConflict, 413: ApiError },
        },
      },
      async (request, reply) => {
        const { data_version, kind, category, language, replace } = request.query;
        const saved = await saveUpload(request, Number(data_version), {
          kind,
          ...(category ? { category } : {}),
          ...(language ? { language } : {}),
          ...(replace ? { replace } : {}),
        });
        return { ...envelope(reply, undefined), ...saved };
      },
    );
  };
