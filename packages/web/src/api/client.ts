/**
 * The catalogue and file-service client: every call is a POST with a JSON body (spec 01
 * s.7); failures become an ApiError carrying what the server said, so the error toast can
 * show its reason (spec 02 s.8).
 */
import { IMAGE_SIZES } from '@vitrine/contracts';
import { config } from '../config';
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

/**
 * POSTs `body` to the catalogue service at `path` (e.g. '/v1/models/search'), or takes the
 * answer of the same request index.html started early.
 */
export async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const url = `${config.catalogBase}${path}`;
  const json = JSON.stringify(body);
  let response: Response;
  try {
    response =
      (await takeEarlyResponse(url, json)) ??
      (await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json,
        signal: signal ?? null,
      }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(FETCH_ERROR, 0, undefined, undefined, undefined, { cause });
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as ErrorBody;
    throw new ApiError(
      RESPONSE_ERROR,
      response.status,
      answer.error_code,
      answer.reason,
      answer.field,
    );
  }
  return (await response.json()) as T;
}

/** The file's bytes; `variant` 'original' is the file as uploaded. */
export function dataportUrl(dataportId: string, variant?: 'original'): string {
  const base = `${config.dataportBase}/v1/${encodeURIComponent(dataportId)}`;
  return variant ? `${base}/${variant}` : base;
}

export interface ImagineOptions {
  w: number;
  h: number;
  /** Fit mode and format, comma-separated (crop|fit|pad, jpg|webp|png|avif). */
  t?: string;
}

/** A scaled image from the file service. */
export function imagineUrl(dataportId: string, { w, h, t = 'crop,webp' }: ImagineOptions): string {
  const query = new URLSearchParams({ w: String(w), h: String(h), t });
  return `${dataportUrl(dataportId)}/imagine?${query.toString()}`;
}

export { IMAGE_SIZES };
