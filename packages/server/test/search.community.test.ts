/**
 * Community libraries (owners of type community, e.g. SweetHome3D furniture libraries) kept
 * apart from brands in search: never in the brand list or the brand facet, a `sources` filter
 * and counter to include or exclude them, and brand items first among equally relevant hits
 * (a tie-break, not a partition: a community item that matches better still ranks higher);
 * and the catalogue's word on a library import running.
 */
import { newModel, newOwner, newTag, neutralText, textsFor } from '@vitrine/demo-data';
import type { Model } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

const tags = [
  newTag({
    id: 'cat_seating',
    type: 'category_tag',
    namespace: '.egr.category.seating',
    texts: textsFor('label', { en: 'Seating', de: 'Sitzmöbel' }),
  }),
  newTag({
    id: 'cat_chairs',
    type: 'category_tag',
    namespace: '.egr.category.seating.chairs',
    parent_tag_ids: ['cat_seating'],
    texts: textsFor('label', { en: 'Chairs', de: 'Stühle' }),
  }),
];
const owners = [
  newOwner({ id: 'nordlys', texts: [neutralText('name', 'Nordlys')], is_high_quality: true }),
  newOwner({ id: 'vento', type: 'user', texts: [neutralText('name', 'Casa Vento')] }),
  newOwner({
    id: 'lib_swap',
    type: 'community',
    origin: 'sh3f',
    texts: [neutralText('name', 'Blend Swap')],
  }),
];
const model = (
  id: string,
  owner: string,
  title: { en: string; de?: string },
  extra: Partial<Model> = {},
) =>
  newModel({
    id,
    type: 'cad',
    owner_id: owner,
    weight: owner === 'lib_swap' ? 50 : 1,
    texts: textsFor('title', title),
    tags: [{ tag_id: 'cat_chairs', score: 1 }],
    ...extra,
  });
// The community pieces weigh more than the brands' products: only the source can put them after.
const models = [
  model(
    'b_aalto',
    'nordlys',
    { en: 'Aalto Chair', de: 'Stuhl Aalto' },
    {
      texts: [
        ...textsFor('title', { en: 'Aalto Chair', de: 'Stuhl Aalto' }),
        ...textsFor('description', { en: 'Its back is carved like a leaf.' }),
      ],
    },
  ),
  model('b_vento', 'vento', { en: 'Vento Chair', de: 'Stuhl Vento' }),
  model('c_chair', 'lib_swap', { en: 'Chair', de: 'Stuhl' }),
  model('c_chair2', 'lib_swap', { en: 'Chair', de: 'Stuhl' }),
  model('c_leaf', 'lib_swap', { en: 'Leaf chair', de: 'Stuhl' }),
];

describe.each(STORE_KINDS)('community libraries in search on $name', (kind) => {
  let h: Harness;
  const search = async (entity: string, payload: object) => {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/catalog/v1/${entity}/search`,
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const ids = (body: { hits: Array<{ id: string }> }) => body.hits.map((hit) => hit.id);
  const sources = (values: string[]) => [
    { operator: 'or', filters: [{ algorithm: 'exact_or', scope: 'sources', values }] },
  ];
  const brands = new Set(['b_aalto', 'b_vento']);

  beforeAll(async () => {
    h = await startHarness(kind);
    await h.services.catalogue.store('tag', tags);
    await h.services.catalogue.store('owner', owners);
    await h.services.catalogue.store('model', models);
  });
  afterAll(() => h?.close());

  it.each([
    ['chair', 'en'],
    ['stuhl', 'de'],
  ])(
    '"%s" (%s): brand chairs first, a title that is only the category does not lead',
    async (q, l) => {
      const res = await search('models', { query_string: q, languages: [l], boosting: true });
      expect(res.status).toBe(200);
      const found: string[] = ids(res.body);
      expect(found.slice(0, 2).every((id) => brands.has(id))).toBe(true);
      expect(found).toEqual(expect.arrayContaining(['c_chair', 'c_chair2']));
      expect(res.body.hits.some((hit: { is_leading: boolean }) => hit.is_leading)).toBe(false);
    },
  );

  it('lists brand items before community items when nothing is asked', async () => {
    const res = await search('models', {});
    const found: string[] = ids(res.body);
    expect(found.slice(0, 2).sort()).toEqual(['b_aalto', 'b_vento']);
    expect(found).toHaveLength(5);
  });

  it('ranks a community item that matches better above a brand item (a tie-break only)', async () => {
    // Both match "leaf chair"; the community piece in its title, the brand chair only in its
    // description.
    const res = await search('models', { query_string: 'leaf chair', languages: ['en'] });
    expect(ids(res.body)).toEqual(['c_leaf', 'b_aalto']);
  });

  it('still puts a product named exactly first', async () => {
    const res = await search('models', { query_string: 'aalto chair', languages: ['en'] });
    expect(res.body.hits[0]).toMatchObject({ id: 'b_aalto', is_leading: true });
  });

  it('includes or excludes community items with the sources filter', async () => {
    const brandOnly = await search('models', { filtering: sources(['brand']) });
    expect(ids(brandOnly.body).sort()).toEqual(['b_aalto', 'b_vento']);
    const communityOnly = await search('models', {
      query_string: 'chair',
      languages: ['en'],
      filtering: sources(['community']),
    });
    expect(ids(communityOnly.body).sort()).toEqual(['c_chair', 'c_chair2', 'c_leaf']);
    const both = await search('models', { filtering: sources(['brand', 'community']) });
    expect(both.body.total).toBe(5);
  });

  it('counts sources, and keeps community libraries out of the brand facet', async () => {
    const res = await search('models', {
      filtering: sources(['brand']),
      enrich: { counters: true },
    });
    const counters = res.body.enriched.counters;
    // Disjunctive: the sources counter leaves its own filter out.
    expect(counters.sources).toEqual([
      { id: 'community', count: 3 },
      { id: 'brand', count: 2 },
    ]);
    const unfiltered = await search('models', { enrich: { counters: true } });
    const owners: Array<{ id: string }> = unfiltered.body.enriched.counters.owner_ids;
    expect(owners.map((o) => o.id).sort()).toEqual(['nordlys', 'vento']);
  });

  it('refuses a bad sources filter with a 400 naming the field', async () => {
    const value = await search('models', { filtering: sources(['brand', 'hobby']) });
    expect(value.status).toBe(400);
    expect(value.body.field).toBe('filtering[0].filters[0].values[1]');
    const algorithm = await search('models', {
      filtering: [
        { operator: 'or', filters: [{ algorithm: 'prefix', scope: 'sources', values: ['b'] }] },
      ],
    });
    expect(algorithm.status).toBe(400);
    expect(algorithm.body.field).toBe('filtering[0].filters[0].algorithm');
  });

  it('keeps community libraries out of the brand list, not out of fetches', async () => {
    // The brand list's search (spec 02: owners of types user and licensed).
    const list = await search('owners', { types: ['user', 'licensed'] });
    expect(ids(list.body).sort()).toEqual(['nordlys', 'vento']);
    const named = await search('owners', { query_string: 'blend', types: ['user', 'licensed'] });
    expect(named.body.total).toBe(0);
    const onlyBrands = await search('owners', { filtering: sources(['brand']) });
    expect(ids(onlyBrands.body).sort()).toEqual(['nordlys', 'vento']);
    // Nor among the brand names the search bar suggests.
    const completed = await search('models', {
      query_string: 'blend',
      enrich: { autocompletions: { scopes: ['owner_names'] } },
    });
    expect(completed.body.enriched.autocompletions.owner_names).toEqual([]);
    const brand = await search('models', {
      query_string: 'nord',
      enrich: { autocompletions: { scopes: ['owner_names'] } },
    });
    expect(brand.body.enriched.autocompletions.owner_names).toHaveLength(1);
    // A card still names the library its item comes from.
    const fetched = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/owners/fetch',
      payload: { ids: ['lib_swap'] },
    });
    expect(fetched.json().owners[0]).toMatchObject({ id: 'lib_swap', type: 'community' });
  });

  it('moves items when their owner becomes a community library', async () => {
    await h.services.catalogue.store('owner', [{ ...owners[1]!, type: 'community' }]);
    const res = await search('models', { filtering: sources(['brand']) });
    expect(ids(res.body)).toEqual(['b_aalto']);
    await h.services.catalogue.store('owner', [owners[1]!]);
  });

  it('says while a library import runs, and not once it stopped reporting', async () => {
    const status = async () =>
      (await h.app.inject({ method: 'GET', url: '/api/catalog/v1/imports' })).json();
    expect(await status()).toEqual({ importing: false });
    await h.services.catalogue.imports.report({ library: 'Scopia.sh3f', done: 1, total: 5 });
    expect(await status()).toEqual({
      importing: true,
      library: 'Scopia.sh3f',
      done: 1,
      total: 5,
    });
    // A crashed import leaves its record: after two minutes without a report it no longer counts.
    expect(await h.services.catalogue.imports.status(Date.now() + 121_000)).toEqual({
      importing: false,
    });
    await h.services.catalogue.imports.finished();
    expect(await status()).toEqual({ importing: false });
  });
});
