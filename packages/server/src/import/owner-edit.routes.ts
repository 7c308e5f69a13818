/**
 * HTTP edge of editing a brand's own page, under CATALOG_BASE_PATH (docs/WORKSPACE.md
 * "Editing the brand's page"): the brand's editable fields, a save naming the data_version
 * it started from (409 with the brand as it is when another save came first), and a new
 * logo or banner. Saves go through the import pipeline (owner-edit.ts).
 */
import fastifyMultipart from '@fastify/multipart';
import {
  ApiError,
  EditableOwnerAnswer,
  OwnerEdit,
  OwnerEditConflict,
  OwnerEditParams,
  OwnerImageQuery,
} from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../access';
import { envelope } from '../envelope';
import type { ImportService } from './import.service';
import { withUploadedFile } from './upload-part';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };
const URL = '/v1/workspace/owners/:owner_id';

export const ownerEditRoutes =
  (imports: ImportService, fileSizeLimit: number): FastifyPluginAsync =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: fileSizeLimit, files: 1, fields: 0, parts: 1 },
    });

    app.get<{ Params: OwnerEditParams }>(
      URL,
      {
        config: { access: 'login' },
        schema: {
          operationId: 'getEditableOwner',
          tags: ['workspace'],
          summary:
            "A brand page's editable fields (name, slogan and description per language, website, e-mail, logo, banners, data_version) for an editor of the brand",
          params: OwnerEditParams,
          response: { 200: EditableOwnerAnswer, ...errors },
        },
      },
      async (request, reply) => ({
        ...envelope(reply, undefined),
        ...(await imports.editableOwner(request.params.owner_id, callerOf(request))),
      }),
    );

    app.patch<{ Params: OwnerEditParams; Body: OwnerEdit }>(
      URL,
      {
        config: { access: 'login' },
        schema: {
          operationId: 'editOwner',
          tags: ['workspace'],
          summary:
            "Saves an edit of a brand's page (texts, website, e-mail, removing a logo or banners) as an import would write it; names the data_version it started from (409 with the current fields when the brand changed meanwhile)",
          params: OwnerEditParams,
          body: OwnerEdit,
          response: { 200: EditableOwnerAnswer, ...errors, 409: OwnerEditConflict },
        },
      },
      async (request, reply) => ({
        ...envelope(reply, undefined),
        ...(await imports.editOwner(request.params.owner_id, request.body, callerOf(request))),
      }),
    );

    app.post<{ Params: OwnerEditParams; Querystring: OwnerImageQuery }>(
      `${URL}/images`,
      {
        config: { access: 'login' },
        schema: {
          operationId: 'addOwnerImage',
          tags: ['workspace'],
          summary:
            "A new logo (replaces the logo) or banner (added) for a brand's page (multipart, one `file` part), checked and stored by the file service as an import's files are; names the data_version the editor is at",
          consumes: ['multipart/form-data'],
          params: OwnerEditParams,
          querystring: OwnerImageQuery,
          response: { 200: EditableOwnerAnswer, ...errors, 409: OwnerEditConflict, 413: ApiError },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const id = request.params.owner_id;
        const { category } = request.query;
        // Who may edit the brand is asked before the image is read.
        await imports.editableOwner(id, caller);
        const saved = await withUploadedFile(request, imports.uploadDir, category, (file) =>
          imports.editOwner(id, { data_version: Number(request.query.data_version) }, caller, {
            ...file,
            category,
          }),
        );
        return { ...envelope(reply, undefined), ...saved };
      },
    );
  };
