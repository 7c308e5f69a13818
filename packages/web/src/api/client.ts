/**
 * The catalogue and file-service client: every call is a POST with a JSON body (spec 01
 * s.7); failures become an ApiError carrying what the server said, so the error toast can
 * show its reason (spec 02 s.8).
 */
import { config } from '../config';
import { accessToken, renewAccessToken } from '../session';
import { takeEarlyResponse } from './earlyResponses';

/** Spec 01 s.8 wordings. */
export const RESPONSE_ERROR = 'Response returned an error code';
export const FETCH_ERROR =
  'The request failed and the interceptors did not return an alternative response';

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
async function answerOf<T>(response: Promise<Response>, signal?: AbortSignal | null): Promise<T> {
  let answer: Response;
  try {
    answer = await response;
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(FETCH_ERROR, 0, undefined, undefined, undefined, { cause });
  }
  if (!answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as ErrorBody;
    throw new ApiError(RESPONSE_ERROR, answer.status, body.error_code, body.reason, body.field);
  }
  return (await answer.json()) as T;
}

/** `init` with the session's token as `Authorization: Bearer` (none when anonymous). */
function withToken(init: RequestInit, token: string | null): RequestInit {
  if (!token) return init;
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
}

/**
 * Any call of ours (catalogue, file service, configurator): `url` with `init` and the
 * session's token, its JSON answer. A refused token (401 _401_pconlogin_invalid) is renewed
 * once (the login's refresh, or the embedding host's new token) and the call repeated.
 */
export async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const token = await accessToken();
  try {
    return await answerOf<T>(fetch(url, withToken(init, token)), init.signal);
  } catch (error) {
    const refused = error instanceof ApiError && error.error_code === '_401_pconlogin_invalid';
    const renewed = token && refused ? await renewAccessToken() : null;
    if (!renewed) throw error;
    return answerOf<T>(fetch(url, withToken(init, renewed)), init.signal);
  }
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
  const json = JSON.stringify(body);
  const early = takeEarlyResponse(url, json);
  return early ? answerOf<T>(early, signal) : fetchJson<T>(url, jsonPost(json, signal));
}

export { dataportUrl, imagineUrl, IMAGE_SIZES, type ImagineOptions } from './urls';
