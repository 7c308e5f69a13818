/**
 * The modified_epochmillis range filter (our extension beyond the spec; an embedding host's
 * `date` parameter, docs/EMBEDDING.md): it keeps items modified on or after the bound, follows
 * an item when it is modified again, narrows the counters too, refuses bad values naming the
 * field, and migration 024 fills the time in for items indexed before it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FilterGroup } from '@vitrine/contracts';
import { editInfos, newModel, newOwner, neutralText, textsFor } from '@vitrine/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../src/blobs';
import { loadConfig } from '../src/config';
import { createServices } from '../src/services';
import { migrate } from '../src/store/migrate';
import { startHarness, type Harness } from './app-harness';
import { openMigrated, STORE_KINDS } from './stores';

const JAN = Date.UTC(2026, 0, 10, 15, 30);
const MAR = Date.UTC(2026, 2, 1);
const JUN = Date.UTC(2026, 5, 1, 8);

/** A model of a brand last modified at `modified` (epoch ms). */
function model(id: string, owner: string, modified: number) {
  const infos = editInfos();
  return newModel({
    id,
    type: 'cad',
    owner_id: owner,
    texts: textsFor('title', { en: `Lamp ${id}` }),
    edit_infos: {
      ...infos,
      modified_epochmillis: modified,
      modified_datetime: new Date(modified).toISOString(),
    },
  });
}

const owners = [
  newOwner({ id: 'acme', texts: [neutralText('name', 'Acme')] }),
  newOwner({ id: 'bolt', texts: [neutralText('name', 'Bolt')] }),
];
// The March one is modified exactly at the bound: on/after keeps it.
const models = [model('old', 'acme', JAN), model('bound', 'acme', MAR), model('new', 'bolt', JUN)];

const since = (min: unknown, max: unknown = null): FilterGroup[] => [
  {
    operator: 'and',
    filters: [{ algorithm: 'range', scope: 'modified_epochmillis', values: [min, max] as never }],
  },
];

describe.each(STORE_KINDS)('modified_epochmillis filter on $name', (kind) => {
  let h: Harness;
  const search = async (payload: object) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/search',
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const ids = async (filtering: FilterGroup[]) => {
    const res = await search({ filtering });
    expect(res.status).toBe(200);
    return (res.body.hits as Array<{ id: string }>).map((hit) => hit.id).sort();
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    await h.services.catalogue.store('owner', owners);
    await h.services.catalogue.store('model', models);
  });
  afterAll(() => h?.close());

  it('keeps items modified on or after the bound and drops older ones', async () => {
    expect(await ids(since(MAR))).toEqual(['bound', 'new']);
    expect(await ids(since(MAR + 1))).toEqual(['new']);
    expect(await ids(since(null, MAR - 1))).toEqual(['old']);
    expect(await ids(since(JAN, JUN))).toEqual(['bound', 'new', 'old']);
    expect(await ids(since(Date.UTC(2027, 0, 1)))).toEqual([]);
  });

  it('follows an item when it is modified again', async () => {
    await h.services.catalogue.store('model', [model('old', 'acme', Date.UTC(2026, 6, 1))]);
    expect(await ids(since(MAR))).toEqual(['bound', 'new', 'old']);
    expect(await ids(since(null, MAR - 1))).toEqual([]);
    await h.services.catalogue.store('model', [model('old', 'acme', JAN)]);
  });

  it('counts facets over the narrowed set', async () => {
    const res = await search({
      size: 0,
      filtering: since(JUN),
      enrich: { counters: { scopes: ['owner_ids'] } },
    });
    expect(res.body.total).toBe(1);
    expect(res.body.enriched.counters.owner_ids).toEqual([
      expect.objectContaining({ id: 'bolt', count: 1 }),
    ]);
  });

  it.each([
    ['filtering[0].filters[0].values', since('yesterday')],
    ['filtering[0].filters[0].values', since(MAR, 'tomorrow')],
    [
      'filtering[0].filters[0].values',
      [
        {
          operator: 'and',
          filters: [{ algorithm: 'range', scope: 'modified_epochmillis', values: [MAR] }],
        },
      ],
    ],
    [
      'filtering[0].filters[0].algorithm',
      [
        {
          operator: 'and',
          filters: [{ algorithm: 'exact_or', scope: 'modified_epochmillis', values: [MAR] }],
        },
      ],
    ],
    [
      'filtering[0].filters[0].algorithm',
      [
        {
          operator: 'and',
          filters: [{ algorithm: 'prefix', scope: 'modified_epochmillis', values: ['17'] }],
        },
      ],
    ],
    [
      'filtering[1].filters[0].scope',
      [
        ...since(MAR),
        {
          operator: 'and',
          filters: [{ algorithm: 'range', scope: 'modified_since', values: [MAR, null] }],
        },
      ],
    ],
  ])('refuses a bad value, naming %s', async (field, filtering) => {
    const res = await search({ filtering });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });
});

describe.each(STORE_KINDS)('migration 024 on $name', (kind) => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'vitrine-modified-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('fills the modification time of items indexed before it', async () => {
    const store = await openMigrated(kind);
    try {
      const before = await createServices(
        loadConfig({}),
        store,
        createBlobStore(path.join(folder, 'files')),
      );
      await before.catalogue.store('owner', owners);
      await before.catalogue.store('model', models);
      // The database as it was before 024: no column, the migration not applied.
      await store.exec('ALTER TABLE search_items DROP COLUMN modified_epochmillis');
      await store.exec("DELETE FROM schema_migrations WHERE version = '024_search_modified.sql'");
      expect(await migrate(store)).toEqual(['024_search_modified.sql']);

      const after = await createServices(
        loadConfig({}),
        store,
        createBlobStore(path.join(folder, 'files')),
      );
      const answer = await after.search.service.search(
        'model',
        { filtering: since(MAR) },
        { loggedIn: false, apiSight: false },
      );
      expect(answer.hits.map((hit) => hit.id).sort()).toEqual(['bound', 'new']);
    } finally {
      await store.close();
    }
  });
});
