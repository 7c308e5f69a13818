/**
 * Bodies are refused before they cost the server: a route that needs a caller turns an
 * anonymous one away (401) before reading the body, and a body holding more values or deeper
 * nesting than any request of the API is refused (413, 400) before it is parsed; a body over
 * its route's limit gets a 413 that says the limit. Each while the event loop's delay is
 * measured: none of these may hold it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { idleDelay, leastWorstDelay, withinBudget } from './event-loop';
import { STORE_KINDS } from './stores';

const kind = STORE_KINDS[0]!; // parsing does not depend on the store

/** Every route that needs a login (or, for product information, a token) and takes a body. */
const GUARDED = [
  ...[
    'triples/read',
    'triples/write',
    'triples/delete',
    'users/read',
    'admission/generate',
    'admission/claim',
    'admission/revoke',
    'contact/sendmail',
  ].map((path) => ['_401_login_required', `/api/users/v1/${path}`]),
  ...['load', 'load_multipart', 'annotate', 'absorb', 'delete'].map((path) => [
    '_401_login_required',
    `/api/dataport/v1/${path}`,
  ]),
  ...['categories/query', 'product_information/query'].map((path) => [
    '_401_token_required',
    `/api/pim/v1/${path}`,
  ]),
] as const;

/** `[{},{},...]` of about this many bytes: the most objects a body of that size can hold. */
const emptyObjects = (bytes: number) => `[${'{},'.repeat(Math.floor(bytes / 3) - 1)}{}]`;
/** Made once, before the event loop is measured. */
const MB_OF_OBJECTS = emptyObjects(1024 * 1024 - 16);

/** A measure, for an assertion's message. */
const said = (m: { worstMs: number; cpuMs: number }) =>
  `worst delay ${Math.round(m.worstMs)} ms, CPU ${Math.round(m.cpuMs)} ms`;

describe('bodies refused before they are parsed', () => {
  let h: Harness;
  let idle: number;
  let user: { authorization: string };
  /**
   * Sends the request once unmeasured, then measures it (event-loop.ts): a route's first
   * answers also pay for compiling its code, once per process, which is not measured here.
   */
  const post = async (url: string, payload: string, headers: Record<string, string> = {}) => {
    const send = () =>
      h.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', ...headers },
      });
    await send();
    return leastWorstDelay(send, idle);
  };

  beforeAll(async () => {
    h = await startHarness(kind, {}, { login: true });
    ({ headers: user } = await h.logIn!('reader@vitrine.test'));
    idle = await idleDelay();
  });
  afterAll(() => h?.close());

  it.each(GUARDED)('%s for an anonymous 1 MB body on %s, unparsed', async (code, url) => {
    const measure = await post(url, MB_OF_OBJECTS);
    const { result } = measure;
    expect(result.statusCode, result.body).toBe(401);
    expect(result.json().error_code).toBe(code);
    expect(withinBudget(measure, idle), `${said(measure)}, idle ${idle} ms`).toBe(true);
  });

  it('refuses an anonymous body of a million values where a share link may call, with 413, unparsed', async () => {
    // A list download takes a share link's token instead of a login (docs/FAVORITES.md), so
    // the body is read, but only as far as its shape.
    const measure = await post('/api/dataport/v1/bundles', MB_OF_OBJECTS);
    const { result } = measure;
    expect(result.statusCode, result.body).toBe(413);
    expect(result.json()).toMatchObject({ error_code: '_413_payload_too_large', field: 'body' });
    expect(withinBudget(measure, idle), `${said(measure)}, idle ${idle} ms`).toBe(true);
  });

  it('refuses a logged-in body of a million values with 413 naming the body, unparsed', async () => {
    for (const url of ['/api/users/v1/triples/write', '/api/catalog/v1/models/search']) {
      const measure = await post(url, MB_OF_OBJECTS, user);
      const { result } = measure;
      expect(result.statusCode, url).toBe(413);
      expect(result.json()).toMatchObject({ error_code: '_413_payload_too_large', field: 'body' });
      expect(result.json().reason).toContain('20000 JSON values');
      expect(withinBudget(measure, idle), `${url}: ${said(measure)}`).toBe(true);
    }
  });

  it('refuses nesting deeper than 64 levels with 400 naming the body', async () => {
    const deep = `${'['.repeat(65)}${']'.repeat(65)}`;
    const { result } = await post('/api/catalog/v1/models/search', deep);
    expect(result.statusCode).toBe(400);
    expect(result.json()).toMatchObject({ field: 'body' });
    expect(result.json().reason).toContain('64 levels');
  });

  it('keeps the JSON load small, saying its limit and where larger files go', async () => {
    const datasource = `data:;base64,${Buffer.alloc(1.6 * 1024 * 1024).toString('base64')}`;
    const measure = await post('/api/dataport/v1/load', JSON.stringify({ datasource }), user);
    const { result } = measure;
    expect(result.statusCode).toBe(413);
    expect(result.json()).toMatchObject({ error_code: '_413_payload_too_large', field: 'body' });
    expect(result.json().reason).toContain('2 MB');
    expect(result.json().reason).toContain('load_multipart');
    expect(withinBudget(measure, idle), `${said(measure)}, idle ${idle} ms`).toBe(true);
  });

  it('says the limit of the other routes too', async () => {
    const { result } = await post(
      '/api/users/v1/users/read',
      emptyObjects(1.5 * 1024 * 1024),
      user,
    );
    expect(result.statusCode).toBe(413);
    expect(result.json().reason).toContain('1 MB');
  });
});
