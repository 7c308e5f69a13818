/**
 * The one place errors become HTTP answers: a stable code, a reason safe to show, the field at
 * fault. 5xx are logged with the request id and never reveal internals.
 */
import type { ApiError } from '@vitrine/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiFailure,
  internalError,
  invalidField,
  malformedJson,
  payloadTooLarge,
  requiredField,
  unknownField,
  unsupportedMediaType,
} from './errors';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** "/fetch/texts" → "fetch.texts", "/ids/3" → "ids[3]". */
function fieldName(context: string | undefined, instancePath: string, child?: unknown) {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof child === 'string') parts.push(child);
  if (parts.length === 0) return context ?? 'body';
  return parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

function fromValidation(error: FastifyError): ApiFailure {
  const issue = (error.validation as ValidationIssue[] | undefined)?.[0];
  const context = error.validationContext;
  if (!issue) return invalidField(context ?? 'body', error.message);
  if (issue.keyword === 'required') {
    return requiredField(fieldName(context, issue.instancePath, issue.params.missingProperty));
  }
  if (issue.keyword === 'additionalProperties') {
    return unknownField(fieldName(context, issue.instancePath, issue.params.additionalProperty));
  }
  // A property whose schema is `false` (TypeBox's Never) is one the request may not carry.
  if (issue.keyword === 'false schema') return unknownField(fieldName(context, issue.instancePath));
  if (issue.instancePath === '' && context === 'body' && issue.keyword === 'type') {
    return requiredField('body');
  }
  return invalidField(fieldName(context, issue.instancePath), issue.message ?? issue.keyword);
}

function toFailure(error: FastifyError): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (error.validation) return fromValidation(error);
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return requiredField('body');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return malformedJson();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return payloadTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedMediaType();
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return malformedJson();
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new ApiFailure(status, `_${status}_${error.code ?? 'client_error'}`, error.message);
  }
  return internalError();
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const failure = toFailure(error);
  if (failure.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
  const body: ApiError = {
    http_status: failure.httpStatus,
    error_code: failure.errorCode,
    reason: failure.reason,
    request_id: request.id,
  };
  if (failure.field) body.field = failure.field;
  return reply.status(failure.httpStatus).type('application/json').send(body);
}
