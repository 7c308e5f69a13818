/** POST absorb, annotate, delete, list and meta: the JSON calls. */
import {
  AbsorbRequest,
  AnnotateRequest,
  ApiError,
  DataportListAnswer,
  DataportListRequest,
  DeleteAnswer,
  DeleteRequest,
  EntryAnswer,
  MetaAnswer,
  MetaRequest,
} from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { envelope } from '../../envelope';
import type { FilesService } from '../files.types';
import { LOGIN_FIRST, requireChangeOf } from './write-access';

const errors = { 400: ApiError, 404: ApiError, 422: ApiError };
const writeErrors = { ...errors, 401: ApiError, 403: ApiError };

export const manageRoutes =
  (files: FilesService): FastifyPluginAsync =>
  async (app) => {
    const schema = (
      operationId: string,
      summary: string,
      body: object,
      answer: object,
      write = false,
    ) => ({
      operationId,
      tags: ['dataport'],
      summary,
      body,
      response: { 200: answer, ...(write ? writeErrors : errors) },
    });

    app.post<{ Body: MetaRequest }>(
      '/v1/meta',
      {
        schema: schema(
          'describeFiles',
          'Descriptions of files, with the parts asked for',
          MetaRequest,
          MetaAnswer,
        ),
      },
      async (request, reply) => {
        const { entries, missing } = await files.meta(
          request.body.dataport_ids,
          request.body.fetch,
        );
        return { ...envelope(reply, request.body), entries, missing };
      },
    );

    app.post<{ Body: AnnotateRequest }>(
      '/v1/annotate',
      {
        config: LOGIN_FIRST,
        schema: schema(
          'annotateFile',
          'Sets texts, headers and material map links of a file',
          AnnotateRequest,
          EntryAnswer,
          true,
        ),
      },
      async (request, reply) => {
        await requireChangeOf(files, request, [request.body.dataport_id], 'annotate');
        const entry = await files.annotate(request.body);
        return { ...envelope(reply, request.body), entry };
      },
    );

    app.post<{ Body: AbsorbRequest }>(
      '/v1/absorb',
      {
        config: LOGIN_FIRST,
        schema: schema(
          'absorbFile',
          "The target file takes over the source file's bytes; the source is removed",
          AbsorbRequest,
          EntryAnswer,
          true,
        ),
      },
      async (request, reply) => {
        const { source_dataport_id: source, target_dataport_id: target } = request.body;
        await requireChangeOf(files, request, [source, target], 'absorb');
        const entry = await files.absorb(source, target);
        return { ...envelope(reply, request.body), entry };
      },
    );

    app.post<{ Body: DeleteRequest }>(
      '/v1/delete',
      {
        config: LOGIN_FIRST,
        schema: schema(
          'deleteFiles',
          'Deletes files (bytes another file shares stay)',
          DeleteRequest,
          DeleteAnswer,
          true,
        ),
      },
      async (request, reply) => {
        await requireChangeOf(files, request, request.body.dataport_ids, 'delete');
        const result = await files.remove(request.body.dataport_ids);
        return { ...envelope(reply, request.body), ...result };
      },
    );

    app.post<{ Body: DataportListRequest }>(
      '/v1/list',
      {
        schema: schema(
          'listFiles',
          'The files of an owner, oldest first',
          DataportListRequest,
          DataportListAnswer,
        ),
      },
      async (request, reply) => {
        const { owner_id, from = 0, size = 1000 } = request.body;
        const { total, ids } = await files.list(owner_id, from, size);
        return { ...envelope(reply, request.body), total, list: ids };
      },
    );
  };
