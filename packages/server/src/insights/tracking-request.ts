/**
 * Reads requests of the Matomo tracking HTTP API (https://developer.matomo.org/api-reference/tracking-api)
 * into events: one request as a query string (in the address or a form body), or many as
 * `{"requests": ["?idsite=1&rec=1&...", ...]}` (bulk tracking). The same requests a real
 * Matomo server takes, so the web app speaks one language to both (docs/INSIGHTS.md).
 * Parameters Matomo knows and we do not keep (_id, rand, res, ua, cip, ...) are ignored as
 * Matomo ignores unknown ones; those we keep are checked, and a bad one is named.
 */
import { invalidField, requiredField } from '../errors';

/** Most requests in one bulk body; the web app sends at most 50 at a time. */
export const MAX_BULK_REQUESTS = 100;

export interface TrackedEvent {
  siteId: number;
  kind: 'pageview' | 'search' | 'event';
  category: string;
  action: string;
  name: string;
  value: number | null;
  path: string;
  itemId: string;
  brandId: string;
  clientMode: string;
  query: string;
  queryLanguage: string;
  filters: string;
  resultCount: number | null;
}

/** The custom dimensions the web app fills (configure the same ids in a real Matomo). */
export const DIMENSIONS = {
  itemId: 'dimension1',
  brandId: 'dimension2',
  clientMode: 'dimension3',
  queryLanguage: 'dimension4',
  /** On a detail open: the search that led to the item. */
  leadQuery: 'dimension5',
} as const;

const CLIENT_MODES = new Set(['', 'embedded', 'standalone']);
const ID = /^[A-Za-z0-9._:-]*$/;

/** The events of a body: a bulk object, or one query string. `field` prefixes error names. */
export function eventsOfBody(body: unknown, query: Record<string, unknown>): TrackedEvent[] {
  if (body && typeof body === 'object') return eventsOfBulk(body as Record<string, unknown>);
  if (typeof body === 'string' && body.trim().startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw invalidField('requests', 'the body is not valid JSON');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw invalidField('requests', 'must be an object with a list of requests');
    }
    return eventsOfBulk(parsed as Record<string, unknown>);
  }
  const params = new URLSearchParams(typeof body === 'string' ? body : '');
  // Parameters in the address count too (Matomo merges them with the body's).
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && !params.has(key)) params.set(key, value);
  }
  return [eventOf(params, '')];
}

function eventsOfBulk(body: Record<string, unknown>): TrackedEvent[] {
  const requests = body.requests;
  if (requests === undefined) throw requiredField('requests');
  if (!Array.isArray(requests)) throw invalidField('requests', 'must be a list');
  if (requests.length === 0) throw invalidField('requests', 'must not be empty');
  if (requests.length > MAX_BULK_REQUESTS) {
    throw invalidField('requests', `at most ${MAX_BULK_REQUESTS} in one body`);
  }
  return requests.map((request, i) => {
    const field = `requests[${i}]`;
    if (typeof request !== 'string') throw invalidField(field, 'must be a query string');
    return eventOf(new URLSearchParams(request.replace(/^[^?]*\?/, '')), `${field}.`);
  });
}

function text(params: URLSearchParams, name: string, prefix: string, max: number): string {
  const value = params.get(name) ?? '';
  if (value.length > max) throw invalidField(prefix + name, `at most ${max} characters`);
  // NUL and unpaired surrogates cannot be stored in PostgreSQL text.
  if (/\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)) {
    throw invalidField(prefix + name, 'must not contain NUL or an unpaired surrogate');
  }
  return value.trim();
}

function id(params: URLSearchParams, name: string, prefix: string): string {
  const value = text(params, name, prefix, 200);
  if (!ID.test(value))
    throw invalidField(prefix + name, 'must be an id (letters, digits, . _ : -)');
  return value;
}

function integer(params: URLSearchParams, name: string, prefix: string, max: number) {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > max) {
    throw invalidField(prefix + name, `must be a whole number from 0 to ${max}`);
  }
  return Number(raw);
}

/** Only the path of a page's address: its query and fragment may hold searches or codes. */
function pathOf(params: URLSearchParams, prefix: string): string {
  const raw = text(params, 'url', prefix, 2000);
  if (!raw) return '';
  try {
    return new URL(raw, 'http://relative.invalid').pathname.slice(0, 500);
  } catch {
    throw invalidField(`${prefix}url`, 'must be an address');
  }
}

function eventOf(params: URLSearchParams, prefix: string): TrackedEvent {
  const site = params.get('idsite');
  if (site === null || site === '') throw requiredField(`${prefix}idsite`);
  if (!/^[1-9]\d{0,8}$/.test(site)) throw invalidField(`${prefix}idsite`, 'must be a site id');
  const rec = params.get('rec');
  if (rec === null) throw requiredField(`${prefix}rec`);
  if (rec !== '1') throw invalidField(`${prefix}rec`, 'must be 1');

  const category = text(params, 'e_c', prefix, 200);
  const action = text(params, 'e_a', prefix, 100);
  const search = text(params, 'search', prefix, 200);
  const valueRaw = params.get('e_v');
  const value = valueRaw === null || valueRaw === '' ? null : Number(valueRaw);
  if (value !== null && !Number.isFinite(value))
    throw invalidField(`${prefix}e_v`, 'must be a number');
  const clientMode = text(params, DIMENSIONS.clientMode, prefix, 20);
  if (!CLIENT_MODES.has(clientMode)) {
    throw invalidField(prefix + DIMENSIONS.clientMode, 'must be embedded or standalone');
  }
  const path = pathOf(params, prefix);

  let kind: TrackedEvent['kind'] = 'pageview';
  if (category || action) {
    if (!category) throw requiredField(`${prefix}e_c`);
    if (!action) throw requiredField(`${prefix}e_a`);
    kind = 'event';
  } else if (params.has('search')) {
    if (!search) throw invalidField(`${prefix}search`, 'must not be empty');
    kind = 'search';
  } else if (!path && !params.get('action_name')) {
    throw requiredField(`${prefix}url`);
  }

  return {
    siteId: Number(site),
    kind,
    category,
    action: kind === 'event' ? action : kind,
    name:
      kind === 'event'
        ? text(params, 'e_n', prefix, 200)
        : text(params, 'action_name', prefix, 500),
    value,
    path,
    itemId: id(params, DIMENSIONS.itemId, prefix),
    brandId: id(params, DIMENSIONS.brandId, prefix),
    clientMode,
    query: kind === 'search' ? search : text(params, DIMENSIONS.leadQuery, prefix, 200),
    queryLanguage: text(params, DIMENSIONS.queryLanguage, prefix, 20),
    filters: text(params, 'search_cat', prefix, 500),
    resultCount: integer(params, 'search_count', prefix, 1_000_000_000),
  };
}
