/**
 * POST load (a data: URI or an allowed server-side path) and load_multipart (a form with a
 * `request` part and a `file` part, streamed to disk). Both answer the new file's entry.
 */
import {
  ApiError,
  LoadAnswer,
  LoadRequest,
  MultipartLoadRequest,
  type MultipartLoadRequest as MultipartLoadRequestType,
} from '@vitrine/contracts';
import type { Multipart } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { invalidField, requiredField } from '../../errors';
import type { DataportRouteDeps } from '../dataport.routes';
import { partsOf, toEntry } from '../dataport.mapper';
import type { UploadRequest } from '../dataport.service';
import { openDatasource } from '../intake/datasource';
import { stage, tooLarge, type Staged } from '../intake/staging';

const errors = { 400: ApiError, 404: ApiError, 413: ApiError, 415: ApiError, 422: ApiError };
const checkRequestPart = Compile(MultipartLoadRequest);
/** Room for the multipart framing and the request part around the file. */
const FORM_OVERHEAD = 2 * 1024 * 1024;

function uploadRequest(body: MultipartLoadRequestType, filename?: string): UploadRequest {
  return {
    filename: body.hints?.filename ?? filename,
    texts: body.hints?.texts,
    contentDisposition: body.hints?.content_disposition,
    ownerId: body.storage?.owner_id,
    userId: body.storage?.user_id,
    isTemporary: body.storage?.is_temporary,
  };
}

/** The request part as JSON, validated like any body (errors name the field). */
function parseRequestPart(value: unknown): MultipartLoadRequestType {
  let body: unknown;
  try {
    body = JSON.parse(String(value));
  } catch {
    throw invalidField('request', 'is not valid JSON');
  }
  if (!checkRequestPart.Check(body)) {
    const error = Object.assign(new Error('invalid request part'), {
      validation: checkRequestPart.Errors(body),
      validationContext: 'request',
      statusCode: 400,
    });
    throw error;
  }
  return body;
}

/** Closes the connection after a refused upload instead of reading the rest of its body. */
function closeOnRefusal(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (e: null, p: unknown) => void,
) {
  if (reply.statusCode === 413) reply.header('connection', 'close');
  done(null, payload);
}

export const uploadRoutes =
  ({ files, limits }: DataportRouteDeps): FastifyPluginAsync =>
  async (app) => {
    const answer = (
      started: number,
      bounce: string | undefined,
      row: Parameters<typeof toEntry>[0],
    ) => ({
      took: Math.round(performance.now() - started),
      bounce_token: bounce,
      dataport_id: row.dataport_id,
      entry: toEntry(row, partsOf(undefined), null),
    });

    app.post<{ Body: LoadRequest }>(
      '/v1/load',
      {
        // base64 grows data by a third; larger files go through load_multipart.
        bodyLimit: Math.min(Math.ceil((limits.uploadLimit * 4) / 3) + 64 * 1024, 64 * 1024 * 1024),
        onSend: closeOnRefusal,
        schema: {
          tags: ['dataport'],
          summary: 'Stores a file given as a data: URI or as a path under an allowed import folder',
          body: LoadRequest,
          response: { 200: LoadAnswer, ...errors },
        },
      },
      async (request) => {
        const started = performance.now();
        const { datasource, type, hints, storage, bounce_token } = request.body;
        const source = await openDatasource(datasource, type, limits);
        const staged = await stage(source.body, files.blobs, limits.uploadLimit);
        const row = await files.storeStaged(
          staged,
          uploadRequest({ hints, storage }, source.filename),
        );
        return answer(started, bounce_token, row);
      },
    );

    app.post(
      '/v1/load_multipart',
      {
        onRequest: async (request) => {
          const length = Number(request.headers['content-length'] ?? 0);
          if (length > limits.uploadLimit + FORM_OVERHEAD) throw tooLarge(limits.uploadLimit);
        },
        onSend: closeOnRefusal,
        schema: {
          tags: ['dataport'],
          summary:
            'Stores a file sent as multipart/form-data: a `request` part (JSON) and a `file` part',
          consumes: ['multipart/form-data'],
          response: { 200: LoadAnswer, ...errors },
        },
      },
      async (request) => {
        const started = performance.now();
        if (!request.isMultipart()) throw invalidField('body', 'must be multipart/form-data');
        let body: MultipartLoadRequestType = {};
        let staged: Staged | undefined;
        let filename: string | undefined;
        try {
          for await (const part of request.parts() as AsyncIterable<Multipart>) {
            if (part.type === 'field' && part.fieldname === 'request') {
              body = parseRequestPart(part.value);
            } else if (part.type === 'file' && part.fieldname === 'file' && !staged) {
              filename = part.filename || undefined;
              staged = await stage(part.file, files.blobs, limits.uploadLimit).catch(
                (error: Error & { code?: string }) => {
                  throw error.code === 'FST_REQ_FILE_TOO_LARGE'
                    ? tooLarge(limits.uploadLimit)
                    : error;
                },
              );
            } else {
              if (part.type === 'file') part.file.resume();
              throw invalidField(
                part.fieldname,
                'unexpected part (send one "request" and one "file")',
              );
            }
          }
        } catch (error) {
          if (staged) await files.discardStaged(staged);
          throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
            ? tooLarge(limits.uploadLimit)
            : error;
        }
        if (!staged) throw requiredField('file');
        const row = await files.storeStaged(staged, uploadRequest(body, filename));
        return answer(started, body.bounce_token, row);
      },
    );
  };
