import {
  CollectionsFetchAnswer,
  ModelsFetchAnswer,
  OwnersFetchAnswer,
  TagsFetchAnswer,
} from '@vitrine/contracts';
import type { TObject } from 'typebox';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import * as fx from './fixtures';
import { STORE_KINDS } from './stores';

describe.each(STORE_KINDS)('catalogue fetch and list on $name', (kind) => {
  let h: Harness;
  const post = (url: string, payload: unknown) =>
    h.app.inject({ method: 'POST', url: `/api/catalog${url}`, payload: payload as object });

  beforeAll(async () => {
    h = await startHarness(kind);
    const { catalogue } = h.services;
    await catalogue.store('owner', [fx.owner, fx.otherOwner]);
    await catalogue.store('model', [fx.chair, fx.table, fx.oak, fx.hidden, fx.foreign]);
    await catalogue.store('collection', [fx.collection]);
    await catalogue.store('tag', [fx.category]);
  });
  afterAll(() => h?.close());

  it('answers texts in favourite-language order and echoes the bounce token', async () => {
    const res = await post('/v1/models/fetch', {
      ids: ['model_chair'],
      favourite_languages: ['de', 'en'],
      fetch: { texts: true },
      bounce_token: 'abc',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.bounce_token).toBe('abc');
    expect(typeof body.took).toBe('number');
    const titles = body.models[0].texts.filter((t: { category: string }) => t.category === 'title');
    expect(titles.map((t: { payload: string }) => t.payload)).toEqual([
      'Aalto Stuhl',
      'Aalto Chair',
    ]);
    // Polish was not asked for; the neutral article number stays.
    expect(body.models[0].texts.some((t: { language: string }) => t.language === 'pl')).toBe(false);
    expect(body.models[0].texts.some((t: { payload: string }) => t.payload === 'NRD-1001')).toBe(
      true,
    );
  });

  it('falls back to English when no favourite language has a text', async () => {
    const res = await post('/v1/models/fetch', {
      ids: ['model_table'],
      favourite_languages: ['cs'],
      fetch: { texts: true },
    });
    const titles = res.json().models[0].texts.map((t: { payload: string }) => t.payload);
    expect(titles).toEqual(['Aalto Table']);
  });

  it('returns only the asked parts, and everything without fetch flags', async () => {
    const partial = (
      await post('/v1/models/fetch', { ids: ['model_chair'], fetch: { images: true } })
    ).json();
    expect(partial.models[0].images).toHaveLength(1);
    expect(partial.models[0].texts).toBeUndefined();
    expect(partial.models[0].id).toBe('model_chair');
    expect(partial.models[0].state).toBe('published');
    const full = (await post('/v1/models/fetch', { ids: ['model_chair'] })).json();
    expect(full.models[0].texts.length).toBeGreaterThan(3);
    expect(full.models[0].edit_infos.creation_epochmillis).toBeGreaterThan(0);
    expect(full.models[0].data_version).toBeGreaterThan(0);
  });

  it('answers what a document became since it was last fetched, in every projection', async () => {
    const title = async (fetch: object, languages: string[]) => {
      const res = await post('/v1/models/fetch', {
        ids: ['model_table'],
        favourite_languages: languages,
        fetch,
      });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const texts = res.json().models[0].texts as Array<{ category: string; payload: string }>;
      return texts.find((t) => t.category === 'title')?.payload;
    };
    expect(await title({ texts: true }, ['en'])).toBe('Aalto Table');
    expect(await title({ texts: true, images: true }, ['de', 'en'])).toBe('Aalto Table');
    const renamed = {
      ...fx.table,
      texts: fx.table.texts.map((t) =>
        t.category === 'title' ? { ...t, payload: 'Aalto Long Table' } : t,
      ),
    };
    await h.services.catalogue.store('model', [renamed]);
    expect(await title({ texts: true }, ['en'])).toBe('Aalto Long Table');
    expect(await title({ texts: true, images: true }, ['de', 'en'])).toBe('Aalto Long Table');
    await h.services.catalogue.store('model', [fx.table]);
    expect(await title({ texts: true }, ['en'])).toBe('Aalto Table');
  });

  it('answers whole documents with the fields of the contract and no others', async () => {
    // (Fetch answers are put together from JSON, not by the schema's serializer.)
    const cases = [
      ['models', ModelsFetchAnswer, ['model_chair', 'model_table', 'model_oak']],
      ['collections', CollectionsFetchAnswer, ['coll_aalto']],
      ['owners', OwnersFetchAnswer, ['owner_a']],
      ['tags', TagsFetchAnswer, ['tag_chairs']],
    ] as const;
    for (const [plural, answer, ids] of cases) {
      const items = (await post(`/v1/${plural}/fetch`, { ids })).json()[plural] as object[];
      expect(items).toHaveLength(ids.length);
      const item = (answer as unknown as TObject).properties[plural] as unknown as {
        items: TObject;
      };
      const allowed = Object.keys(item.items.properties);
      for (const fetched of items)
        expect(allowed).toEqual(expect.arrayContaining(Object.keys(fetched)));
    }
  });

  it('compresses answers for clients that accept it', async () => {
    const body = { ids: ['model_chair', 'model_table', 'model_oak'] };
    const plain = await post('/v1/models/fetch', body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await h.app.inject({
        method: 'POST',
        url: '/api/catalog/v1/models/fetch',
        headers: { 'accept-encoding': encoding },
        payload: body,
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      const unpacked = JSON.parse(decode(packed.rawPayload).toString()) as { models: unknown };
      expect(unpacked.models).toEqual(plain.json().models);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
  });

  it('keeps the asked order, skips unknown and suppressed ids', async () => {
    const res = await post('/v1/models/fetch', {
      ids: ['model_oak', 'nope', 'model_hidden', 'model_chair'],
      fetch: {},
    });
    expect(res.json().models.map((m: { id: string }) => m.id)).toEqual([
      'model_oak',
      'model_chair',
    ]);
  });

  it('counts visible collection members by type', async () => {
    const res = await post('/v1/collections/fetch', {
      ids: ['coll_aalto'],
      fetch: { model_counts: true },
    });
    expect(res.json().collections[0].model_counts).toEqual({ cad: 2, material: 1 });
  });

  it('fetches owners with their catalog structure and tags', async () => {
    const owners = (
      await post('/v1/owners/fetch', { ids: ['owner_a'], fetch: { structures: ['catalog'] } })
    ).json();
    expect(owners.owners[0].is_high_quality).toBe(true);
    expect(owners.owners[0].structures).toEqual({ catalog: [] });
    const tags = (
      await post('/v1/tags/fetch', {
        ids: ['tag_chairs'],
        favourite_languages: ['de'],
        fetch: { texts: true },
      })
    ).json();
    expect(tags.tags[0].namespace).toBe('.egr.category.seating.chairs');
    expect(tags.tags[0].texts[0].payload).toBe('Stühle');
  });

  it('lists ids by owner, type, layer and backlog, heaviest first', async () => {
    const all = (await post('/v1/models/list', { owner_id: 'owner_a' })).json();
    expect(all.model_ids).toEqual(['model_chair', 'model_oak', 'model_table']);
    const cads = (
      await post('/v1/models/list', { owner_id: 'owner_a', filters: { type: 'cad' } })
    ).json();
    expect(cads.model_ids).toEqual(['model_chair', 'model_table']);
    const layer = (await post('/v1/models/list', { filters: { layer: 'import' } })).json();
    expect(layer.model_ids).toEqual(['model_table']);
    const backlog = (await post('/v1/models/list', { filters: { backlog: true } })).json();
    expect(backlog.model_ids).toEqual(['model_table']);
    const owners = (await post('/v1/owners/list', { bounce_token: 'x' })).json();
    expect(owners.owner_ids.sort()).toEqual(['owner_a', 'owner_b']);
    expect(owners.bounce_token).toBe('x');
    const collections = (await post('/v1/collections/list', { owner_id: 'owner_a' })).json();
    expect(collections.collection_ids).toEqual(['coll_aalto']);
    const tags = (await post('/v1/tags/list', {})).json();
    expect(tags.tag_ids).toEqual(['tag_chairs']);
  });
});

describe.each(STORE_KINDS)('bad input on $name', (kind) => {
  let h: Harness;
  let uploader: { authorization: string };
  beforeAll(async () => {
    // Logged in for the upload case: file writes need a login (docs/FILES.md "Permissions").
    h = await startHarness(kind, {}, { login: true });
    uploader = (await h.logIn!('uploader@example.com')).headers;
  }, 120_000);
  afterAll(() => h?.close());

  const cases: Array<[string, Record<string, unknown>, number, string, string | undefined]> = [
    ['a missing body', {}, 400, '_400_required_field', 'body'],
    ['missing ids', { payload: { fetch: {} } }, 400, '_400_required_field', 'ids'],
    [
      'malformed JSON',
      { payload: '{"ids": [', headers: { 'content-type': 'application/json' } },
      400,
      '_400_malformed_json',
      'body',
    ],
    ['a wrong type', { payload: { ids: 'model_chair' } }, 400, '_400_invalid_field', 'ids'],
    [
      'a wrong nested type',
      { payload: { ids: [], fetch: { texts: 'yes' } } },
      400,
      '_400_invalid_field',
      'fetch.texts',
    ],
    [
      'an unknown field',
      { payload: { ids: [], colour: 'red' } },
      400,
      '_400_unknown_field',
      'colour',
    ],
    ['an id with a slash', { payload: { ids: ['../etc'] } }, 400, '_400_invalid_field', 'ids[0]'],
    [
      'a nested unknown field',
      { payload: { ids: [], fetch: { texts: true, foo: true } } },
      400,
      '_400_unknown_field',
      'fetch.foo',
    ],
    ['an unknown field named ""', { payload: { ids: [], '': 1 } }, 400, '_400_unknown_field', ''],
  ];

  it.each(cases)('%s gives a clear JSON error', async (_name, options, status, code, field) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/fetch',
      ...options,
    });
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.error_code).toBe(code);
    expect(body.field).toBe(field);
    expect(body.reason).toContain(field);
    expect(body.request_id).toBeTruthy();
  });

  it('says an unknown field is unknown inside a union and in a multipart request part', async () => {
    // enrich.autocompletions is `true` or an object: the answer names the object's bad field.
    const search = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/search',
      payload: { enrich: { autocompletions: { size: 3, colour: 'red' } } },
    });
    expect(search.json()).toMatchObject({
      error_code: '_400_unknown_field',
      reason: 'Unknown field: enrich.autocompletions.colour',
      field: 'enrich.autocompletions.colour',
    });
    const boundary = 'b0undary';
    const upload = await h.app.inject({
      method: 'POST',
      url: '/api/dataport/v1/load_multipart',
      headers: { ...uploader, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n` +
        `{"hints":{"filename":"a.txt","colour":"red"}}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n` +
        `text\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toMatchObject({
      error_code: '_400_unknown_field',
      reason: 'Unknown field: hints.colour',
      field: 'hints.colour',
    });
  });

  it('refuses a NUL in list filters, naming the filter', async () => {
    const list = (filters: object) =>
      h.app.inject({ method: 'POST', url: '/api/catalog/v1/models/list', payload: { filters } });
    for (const [filters, field] of [
      [{ layer: 'main\u0000' }, 'filters.layer'],
      [{ type: '\u0000cad' }, 'filters.type'],
      [{ type: ['cad', 'mat\u0000erial'] }, 'filters.type[1]'],
    ] as const) {
      const res = await list(filters);
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
      expect(res.json()).toMatchObject({ error_code: '_400_invalid_field', field });
      expect(res.json().reason).toContain('NUL');
    }
  });

  it('answers a URL that is not UTF-8, and path parameters longer than any id, as API errors', async () => {
    const badUrl = await h.app.inject({
      method: 'GET',
      url: '/api/configurator/v1/models/%E0%A4%A',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ error_code: '_400_bad_url', http_status: 400 });
    expect(badUrl.headers['x-request-id']).toBe(badUrl.json().request_id);
    // Ids may have 200 characters: such a path parameter reaches the route, which answers.
    const longId = await h.app.inject({
      method: 'GET',
      url: `/api/configurator/v1/models/${'m'.repeat(200)}`,
    });
    expect(longId.statusCode).toBe(404);
    expect(longId.json().reason).toContain('m'.repeat(200));
    const tooLong = await h.app.inject({
      method: 'GET',
      url: `/api/configurator/v1/models/${'m'.repeat(300)}`,
    });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json().error_code).toBe('_414_uri_too_long');
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const ids = Array.from({ length: 60_000 }, (_, i) => `id_${i}_padding_padding`);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/fetch',
      payload: { ids },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error_code).toBe('_413_payload_too_large');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/chairs/fetch',
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('_404_not_found');
  });

  it('serves health and the OpenAPI document', async () => {
    const health = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toMatchObject({ status: 'ok', store: kind.name });
    const docs = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).toContain('/api/catalog/v1/models/fetch');
  });
});
