/**
 * Items that are not published are never public (spec 02 s.4, docs/API.md "Who sees which
 * items"): through search, fetch, list, autocompletion, "did you mean", counters, related
 * items and the brand pages, for anonymous callers, a visitor, the brand's owner and an
 * administrator, in the draft view and outside it. One seeded store per database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from './stores';
import {
  BRAND,
  CATEGORY,
  COLLECTION,
  DRAFT_BRAND,
  DRAFT_COLLECTION,
  MODELS,
  OTHER_BRAND,
  ROLES,
  modelsSeen,
  sees,
  startWorld,
  type Role,
  type World,
} from './visibility-world';

const BOTH_VIEWS = [false, true] as const;
/** A brand page tab's search: the brand's items (owner_ids filter). */
const OF_BRAND = {
  size: 64,
  filtering: [
    {
      operator: 'and',
      filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: [BRAND] }],
    },
  ],
};

describe.each(STORE_KINDS)('who sees which items, on $name', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld(kind);
  }, 180_000);
  afterAll(() => world?.close());

  /** A catalogue call as a role, in the draft view or not; the answer's JSON. */
  async function call(role: Role, path: string, body: Record<string, unknown>, draftView: boolean) {
    const fetch = { ...(body.fetch as object), ...(draftView ? { drafts: true } : {}) };
    const answer = await world.harness.app.inject({
      method: 'POST',
      url: `/api/catalog${path}`,
      headers: role === 'anonymous' ? {} : world.headers[role],
      payload: { ...body, ...(Object.keys(fetch).length ? { fetch } : {}) },
    });
    expect(answer.statusCode, `${path} as ${role}`).toBe(200);
    return answer.json();
  }
  const hitIds = (answer: { hits: Array<{ id: string }> }) => answer.hits.map((h) => h.id).sort();
  const each = async (check: (role: Role, draftView: boolean, as: string) => Promise<void>) => {
    for (const role of ROLES)
      for (const draftView of BOTH_VIEWS)
        await check(role, draftView, `${role}${draftView ? ' in the draft view' : ''}`);
  };

  it('search lists published and deprecated items, and a draft only to its owners in the draft view', async () => {
    await each(async (role, draftView, as) => {
      const all = await call(role, '/v1/models/search', { size: 100 }, draftView);
      expect(hitIds(all), as).toEqual(modelsSeen(role, 'list', draftView));
      expect(all.total, as).toBe(modelsSeen(role, 'list', draftView).length);
      for (const { id, title } of MODELS) {
        const found = await call(role, '/v1/models/search', { query_string: title }, draftView);
        const listed = modelsSeen(role, 'list', draftView).includes(id);
        expect(hitIds(found).includes(id), `${title} for ${as}`).toBe(listed);
        // The exact id or article number finds nothing more than the words do.
        const byId = await call(role, '/v1/models/search', { query_string: id }, draftView);
        expect(hitIds(byId).includes(id), `${id} for ${as}`).toBe(listed);
      }
      // Public items do not carry the words of a draft collection or brand they belong to.
      for (const [words, brand] of [
        ['Platypus Series', BRAND],
        ['Zephyr Works', DRAFT_BRAND],
      ] as const) {
        if (sees(role, { state: 'draft', owner: brand }, 'list', draftView)) continue;
        const found = await call(role, '/v1/models/search', { query_string: words }, draftView);
        expect(hitIds(found), `${words} for ${as}`).toEqual([]);
      }
    });
  });

  it('the states filter narrows what the caller sees: drafts only for their owners in the draft view', async () => {
    const draftsOnly = {
      size: 100,
      filtering: [
        {
          operator: 'and',
          filters: [{ algorithm: 'exact_or', scope: 'states', values: ['draft'] }],
        },
      ],
    };
    await each(async (role, draftView, as) => {
      const answer = await call(role, '/v1/models/search', draftsOnly, draftView);
      const drafts = modelsSeen(role, 'list', draftView, (m) => m.state === 'draft');
      expect(hitIds(answer), as).toEqual(drafts);
      expect(
        answer.hits.every((h: { state: string }) => h.state === 'draft'),
        as,
      ).toBe(true);
    });
    // Nobody but an owner in the draft view gets a draft out of it.
    expect(modelsSeen('anonymous', 'list', true, (m) => m.state === 'draft')).toEqual([]);
    expect(modelsSeen('visitor', 'list', true, (m) => m.state === 'draft')).toEqual([]);
    expect(modelsSeen('owner', 'list', true, (m) => m.state === 'draft').length).toBeGreaterThan(0);
    const bad = await world.harness.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/search',
      payload: {
        filtering: [
          {
            operator: 'and',
            filters: [{ algorithm: 'prefix', scope: 'states', values: ['unknown'] }],
          },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('filtering[0].filters[0].algorithm');
  });

  it('fetch (a direct link) answers what the caller may open and leaves out the rest, as if it did not exist', async () => {
    await each(async (role, draftView, as) => {
      const ids = MODELS.map((m) => m.id);
      const answer = await call(role, '/v1/models/fetch', { ids }, draftView);
      const got = (answer.models as Array<{ id: string }>).map((m) => m.id).sort();
      expect(got, as).toEqual(modelsSeen(role, 'link', draftView));
      // Embedded in a search answer: the hits' items, nothing else.
      const embedded = await call(
        role,
        '/v1/models/search',
        { size: 100, fetch: { texts: true } },
        draftView,
      );
      const items = (embedded.models as Array<{ id: string }>).map((m) => m.id).sort();
      expect(items, as).toEqual(modelsSeen(role, 'list', draftView));
    });
  });

  it('list answers the same ids as search, per brand', async () => {
    await each(async (role, draftView, as) => {
      for (const owner of [BRAND, OTHER_BRAND]) {
        const answer = await call(role, '/v1/models/list', { owner_id: owner }, draftView);
        const expected = modelsSeen(role, 'list', draftView, (m) => m.owner === owner);
        expect([...(answer.model_ids as string[])].sort(), `${owner} for ${as}`).toEqual(expected);
      }
      const collections = await call(role, '/v1/collections/list', { owner_id: BRAND }, draftView);
      expect(collections.collection_ids.includes(DRAFT_COLLECTION), as).toBe(
        sees(role, { state: 'draft', owner: BRAND }, 'list', draftView),
      );
      const owners = await call(role, '/v1/owners/list', {}, draftView);
      expect(owners.owner_ids.includes(DRAFT_BRAND), as).toBe(
        sees(role, { state: 'draft', owner: DRAFT_BRAND }, 'list', draftView),
      );
    });
  });

  it('completes only labels of items everyone sees', async () => {
    // (Not m_fav: a title once public stays offered until the index is rebuilt, and then
    // finds nothing; docs/SEARCH.md "Autocompletion".)
    const secret = MODELS.filter((m) => !sees('anonymous', m, 'list', true) && m.id !== 'm_fav');
    await each(async (role, draftView, as) => {
      for (const prefix of [
        ...secret.map((m) => m.title.slice(0, 4)),
        'Platyp', // a draft collection
        'Zephyr', // a draft brand
      ]) {
        const answer = await call(
          role,
          '/v1/models/search',
          { query_string: prefix, enrich: { autocompletions: true } },
          draftView,
        );
        const labels = Object.values(
          answer.enriched.autocompletions as Record<string, Array<{ label: string }>>,
        ).flatMap((entries) => entries.map((e) => e.label));
        expect(labels, `${prefix} for ${as}`).toEqual([]);
      }
      const shown = await call(
        role,
        '/v1/models/search',
        { query_string: 'Aalt', enrich: { autocompletions: true } },
        draftView,
      );
      expect(shown.enriched.autocompletions.model_titles, as).toEqual([
        { label: 'Aalto Chair', language: 'en' },
      ]);
    });
  });

  it('never suggests the words of an item the caller does not see in lists ("did you mean")', async () => {
    await each(async (role, draftView, as) => {
      // One letter off each title's first word: a correction would name the item's word.
      for (const m of MODELS) {
        const word = m.title.split(' ')[0]!;
        const typo = `${word.slice(0, -1)}${word.endsWith('x') ? 'y' : 'x'}`;
        const answer = await call(
          role,
          '/v1/models/search',
          { query_string: typo, enrich: { suggestions: true } },
          draftView,
        );
        if (!sees(role, m, 'list', draftView)) {
          expect(answer.enriched.suggestions, `${typo} for ${as}`).toEqual([]);
          expect(answer.total, `${typo} for ${as}`).toBe(0);
        }
      }
      // Nor the title of a draft collection or the name of a draft brand, which public
      // items carry: they find nothing.
      for (const typo of ['Platypux', 'Zephyx']) {
        const answer = await call(
          role,
          '/v1/models/search',
          { query_string: typo, enrich: { suggestions: true } },
          draftView,
        );
        expect(answer.enriched.suggestions, `${typo} for ${as}`).toEqual([]);
        expect(answer.total, `${typo} for ${as}`).toBe(0);
      }
      const known = await call(
        role,
        '/v1/models/search',
        { query_string: 'Aaltx', enrich: { suggestions: true } },
        draftView,
      );
      expect(known.enriched.suggestions, as).toEqual(['aalto']);
    });
  });

  it('counts in counters only the items the caller sees listed', async () => {
    await each(async (role, draftView, as) => {
      const answer = await call(
        role,
        '/v1/models/search',
        { size: 0, enrich: { counters: true } },
        draftView,
      );
      const count = (scope: string, id: string) =>
        (answer.enriched.counters[scope] as Array<{ id: string; count: number }>).find(
          (c) => c.id === id,
        )?.count ?? 0;
      const listed = (owner?: string) =>
        modelsSeen(role, 'list', draftView, (m) => !owner || m.owner === owner).length;
      expect(count('owner_ids', BRAND), as).toBe(listed(BRAND));
      expect(count('owner_ids', OTHER_BRAND), as).toBe(listed(OTHER_BRAND));
      expect(count('collection_ids', COLLECTION), as).toBe(listed(BRAND));
      expect(count('category_tag_ids', CATEGORY), as).toBe(listed());
      // A public chair in a draft collection, of a draft brand: counted only where the
      // collection or brand is seen, so facets do not name them to anyone else.
      const seesDraftOf = (brand: string) =>
        sees(role, { state: 'draft', owner: brand }, 'list', draftView);
      expect(count('collection_ids', DRAFT_COLLECTION), as).toBe(seesDraftOf(BRAND) ? 1 : 0);
      expect(count('owner_ids', DRAFT_BRAND), as).toBe(seesDraftOf(DRAFT_BRAND) ? 1 : 0);
    });
  });

  it('shows as related items (same collection or category) only what the caller sees listed', async () => {
    await each(async (role, draftView, as) => {
      // The detail dialog's request for related items (web api/detail.ts).
      const answer = await call(
        role,
        '/v1/models/search',
        {
          size: 64,
          ordering: 'weight',
          filtering: [
            {
              operator: 'or',
              filters: [
                { algorithm: 'exact_or', scope: 'collection_ids', values: [COLLECTION] },
                { algorithm: 'exact_or', scope: 'category_tag_ids', values: [CATEGORY] },
              ],
            },
          ],
        },
        draftView,
      );
      expect(hitIds(answer), as).toEqual(modelsSeen(role, 'list', draftView));
    });
  });

  it('shows brand pages, their collections and catalog counts as each caller may see them', async () => {
    await each(async (role, draftView, as) => {
      const draftBrand = { state: 'draft' as const, owner: DRAFT_BRAND };
      // The brand list and a link to the draft brand's page.
      const brands = await call(role, '/v1/owners/search', { size: 100 }, draftView);
      expect(hitIds(brands), as).toEqual(
        [
          BRAND,
          OTHER_BRAND,
          ...(sees(role, draftBrand, 'list', draftView) ? [DRAFT_BRAND] : []),
        ].sort(),
      );
      const page = await call(role, '/v1/owners/fetch', { ids: [DRAFT_BRAND] }, draftView);
      expect(page.owners.length, as).toBe(sees(role, draftBrand, 'link', draftView) ? 1 : 0);
      const named = await call(role, '/v1/owners/search', { query_string: 'Zephyr' }, draftView);
      expect(hitIds(named), as).toEqual(
        sees(role, draftBrand, 'list', draftView) ? [DRAFT_BRAND] : [],
      );

      // The brand page's models tab: the brand's models (owner_ids filter).
      const models = await call(role, '/v1/models/search', OF_BRAND, draftView);
      expect(hitIds(models), as).toEqual(
        modelsSeen(role, 'list', draftView, (m) => m.owner === BRAND),
      );

      // Its collections tab and the draft collection by link.
      const draftCollection = { state: 'draft' as const, owner: BRAND };
      const collections = await call(role, '/v1/collections/search', OF_BRAND, draftView);
      expect(hitIds(collections), as).toEqual(
        [
          COLLECTION,
          ...(sees(role, draftCollection, 'list', draftView) ? [DRAFT_COLLECTION] : []),
        ].sort(),
      );
      // Collections' member counts in search answers are the same for everyone: what all see.
      const hit = collections.hits.find((h: { id: string }) => h.id === COLLECTION);
      expect(hit.model_counts, as).toEqual({
        cad: modelsSeen('anonymous', 'list', false, (m) => m.owner === BRAND).length,
        material: 0,
      });
      const linked = await call(
        role,
        '/v1/collections/fetch',
        { ids: [DRAFT_COLLECTION] },
        draftView,
      );
      expect(linked.collections.length, as).toBe(
        sees(role, draftCollection, 'link', draftView) ? 1 : 0,
      );

      // The catalog tree's counts (collections fetched with model_counts): what the caller lists.
      const tree = await call(
        role,
        '/v1/collections/fetch',
        { ids: [COLLECTION], fetch: { model_counts: true } },
        draftView,
      );
      expect(tree.collections[0].model_counts, as).toEqual({
        cad: modelsSeen(role, 'list', draftView, (m) => m.owner === BRAND).length,
        material: 0,
      });
    });
  });
});
