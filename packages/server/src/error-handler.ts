/**
 * The one place errors become HTTP answers: a stable code, a reason safe to show, the field at
 * fault. 5xx are logged with the request id and never reveal internals.
 */
import type { ApiError } from '@vitrine/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiFailure,
  badUrl,
  internalError,
  invalidField,
  malformedJson,
  payloadTooLarge,
  requiredField,
  unknownField,
  unsupportedMediaType,
  uriTooLong,
} from './errors';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  schemaPath?: string;
  message?: string;
}

/** A JSON pointer's segments, unescaped: "/a~1b/3" → ["a/b", "3"]. */
const pointer = (instancePath: string) =>
  instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));

/** "/fetch/texts" → "fetch.texts", "/ids/3" → "ids[3]"; the request part for the root. */
function fieldName(context: string | undefined, parts: string[]) {
  if (parts.length === 0) return context ?? 'body';
  return parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** The child an issue is about: the missing or the unknown property (Ajv names one, TypeBox a list). */
function childOf(issue: ValidationIssue): string | undefined {
  const { params } = issue;
  const child =
    params.missingProperty ??
    params.additionalProperty ??
    params.requiredProperties ??
    params.additionalProperties;
  const first = Array.isArray(child) ? (child[0] as unknown) : child;
  return typeof first === 'string' ? first : undefined;
}

/**
 * A property the schema forbids: Ajv's additionalProperties, or a property whose schema is
 * `false` (Ajv: 'false schema'; TypeBox's compiler: 'boolean', "schema is false").
 */
const isUnknown = (issue: ValidationIssue) =>
  issue.keyword === 'additionalProperties' ||
  issue.keyword === 'false schema' ||
  (issue.keyword === 'boolean' && /additionalProperties$/.test(issue.schemaPath ?? ''));

/** The path of the field an issue is about. */
function pathOf(issue: ValidationIssue): string[] {
  const parts = pointer(issue.instancePath);
  const child = issue.keyword === 'required' || isUnknown(issue) ? childOf(issue) : undefined;
  return child === undefined ? parts : [...parts, child];
}

/**
 * The issue to report: the one about the deepest field. Inside anyOf a validator reports every
 * branch's first issue; the deepest says best what is wrong (an unknown field in the object
 * branch rather than "must be boolean" from the other one).
 */
function mostSpecific(issues: ValidationIssue[]): ValidationIssue | undefined {
  let best: ValidationIssue | undefined;
  for (const issue of issues) {
    if (issue.keyword === 'anyOf' || issue.keyword === 'oneOf') continue;
    if (!best || pathOf(issue).length > pathOf(best).length) best = issue;
  }
  return best ?? issues[0];
}

function fromValidation(error: FastifyError): ApiFailure {
  const issues = Array.from((error.validation ?? []) as Iterable<ValidationIssue>);
  const issue = mostSpecific(issues);
  const context = error.validationContext;
  if (!issue) return invalidField(context ?? 'body', error.message);
  const field = fieldName(context, pathOf(issue));
  if (issue.keyword === 'required') return requiredField(field);
  if (isUnknown(issue)) return unknownField(field);
  if (issue.instancePath === '' && context === 'body' && issue.keyword === 'type') {
    return requiredField('body');
  }
  return invalidField(field, issue.message ?? issue.keyword);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Said after a 413 for a body over the route's limit: where larger content goes. */
    largerBodies?: string;
  }
}

/** A 413 for a body over its route's limit, saying the limit (and where larger content goes). */
function bodyTooLarge(request: FastifyRequest): ApiFailure {
  const limit = request.routeOptions.bodyLimit;
  if (!limit) return payloadTooLarge();
  const size =
    limit >= 1024 * 1024
      ? `${+(limit / 1024 / 1024).toFixed(1)} MB`
      : `${Math.round(limit / 1024)} KB`;
  const hint = request.routeOptions.config?.largerBodies;
  return payloadTooLarge(
    `The request body is larger than this route's limit of ${size}${hint ? `: ${hint}` : ''}`,
    'body',
  );
}

function toFailure(error: FastifyError, request: FastifyRequest): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (error.validation) return fromValidation(error);
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return requiredField('body');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return malformedJson();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return bodyTooLarge(request);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedMediaType();
    case 'FST_ERR_BAD_URL':
      return badUrl();
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return uriTooLong();
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return malformedJson();
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new ApiFailure(status, `_${status}_${error.code ?? 'client_error'}`, error.message);
  }
  return internalError();
}

/** Also Fastify's `frameworkErrors` (a bad URL, a too long path parameter): the same shape. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const failure = toFailure(error, request);
  if (failure.httpStatus >= 500)
    request.log.error(
      { err: error instanceof ApiFailure ? (error.cause ?? error) : error },
      'request failed',
    );
  else if (failure.detail)
    request.log.info({ error_code: failure.errorCode, detail: failure.detail }, 'input refused');
  const body: ApiError = {
    http_status: failure.httpStatus,
    error_code: failure.errorCode,
    reason: failure.reason,
    request_id: request.id,
  };
  if (failure.field !== undefined) body.field = failure.field;
  if (failure.retryAfterSeconds) reply.header('Retry-After', String(failure.retryAfterSeconds));
  return reply
    .status(failure.httpStatus)
    .type('application/json')
    .send(failure.extra ? { ...body, ...failure.extra } : body);
}
