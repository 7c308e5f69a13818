/**
 * HTTP edge of imports, under CATALOG_BASE_PATH: upload a package (multipart, one `file`
 * part; options in the query), follow its job, publish what it staged (docs/IMPORT.md).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import {
  ApiError,
  ImportJobAnswer,
  ImportJobParams,
  ImportJobsAnswer,
  ImportQuery,
} from '@vitrine/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerOf, requireLogin } from '../access';
import { envelope } from '../envelope';
import { ApiFailure, invalidField, payloadTooLarge, requiredField } from '../errors';
import type { ImportService } from './import.service';

const errors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  409: ApiError,
  413: ApiError,
};

/** A package's name as uploaded: its last path part, nothing that could leave the folder. */
function safeName(filename: string | undefined) {
  const base = path.basename(filename ?? '').replace(/[^A-Za-z0-9._ -]/g, '_');
  return base && base !== '.' && base !== '..' ? base : 'package.zip';
}

async function loginFirst(request: FastifyRequest) {
  requireLogin(callerOf(request));
}

export const importRoutes =
  (imports: ImportService, uploadLimit: number): FastifyPluginAsync =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: uploadLimit, files: 1, fields: 0, parts: 1 },
    });

    app.post<{ Querystring: ImportQuery }>(
      '/v1/import_jobs',
      {
        onRequest: async (request) => {
          await loginFirst(request);
          if (Number(request.headers['content-length'] ?? 0) > uploadLimit + 64 * 1024)
            throw payloadTooLarge(
              `A package may have at most ${Math.floor(uploadLimit / 1024 / 1024)} MB`,
              'file',
            );
        },
        config: { openapi: { form: { file: 'binary' } } },
        schema: {
          operationId: 'createImportJob',
          tags: ['imports'],
          summary:
            'Imports a catalogue package (a zip, or a products.csv / .xlsx / manifest) sent as the `file` part of a multipart form; answers its job at once (docs/IMPORT.md)',
          consumes: ['multipart/form-data'],
          querystring: ImportQuery,
          response: { 202: ImportJobAnswer, ...errors },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw invalidField('body', 'must be multipart/form-data');
        const caller = callerOf(request);
        await mkdir(imports.uploadDir, { recursive: true });
        const folder = await mkdtemp(path.join(imports.uploadDir, 'upload-'));
        let name: string | undefined;
        try {
          for await (const part of request.parts() as AsyncIterable<Multipart>) {
            if (part.type !== 'file' || part.fieldname !== 'file' || name) {
              if (part.type === 'file') part.file.resume();
              throw invalidField(part.fieldname, 'unexpected part (send one "file")');
            }
            name = safeName(part.filename);
            await pipeline(part.file, createWriteStream(path.join(folder, name)));
            if (part.file.truncated)
              throw payloadTooLarge('The package is over the upload limit', 'file');
          }
        } catch (error) {
          const { code } = error as { code?: string };
          const refused =
            code === 'FST_REQ_FILE_TOO_LARGE'
              ? payloadTooLarge('The package is over the upload limit', 'file')
              : error instanceof ApiFailure || (error as { statusCode?: number }).statusCode
                ? error
                : invalidField('body', 'is not a complete multipart/form-data body');
          await rm(folder, { recursive: true, force: true });
          throw refused;
        }
        if (!name) throw requiredField('file');
        const { dry_run, missing, owner_id } = request.query;
        const job = await imports.start(
          { path: path.join(folder, name), name, folder },
          {
            caller,
            dryRun: dry_run === 'true',
            drafts: true,
            missing: missing ?? 'deprecate',
            ...(owner_id ? { ownerId: owner_id } : {}),
          },
        );
        return reply.code(202).send({ ...envelope(reply, undefined), job });
      },
    );

    app.get(
      '/v1/import_jobs',
      {
        onRequest: loginFirst,
        schema: {
          operationId: 'listImportJobs',
          tags: ['imports'],
          summary: "The caller's latest imports (administrators: everyone's), newest first",
          response: { 200: ImportJobsAnswer, ...errors },
        },
      },
      async (request, reply) => ({
        ...envelope(reply, undefined),
        jobs: await imports.list(callerOf(request)),
      }),
    );

    app.get<{ Params: ImportJobParams }>(
      '/v1/import_jobs/:job_id',
      {
        onRequest: loginFirst,
        schema: {
          operationId: 'getImportJob',
          tags: ['imports'],
          summary: "An import's progress and report",
          params: ImportJobParams,
          response: { 200: ImportJobAnswer, ...errors },
        },
      },
      async (request, reply) => ({
        ...envelope(reply, undefined),
        job: await imports.get(request.params.job_id, callerOf(request)),
      }),
    );

    app.post<{ Params: ImportJobParams }>(
      '/v1/import_jobs/:job_id/publish',
      {
        onRequest: loginFirst,
        schema: {
          operationId: 'publishImportJob',
          tags: ['imports'],
          summary: 'Publishes what an import brought as drafts',
          params: ImportJobParams,
          response: { 200: ImportJobAnswer, ...errors },
        },
      },
      async (request, reply) => ({
        ...envelope(reply, undefined),
        job: await imports.publish(request.params.job_id, callerOf(request)),
      }),
    );
  };
