/**
 * The catalogue and file-service client: every call is a POST with a JSON body (spec 01
 * s.7); failures become an ApiError carrying what the server said, so the error toast can
 * show its reason (spec 02 s.8).
 */
import { IMAGE_SIZES } from '@vitrine/contracts';
import { config } from '../config';
import { accessToken, hostSuppliedToken, login, renewAccessToken, withDrafts } from '../session';
import { takeEarlyResponse } from './earlyResponses';

/** Spec 01 s.8 wordings. */
export const RESPONSE_ERROR = 'Response returned an error code';
export const FETCH_ERROR =
  'The request failed and the interceptors did not return an alternative response';
/** Spec 01 s.8: the token was refused again after renewing it. */
export const INVALID_TOKEN = 'Invalid token! Login failed.';
/** The error code of a refused login token (spec 01 s.4). */
export const TOKEN_INVALID_CODE = '_401_pconlogin_invalid';

/** A failed call: a non-2xx answer (status set) or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly error_code?: string,
    readonly reason?: string,
    readonly field?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }

  /** The whole error answer, for calls that answer more than the error (a 409's current item). */
  body?: unknown;
}

interface ErrorBody {
  error_code?: string;
  reason?: string;
  field?: string;
}

/** A JSON POST's request options. */
export function jsonPost(body: string, signal?: AbortSignal, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: signal ?? null,
  };
}

/**
 * Waits for `response` and reads its JSON. A network failure becomes ApiError status 0 (a
 * cancelled request stays an AbortError), a non-2xx answer an ApiError with what it said.
 */
async function answerOf<T>(
  response: Promise<Response>,
  signal?: AbortSignal | null,
  read: (answer: Response) => Promise<T> = async (answer) => (await answer.json()) as T,
): Promise<T> {
  let answer: Response;
  try {
    answer = await response;
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(FETCH_ERROR, 0, undefined, undefined, undefined, { cause });
  }
  if (!answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as ErrorBody;
    const error = new ApiError(
      RESPONSE_ERROR,
      answer.status,
      body.error_code,
      body.reason,
      body.field,
    );
    error.body = body;
    throw error;
  }
  // No content (a removal): nothing to read.
  if (answer.status === 204) return undefined as T;
  return read(answer);
}

/** The file name a Content-Disposition header gives (RFC 6266: filename* first). */
function filenameOf(header: string | null): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // Not percent-encoded as promised: the plain name below.
    }
  }
  return /filename="([^"]*)"/i.exec(header ?? '')?.[1] ?? 'download';
}

/** Any call of ours answered with a file: its bytes and its name (errors as fetchJson). */
export function fetchFile(url: string, init: RequestInit = {}) {
  return answerOf(sendWithToken(url, init), init.signal, async (answer) => ({
    blob: await answer.blob(),
    filename: filenameOf(answer.headers.get('content-disposition')),
  }));
}

/**
 * `init` with the login token as a bearer token (none: unchanged), and asking for
 * Server-Timing when the app started with `apisight=true`.
 */
function withToken(init: RequestInit, token: string | null): RequestInit {
  if (!token && !config.apiSight) return init;
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (config.apiSight) headers.set('x-enable-apisight', 'true');
  return { ...init, headers };
}

async function refusedToken(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as ErrorBody;
  return body.error_code === TOKEN_INVALID_CODE;
}

/**
 * A request to one of our services with the session's token. A refused token (401
 * _401_pconlogin_invalid) is renewed once and the request sent again; refused again (or not
 * renewable), the visitor is sent to log in (spec 01 s.4, s.8). A request that already
 * carries an Authorization header goes as it is.
 */
async function sendWithToken(url: string, init: RequestInit): Promise<Response> {
  // A caller that chose its own token (the product information's public token) keeps it,
  // and handles its refusal itself.
  if (new Headers(init.headers).has('authorization')) return fetch(url, withToken(init, null));
  const token = await accessToken();
  const response = await fetch(url, withToken(init, token));
  if (!token || !(await refusedToken(response))) return response;
  const renewed = await renewAccessToken();
  const retried = renewed ? await fetch(url, withToken(init, renewed)) : response;
  if (renewed && !(await refusedToken(retried))) return retried;
  console.warn(INVALID_TOKEN);
  if (!hostSuppliedToken()) void login();
  throw new ApiError(INVALID_TOKEN, 401, TOKEN_INVALID_CODE);
}

/** Any call of ours (file service, configurator): `url` with `init`, its JSON answer. */
export function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  return answerOf<T>(sendWithToken(url, init), init.signal);
}

/** A file-service call at `path` (e.g. '/v1/service'). */
export const dataportJson = <T>(path: string, init?: RequestInit) =>
  fetchJson<T>(`${config.dataportBase}${path}`, init);

/**
 * POSTs `body` to the catalogue service at `path` (e.g. '/v1/models/search'), or takes the
 * answer of the same request index.html started early.
 */
export function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const url = `${config.catalogBase}${path}`;
  // The draft view asks search and fetch for drafts (the server shows the user's own).
  const json = JSON.stringify(/\/(search|fetch)$/.test(path) ? withDrafts(body) : body);
  // index.html's early request does not ask for Server-Timing: with apisight, ask again.
  const early = config.apiSight ? undefined : takeEarlyResponse(url, json);
  return early ? answerOf<T>(early, signal) : fetchJson<T>(url, jsonPost(json, signal));
}

export { dataportUrl, imagineUrl, type ImagineOptions } from './urls';
export { IMAGE_SIZES };
