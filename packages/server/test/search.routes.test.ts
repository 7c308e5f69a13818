/**
 * Search mechanics on a small hand-made catalogue (search-fixtures.ts): matching, filters,
 * disjunctive counters, paging, drafts, autocompletion, suggestions, boosting and bad input.
 * (How well real queries rank is search.relevance.slow.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { collections, models, owners, tags } from './search-fixtures';
import { STORE_KINDS } from './stores';
describe.each(STORE_KINDS)('search on $name', (kind) => {
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

  beforeAll(async () => {
    h = await startHarness(kind);
    await h.services.catalogue.store('tag', tags);
    await h.services.catalogue.store('owner', owners);
    await h.services.catalogue.store('collection', collections);
    await h.services.catalogue.store('model', models);
  });
  afterAll(() => h?.close());

  it('finds words in the asked languages, stemmed and without accents', async () => {
    const de = await search('models', { query_string: 'stuhle', languages: ['de'] });
    expect(de.status).toBe(200);
    // The old chair has no German title but is in the category "Stühle".
    expect(ids(de.body).sort()).toEqual(['m1', 'm2', 'm3', 'm4', 'm8']);
    const en = await search('models', { query_string: 'chairs', languages: ['en'] });
    expect(ids(en.body)).toEqual(expect.arrayContaining(['m1', 'm4', 'm6']));
    const pl = await search('models', { query_string: 'krzesla', languages: ['pl'] });
    expect(ids(pl.body)).toContain('m1');
  });

  it('matches the last word as a prefix while typing', async () => {
    const typing = await search('models', { query_string: 'vento ta', languages: ['en'] });
    expect(ids(typing.body)).toEqual(expect.arrayContaining(['m5']));
    const done = await search('models', { query_string: 'vento ta ', languages: ['en'] });
    expect(done.body.total).toBe(0);
  });

  it('puts an exact article number first, marked as leading', async () => {
    const res = await search('models', { query_string: 'nrd-1001', languages: ['en'] });
    expect(res.body.hits[0]).toMatchObject({ id: 'm1', is_leading: true });
  });

  it('hides suppressed items and marks deprecated ones', async () => {
    const res = await search('models', { query_string: 'chair', languages: ['en'] });
    expect(ids(res.body)).not.toContain('m7');
    expect(res.body.hits.find((h: { id: string }) => h.id === 'm8')).toMatchObject({
      is_deprecated: true,
    });
  });

  it('filters by owner, category, property value and width range', async () => {
    const res = await search('models', {
      filtering: [
        {
          operator: 'and',
          filters: [{ algorithm: 'exact_or', scope: 'category_tag_ids', values: ['cat_seating'] }],
        },
        {
          operator: 'or',
          filters: [
            {
              algorithm: 'exact_or',
              scope: 'property_values',
              property_tag_id: 'prop_material',
              values: ['val_oak'],
            },
          ],
        },
        {
          operator: 'and',
          filters: [
            {
              algorithm: 'range',
              scope: 'property_values',
              property_tag_id: 'prop_width',
              values: [46, null],
            },
          ],
        },
      ],
    });
    expect(ids(res.body)).toEqual(['m3']);
    const owner = await search('models', {
      filtering: [
        {
          operator: 'and',
          filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: ['vento'] }],
        },
      ],
    });
    expect(ids(owner.body).sort()).toEqual(['m4', 'm5', 'm6', 'm8']);
  });

  it('counts facets disjunctively: a facet leaves out its own filter', async () => {
    const res = await search('models', {
      size: 0,
      filtering: [
        {
          operator: 'or',
          filters: [
            {
              algorithm: 'exact_or',
              scope: 'property_values',
              property_tag_id: 'prop_material',
              values: ['val_walnut'],
            },
          ],
        },
      ],
      enrich: { counters: true },
    });
    expect(res.body.total).toBe(2);
    const values = res.body.enriched.counters.property_values as Array<{
      id: string;
      count: number;
    }>;
    const count = (id: string) => values.find((v) => v.id === id)?.count;
    // Oak stays countable next to the selected walnut; colours count within walnut only.
    expect(count('val_oak')).toBe(5);
    expect(count('val_walnut')).toBe(2);
    expect(count('val_white')).toBe(1);
    expect(count('val_black')).toBe(1);
    // Each value names its property, so a filter panel can group them.
    expect(values.find((v) => v.id === 'val_oak')).toMatchObject({
      property_tag_id: 'prop_material',
    });
    expect(values.find((v) => v.id === 'val_white')).toMatchObject({
      property_tag_id: 'prop_colour',
    });
    const owners = res.body.enriched.counters.owner_ids as Array<{ id: string; count: number }>;
    expect(owners).toEqual(
      expect.arrayContaining([
        { id: 'nordlys', count: 1 },
        { id: 'vento', count: 1 },
      ]),
    );
    expect(res.body.enriched.counters.product_family_ids).toEqual([
      { id: 'fam_aalto_chairs', count: 1 },
    ]);
  });

  it('pages through results with a stable order', async () => {
    const all = await search('models', { size: 100, ordering: 'weight' });
    const first = await search('models', { size: 2, ordering: 'weight' });
    const second = await search('models', { size: 2, from: 2, ordering: 'weight' });
    expect(first.body.total).toBe(all.body.total);
    expect([...ids(first.body), ...ids(second.body)]).toEqual(ids(all.body).slice(0, 4));
    expect(all.body.data_version).toBeGreaterThan(0);
  });

  it('completes brand names, titles and categories by prefix', async () => {
    const res = await search('models', {
      query_string: 'nor',
      languages: ['en'],
      enrich: { autocompletions: true },
    });
    expect(res.body.enriched.autocompletions.owner_names).toEqual([
      { label: 'Nordlys', id: 'nordlys', language: 'xx' },
    ]);
    const chair = await search('models', {
      query_string: 'cha',
      languages: ['en'],
      enrich: { autocompletions: { scopes: ['category_tag_labels', 'model_titles'] } },
    });
    expect(
      chair.body.enriched.autocompletions.category_tag_labels.map(
        (a: { label: string }) => a.label,
      ),
    ).toEqual(['Chairs']);
    expect(chair.body.enriched.autocompletions.model_titles.length).toBeLessThanOrEqual(3);
  });

  it('corrects a misspelt word and says so', async () => {
    const res = await search('models', {
      query_string: 'chiar',
      languages: ['en'],
      enrich: { suggestions: true },
    });
    expect(res.body.enriched.suggestions).toEqual(['chair']);
    expect(res.body.total).toBeGreaterThan(0);
  });

  it('boosts hits in the category the query names', async () => {
    const res = await search('models', {
      query_string: 'chair',
      languages: ['en'],
      boosting: true,
    });
    type Hit = { is_boosted: boolean; is_deprecated: boolean };
    const hits: Hit[] = res.body.hits;
    // Deprecated chairs come last, boosted or not (what can still be had comes first); before
    // them, boosted first.
    const deprecated = hits.map((h) => h.is_deprecated);
    expect(deprecated).toContain(true);
    expect(deprecated.indexOf(true)).toBe(deprecated.lastIndexOf(false) + 1);
    const flags = hits.filter((h) => !h.is_deprecated).map((h) => h.is_boosted);
    expect(flags).toContain(false); // the cushion mentions a chair but is not one
    expect(flags.indexOf(false)).toBe(flags.lastIndexOf(true) + 1);
  });

  it('searches owners, collections and tags with their own hit fields', async () => {
    const owners = await search('owners', { query_string: 'nordlys' });
    expect(owners.body.hits[0]).toMatchObject({ id: 'nordlys', is_high_quality: true });
    const cols = await search('collections', {
      filtering: [
        {
          operator: 'and',
          filters: [{ algorithm: 'range', scope: 'models_count_cad', values: [1, null] }],
        },
      ],
    });
    expect(cols.body.hits.find((c: { id: string }) => c.id === 'col_aalto')).toMatchObject({
      model_counts: { cad: 3, material: 0 },
    });
    const tagHits = await search('tags', {
      types: ['category_tag'],
      filtering: [
        {
          operator: 'and',
          filters: [
            {
              algorithm: 'regex_or',
              scope: 'namespaces',
              values: ['^\\.egr\\.category\\.seating'],
            },
          ],
        },
      ],
    });
    expect(ids(tagHits.body).sort()).toEqual(['cat_chairs', 'cat_seating']);
  });

  it('embeds fetched items when asked', async () => {
    const res = await search('models', {
      query_string: 'vento table',
      languages: ['en'],
      fetch: { texts: true },
    });
    expect(res.body.models[0].id).toBe(res.body.hits[0].id);
  });

  it.each([
    ['size', { size: 1001 }],
    ['from', { from: -1 }],
    ['query_string', { query_string: 'x'.repeat(10_000) }],
    ['languages[0]', { languages: ['xx-yy'] }],
    ['ordering', { ordering: 'random' }],
    [
      'filtering[0].filters[0].algorithm',
      {
        filtering: [
          { operator: 'and', filters: [{ algorithm: 'fuzzy', scope: 'ids', values: ['a'] }] },
        ],
      },
    ],
    [
      'filtering[0].filters[0].scope',
      {
        filtering: [
          { operator: 'and', filters: [{ algorithm: 'exact_or', scope: 'colour', values: ['a'] }] },
        ],
      },
    ],
    [
      'filtering[0].filters[0].values[0]',
      {
        filtering: [
          {
            operator: 'and',
            filters: [{ algorithm: 'regex_or', scope: 'namespaces', values: ['(a'] }],
          },
        ],
      },
    ],
    [
      'filtering[0].filters[0].values[0]',
      {
        filtering: [
          {
            operator: 'and',
            filters: [{ algorithm: 'regex_or', scope: 'namespaces', values: ['(a+)+\\1'] }],
          },
        ],
      },
    ],
    [
      'filtering[0].filters[0].scope',
      {
        filtering: [
          {
            operator: 'and',
            filters: [{ algorithm: 'range', scope: 'owner_ids', values: [1, 2] }],
          },
        ],
      },
    ],
    [
      'filtering[0].filters[0].values',
      {
        filtering: [{ operator: 'and', filters: [{ algorithm: 'exact_or', scope: 'owner_ids' }] }],
      },
    ],
    ['size', { size: '10' }],
    ['query', { query: 'chair' }],
  ])('refuses a bad %s', async (field, payload) => {
    const res = await search('models', payload);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('refuses boosting outside models', async () => {
    const res = await search('owners', { query_string: 'a', boosting: true });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('boosting');
  });
});
