/**
 * Domain errors carry a stable code and an HTTP status; the one error handler
 * (error-handler.ts) turns them, and Fastify's own errors, into the API error shape. Every
 * error code the server answers with is made here, so the list of codes is this file.
 */
export class ApiFailure extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: string,
    readonly reason: string,
    readonly field?: string,
    /** More of the answer, beside the error fields (a 409's current triples). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(reason);
  }

  /** What a library said about the input: logged with the request, never answered. */
  detail?: string;
  /** Said as Retry-After: when a 503's cause is likely to be over. */
  retryAfterSeconds?: number;
}

/** A required parameter is missing (spec 01 s.5: the error names the parameter). */
export const requiredField = (field: string) =>
  new ApiFailure(400, '_400_required_field', `Required field missing: ${field}`, field);

/** A parameter is present but not acceptable. */
export const invalidField = (field: string, why: string) =>
  new ApiFailure(400, '_400_invalid_field', `Invalid field ${field}: ${why}`, field);

/** A field the request's schema does not describe (a field named "" is said as such). */
export const unknownField = (field: string) =>
  new ApiFailure(400, '_400_unknown_field', `Unknown field: ${field || '""'}`, field);

/** A string the store cannot hold: PostgreSQL text has no NUL character. */
export const nulCharacter = (field: string) =>
  invalidField(field, 'must not contain the NUL character (U+0000) or an unpaired surrogate');

/** The URL's path is not valid percent-encoded UTF-8. */
export const badUrl = () =>
  new ApiFailure(400, '_400_bad_url', 'The URL is not valid (malformed percent-encoding)');

/** A path segment longer than any id. */
export const uriTooLong = () =>
  new ApiFailure(414, '_414_uri_too_long', 'A path parameter of the URL is too long');

/** The body is not JSON at all. */
export const malformedJson = () =>
  new ApiFailure(400, '_400_malformed_json', 'The request body is not valid JSON', 'body');

/** No valid login token (spec 01 s.4: the client refreshes its token on this code). */
export const invalidLogin = (reason = 'The login token is invalid or has expired') =>
  new ApiFailure(401, '_401_pconlogin_invalid', reason);

/** The route needs a logged-in user and the caller is anonymous: log in and try again. */
export const loginRequired = () =>
  new ApiFailure(401, '_401_login_required', 'This needs a logged-in user');

/** The route needs a token, a login token or a public one (product information, spec 02 s.7). */
export const tokenRequired = () =>
  new ApiFailure(
    401,
    '_401_token_required',
    'This needs a bearer token: a login token or a public token (GET /auth/ext_auth/public_user_token)',
  );

/** Tokens cannot be checked right now (the issuer's keys are unreachable). */
export const loginUnavailable = () =>
  new ApiFailure(503, '_503_login_unavailable', 'Login tokens cannot be checked now');

/** Logged in, but not allowed to do this. */
export const forbidden = (reason: string) => new ApiFailure(403, '_403_forbidden', reason);

/** An upload over the limit, said in MB. */
export const uploadTooLarge = (limitBytes: number) =>
  new ApiFailure(
    413,
    '_413_payload_too_large',
    `The file is larger than the upload limit of ${Math.floor(limitBytes / 1024 / 1024)} MB`,
    'file',
  );

/** A derived file (scaled image, conversion) cannot be made from this file. */
export const notDerivable = (what: string) =>
  new ApiFailure(422, '_422_not_derivable', what, 'dataport_id');

/** A model's configuration file is present but broken. */
export const invalidConfiguration = (modelId: string) =>
  new ApiFailure(
    422,
    '_422_invalid_configuration',
    `Model ${modelId} has a broken configuration file`,
  );

/** A model's configuration is in a format this server cannot read. */
export const unreadableConfiguration = (format: string, modelId: string) =>
  new ApiFailure(
    422,
    '_422_unreadable_configuration',
    `The ${format} configuration of model ${modelId} cannot be read by this server`,
    'model_id',
  );

export const notFound = (what: string) =>
  new ApiFailure(404, '_404_not_found', `${what} not found`);

/** No route answers this method and path. */
export const noRoute = (method: string, url: string) =>
  new ApiFailure(404, '_404_not_found', `No route ${method} ${url}`);

export const payloadTooLarge = (reason = 'The request body is too large', field?: string) =>
  new ApiFailure(413, '_413_payload_too_large', reason, field);

export const unsupportedMediaType = () =>
  new ApiFailure(415, '_415_unsupported_media_type', 'Unsupported content type');

/** Too many requests from one client; `retryAfterSeconds` is said in the reason too. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiFailure(
    429,
    '_429_too_many_requests',
    `Too many requests: try again in ${retryAfterSeconds} s`,
  );

/** Too many image renders wait already: the client tries again after `retryAfterSeconds`. */
export const renderBusy = (retryAfterSeconds: number) =>
  new ApiFailure(
    503,
    '_503_busy',
    `Too many images are being rendered: try again in ${retryAfterSeconds} s`,
  );

/** A render ended at its deadline: the file is too costly to draw (an SVG's filters, say). */
export const renderTooSlow = (deadlineSeconds: number) =>
  new ApiFailure(
    422,
    '_422_render_too_slow',
    `The image takes longer than ${deadlineSeconds} s to render and was stopped: it is too complex to show`,
    'dataport_id',
  );

/** No render process could be started. */
export const rendererUnavailable = () =>
  new ApiFailure(503, '_503_busy', 'Images cannot be rendered right now: try again shortly');

/** The server is overloaded (its event loop or memory): refused at once rather than queued. */
export const overloaded = (what: 'busy' | 'memory', retryAfterSeconds: number) =>
  new ApiFailure(
    503,
    '_503_overloaded',
    `The server is overloaded (${what === 'memory' ? 'its memory is nearly full' : 'its work runs behind'}): try again in ${retryAfterSeconds} s`,
  );

/** A search waited past its deadline while searches queued (search.turns.ts). */
export const searchTimedOut = (deadlineMs: number, retryAfterSeconds: number) =>
  new ApiFailure(
    503,
    '_503_search_timeout',
    `The search did not finish within ${deadlineMs} ms because many searches are waiting: try again in ${retryAfterSeconds} s`,
  );

/** The server listens but is still starting (loading the search index, generating the demo). */
export const starting = (stage: string) =>
  new ApiFailure(503, '_503_starting', `The server is starting (${stage}): try again shortly`);

/** A part the server needs does not answer: nothing was done; the cause goes to the log only. */
function partUnavailable(errorCode: string, reason: string, cause: unknown) {
  const failure = new ApiFailure(503, errorCode, reason);
  failure.cause = cause;
  failure.retryAfterSeconds = 5;
  return failure;
}

/** The object store holding the files' bytes does not answer (or fails): nothing was read or kept. */
export const storageUnavailable = (cause?: unknown) =>
  partUnavailable(
    '_503_storage_unavailable',
    'Files cannot be read or stored right now (the file storage does not answer): try again shortly',
    cause,
  );

/**
 * The PostgreSQL server does not answer (restarting, unreachable, the connection lost):
 * nothing was changed. The pool connects again by itself.
 */
export const databaseUnavailable = (cause?: unknown) =>
  partUnavailable(
    '_503_database_unavailable',
    'The database does not answer right now: try again shortly',
    cause,
  );

/** Anything unexpected: the reason never reveals internals (they are logged instead). */
export const internalError = () => new ApiFailure(500, '_500_internal', 'Internal server error');

/**
 * A file that is corrupt, truncated or dangerous: 422 with the reason (what is wrong with the
 * file), nothing stored. `detail`, what a reader library said, goes to the log only.
 */
export const unprocessable = (reason: string, detail?: string) => {
  const failure = new ApiFailure(422, '_422_unprocessable_file', reason, 'file');
  failure.detail = detail;
  return failure;
};

// ---- User service: triples, admission tokens, contact mail (docs/API.md "User service")

/** A conditional triple write found another version: nothing written; the current triples come along. */
export const tripleVersionConflict = (triples: unknown[]) =>
  new ApiFailure(
    409,
    '_409_triple_version_conflict',
    'A triple was changed since it was read (if_version): nothing was written; read, merge and write again',
    undefined,
    { triples },
  );

/** A triple value over the limit, said in MB. */
export const tripleValueTooLarge = (field: string, limitBytes: number) =>
  payloadTooLarge(
    `The value is larger than the limit of ${limitBytes / 1024 / 1024} MB (UTF-8)`,
    field,
  );

/** X-Authorization-Admission or admission_token: unknown, expired or revoked. */
export const admissionInvalid = (why: 'unknown' | 'expired' | 'revoked') =>
  new ApiFailure(
    401,
    `_401_admission_${why === 'unknown' ? 'invalid' : why}`,
    why === 'unknown'
      ? 'The admission token is not valid'
      : `The admission token has ${why === 'expired' ? 'expired' : 'been revoked'}`,
    'admission_token',
  );

/** Too many contact mails from one user; the limit is said. */
export const contactLimit = (perHour: number, retryAfterMinutes: number) =>
  new ApiFailure(
    429,
    '_429_contact_limit',
    `You may send at most ${perHour} contact mails per hour: try again in ${retryAfterMinutes} min`,
  );

/** A brand that has no e-mail reference cannot be contacted. */
export const noContactAddress = (ownerId: string) =>
  new ApiFailure(
    422,
    '_422_no_contact_address',
    `Brand ${ownerId} has no e-mail address to write to`,
    'owner_id',
  );

/** An import job cannot do this now (publish before it is ready, a second import at once). */
export const importConflict = (reason: string) =>
  new ApiFailure(409, '_409_import_conflict', reason);

/** A workspace save from a data_version the item is no longer at: nothing written; the item as it is comes along. */
export const editConflict = (from: number, current: { data_version: number }) =>
  new ApiFailure(
    409,
    '_409_edit_conflict',
    `The item was changed since data_version ${from} (it is at ${current.data_version}): nothing was written; compare, and save again from the current version`,
    'data_version',
    { current },
  );

/** A list share link that does not exist (404) or no longer works (410, saying why). */
export const shareLinkInvalid = (why: 'unknown' | 'expired' | 'revoked', field = 'token') =>
  why === 'unknown'
    ? new ApiFailure(404, '_404_share_link_unknown', 'This share link does not exist', field)
    : new ApiFailure(
        410,
        `_410_share_link_${why}`,
        `This share link has ${why === 'expired' ? 'expired' : 'been revoked by its owner'}`,
        field,
      );

/** A user may hold only so many working share links. */
export const tooManyShareLinks = (max: number) =>
  new ApiFailure(
    422,
    '_422_too_many_share_links',
    `You may keep at most ${max} working share links: revoke one first`,
    'list_id',
  );

/** A favourites list (or an item on it) the caller's favourites do not hold. */
export const notOnLists = (field: 'list_id' | 'item_id', what: string) =>
  new ApiFailure(404, '_404_not_found', `${what} not found`, field);

/** A list export that would hold more items than its format takes (docs/FAVORITES.md "Export"). */
export const listTooLargeToExport = (count: number, max: number, format: string) =>
  new ApiFailure(
    422,
    '_422_list_too_large',
    `This list has ${count} items; a ${format.toUpperCase()} export takes at most ${max}`,
    'format',
  );
