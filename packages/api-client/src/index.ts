/**
 * @vitrine/api-client: a typed client of Vitrine's HTTP API (docs/API.md). The types come
 * from the server's OpenAPI document (src/openapi.ts, generated and committed; a test keeps
 * it equal to what the server serves); the calls are openapi-fetch's:
 *
 *   const api = createVitrineClient({ baseUrl: 'https://vitrine.example.com', token });
 *   const { data, error } = await api.POST('/api/catalog/v1/models/search', { body: { query_string: 'chair' } });
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './openapi';

export type { components, operations, paths };
/** The API's named schemas: `Schemas['ImportJob']`, `Schemas['SearchAnswer']`, … */
export type Schemas = components['schemas'];
export type VitrineClient = Client<paths>;

export interface VitrineClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The server's origin (and path prefix, if it runs under one), e.g. https://vitrine.example.com */
  baseUrl: string;
  /**
   * Sent as `Authorization: Bearer …`: a personal API token (`vtr_…`, made on the account
   * page) or an OpenID Connect access token. Without one, calls are anonymous.
   */
  token?: string;
}

/** A client for one server, calling as the token's owner (or anonymously). */
export function createVitrineClient({
  baseUrl,
  token,
  ...options
}: VitrineClientOptions): VitrineClient {
  const client = createClient<paths>({ ...options, baseUrl: baseUrl.replace(/\/+$/, '') });
  if (token) {
    client.use({
      onRequest({ request }) {
        request.headers.set('Authorization', `Bearer ${token}`);
        return request;
      },
    });
  }
  return client;
}

/**
 * For a multipart upload (an import package, a file): the body as a form, which openapi-fetch
 * sends as it is (multipart/form-data), in place of the JSON the types describe.
 */
export function multipart(parts: Record<string, Blob | string | { blob: Blob; name: string }>) {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string' || part instanceof Blob) form.append(name, part);
    else form.append(name, part.blob, part.name);
  }
  // The generated types say `file: string` (format: binary): a Blob is what is sent.
  return { body: form as never };
}

/** The message of an API error answer (`{ error_code, reason, field }`), for people. */
export function errorMessage(error: unknown, status?: number): string {
  const { reason, field, error_code: code } = (error ?? {}) as Partial<Schemas['ApiError']>;
  if (reason) return `${reason}${field ? ` (${field})` : ''}${code ? ` [${code}]` : ''}`;
  return `HTTP ${status ?? '?'}`;
}
