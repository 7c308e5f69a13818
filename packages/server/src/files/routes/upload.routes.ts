/**
 * POST load (a data: URI or an allowed server-side path) and load_multipart (a form with a
 * `request` part and a `file` part, streamed to disk). Both answer the new file's entry.
 */
import {
  ApiError,
  type DataportEntry,
  LoadAnswer,
  LoadRequest,
  MultipartLoadRequest,
  type MultipartLoadRequest as MultipartLoadRequestType,
} from '@vitrine/contracts';
import type { Multipart } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { envelope } from '../../envelope';
import { ApiFailure, invalidField, requiredField } from '../../errors';
import type { FilesService, UploadRequest } from '../files.types';
import { checkNesting, checkText } from '../../input-text';
import { tooLarge } from '../intake/upload';
import { callerOf, requireFileChange, type Caller } from '../../access';
import { LOGIN_FIRST } from './write-access';

const errors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  413: ApiError,
  415: ApiError,
  422: ApiError,
};
const checkRequestPart = Compile(MultipartLoadRequest);
/** Room for the multipart framing and the request part around the file. */
const FORM_OVERHEAD = 2 * 1024 * 1024;
/**
 * The JSON load's body: a file of about 1.5 MB as a data: URI. JSON is parsed whole, on the
 * thread every request shares (a 60 MB body held it 17 s, 4 MB a tenth of a second); larger
 * files stream through load_multipart.
 */
export const LOAD_JSON_LIMIT = 2 * 1024 * 1024;

/**
 * What went wrong reading a form, for the client: our own errors and validation as they are,
 * the multipart plugin's limits as 413, and the parser's complaints (no boundary, a form cut
 * off) as 400 naming the body rather than a 500.
 */
function formError(error: unknown, limit: number): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(limit);
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return invalidField('request', 'is not valid JSON');
  if (error instanceof ApiFailure || statusCode !== undefined) return error;
  if (
    error instanceof Error &&
    /multipart|boundary|unexpected end|premature close|malformed/i.test(error.message)
  )
    return invalidField('body', 'is not a complete multipart/form-data body with a boundary');
  return error;
}

/** RFC 2046: a multipart boundary has 1 to 70 characters (the parser fails past 252). */
const BOUNDARY_MAX = 70;

/** 400 naming the content type when its boundary is longer than a form's may be. */
function checkBoundary(contentType: string | undefined) {
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const value = boundary?.[1] ?? boundary?.[2];
  if (value !== undefined && value.length > BOUNDARY_MAX)
    throw invalidField(
      'content-type',
      `has a multipart boundary of ${value.length} characters (at most ${BOUNDARY_MAX})`,
    );
}

/**
 * What an upload is stored with, once the caller may store it there (403 otherwise): a file
 * stored for no brand and no user is kept for its uploader, who may change it later.
 */
function uploadRequest(body: MultipartLoadRequestType, caller: Caller): UploadRequest {
  const keepers = { ownerId: body.storage?.owner_id, userId: body.storage?.user_id };
  if (!keepers.ownerId && !keepers.userId) keepers.userId = caller.userId;
  requireFileChange(caller, keepers, 'storing files for this owner or user');
  return {
    filename: body.hints?.filename,
    texts: body.hints?.texts,
    contentDisposition: body.hints?.content_disposition,
    ownerId: keepers.ownerId,
    userId: keepers.userId,
    isTemporary: body.storage?.is_temporary,
  };
}

/** Largest `request` part sent as a file part (a field is bounded by the form's fieldSize). */
const REQUEST_PART_LIMIT = 1024 * 1024;

/** A `request` part sent as a file part (some clients attach JSON as a file): its text. */
async function readRequestFile(stream: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > REQUEST_PART_LIMIT) throw invalidField('request', 'is larger than 1 MB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The request part, validated like any body (errors name the field). Untyped it is JSON text;
 * typed application/json, the multipart plugin has parsed it already.
 */
function parseRequestPart(value: unknown): MultipartLoadRequestType {
  let body: unknown = value;
  if (typeof value === 'string' || Buffer.isBuffer(value)) {
    try {
      body = JSON.parse(String(value));
    } catch {
      throw invalidField('request', 'is not valid JSON');
    }
  }
  checkNesting(body, 'request');
  checkText(body, '');
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
  (files: FilesService): FastifyPluginAsync =>
  async (app) => {
    const limit = files.uploadLimit;
    const answer = (
      reply: FastifyReply,
      body: { bounce_token?: string } | undefined,
      entry: DataportEntry,
    ) => ({ ...envelope(reply, body), dataport_id: entry.dataport_id, entry });

    app.post<{ Body: LoadRequest }>(
      '/v1/load',
      {
        // base64 grows data by a third; larger files go through load_multipart, which streams.
        bodyLimit: Math.min(Math.ceil((limit * 4) / 3) + 64 * 1024, LOAD_JSON_LIMIT),
        config: {
          ...LOGIN_FIRST,
          largerBodies: 'send larger files with POST /v1/load_multipart (multipart/form-data)',
        },
        onSend: closeOnRefusal,
        schema: {
          operationId: 'loadFile',
          tags: ['dataport'],
          summary: 'Stores a file given as a data: URI or as a path under an allowed import folder',
          body: LoadRequest,
          response: { 200: LoadAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const { datasource, type, hints, storage } = request.body;
        const described = uploadRequest({ hints, storage }, callerOf(request));
        const source = await files.openDatasource(datasource, type);
        const entry = await files.upload(source, described);
        return answer(reply, request.body, entry);
      },
    );

    app.post(
      '/v1/load_multipart',
      {
        config: { ...LOGIN_FIRST, openapi: { form: { request: 'string', file: 'binary' } } },
        onRequest: async (request) => {
          checkBoundary(request.headers['content-type']);
          const length = Number(request.headers['content-length'] ?? 0);
          if (length > limit + FORM_OVERHEAD) throw tooLarge(limit);
        },
        onSend: closeOnRefusal,
        schema: {
          operationId: 'uploadFile',
          tags: ['dataport'],
          summary:
            'Stores a file sent as multipart/form-data: a `request` part (JSON) and a `file` part',
          consumes: ['multipart/form-data'],
          response: { 200: LoadAnswer, ...errors },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw invalidField('body', 'must be multipart/form-data');
        const caller = callerOf(request);
        let body: MultipartLoadRequestType = {};
        let stored: UploadRequest | undefined;
        // The file streams into the store while the form is read; what it is stored with is
        // known once the whole form was (the request part may come after the file part).
        let settle!: { resolve(r: UploadRequest): void; reject(e: unknown): void };
        const described = new Promise<UploadRequest>((resolve, reject) => {
          settle = { resolve, reject };
        });
        described.catch(() => undefined); // rejected when the form fails; upload() awaits it
        let uploading: Promise<DataportEntry> | undefined;
        let requested = false;
        try {
          for await (const part of request.parts() as AsyncIterable<Multipart>) {
            if (part.fieldname === 'request' && !requested) {
              requested = true;
              body = parseRequestPart(
                part.type === 'field' ? part.value : await readRequestFile(part.file),
              );
              // Checked as soon as it is known, so a refused upload stops early.
              stored = uploadRequest(body, caller);
            } else if (part.type === 'file' && part.fieldname === 'file' && !uploading) {
              const filename = part.filename || undefined;
              checkText(filename, 'file');
              // Past the limit busboy only stops passing bytes on; stop the upload at once.
              part.file.once('limit', () => part.file.destroy(tooLarge(limit)));
              uploading = files.upload({ body: part.file, filename }, described);
              uploading.catch(() => undefined); // awaited below
              // The next part comes once this one is read to its end.
              await new Promise<void>((resolve) => {
                if (part.file.readableEnded || part.file.destroyed) resolve();
                else part.file.once('close', resolve).once('end', resolve);
              });
              // Past the limit: answer now (and close), not after reading the rest of the body.
              if (part.file.truncated) throw tooLarge(limit);
            } else {
              if (part.type === 'file') part.file.resume();
              throw invalidField(
                part.fieldname,
                'unexpected part (send one "request" and one "file")',
              );
            }
          }
        } catch (error) {
          settle.reject(error);
          await uploading?.catch(() => undefined);
          throw formError(error, limit);
        }
        if (!uploading) throw requiredField('file');
        settle.resolve(stored ?? uploadRequest(body, caller));
        try {
          return answer(reply, body, await uploading);
        } catch (error) {
          throw formError(error, limit);
        }
      },
    );
  };
