/**
 * Items that are not published are never public, beyond the catalogue's own calls: a
 * favourite whose model became a draft, list downloads (the zip the web app makes of a
 * list), product information of the articles such models carry, and the configurator, for
 * anonymous callers, a visitor, the brand's owner and an administrator. One seeded store per
 * database (docs/API.md "Who sees which items").
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from './stores';
import {
  MODELS,
  ROLES,
  articleOf,
  modelsSeen,
  sees,
  startWorld,
  titleOf,
  type Role,
  type World,
} from './visibility-world';

const LOGGED_IN = ROLES.filter((r) => r !== 'anonymous');
const BOTH_VIEWS = [false, true] as const;
const model = (id: string) => MODELS.find((m) => m.id === id)!;

/** The favourites document as the web app writes it (version 2, one list). */
const favourites = (ids: string[]) =>
  JSON.stringify({
    version: '2',
    data: {
      models: ids.map((id) => ({
        id,
        name: titleOf(id),
        addDateTime: 1,
        lists: [{ id: 'default_list', addDateTime: 1 }],
      })),
      materials: [],
      brands: [],
      collections: [],
      families: [],
    },
    lists: [{ id: 'default_list', name: 'My list', description: '', addDateTime: 1 }],
  });

describe.each(STORE_KINDS)('who sees which items beyond the catalogue, on $name', (kind) => {
  let world: World;
  const inject = (
    role: Role,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    world.harness.app.inject({
      method,
      url,
      // (Anonymous: the public token, which product information needs.)
      headers: world.headers[role],
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    // Everyone logged in keeps m_fav (still published then) and m_pub among their favourites.
    world = await startWorld(kind, async (w) => {
      for (const role of LOGGED_IN) {
        const user = w.userIds[role]!;
        const written = await w.harness.app.inject({
          method: 'POST',
          url: '/api/users/v1/triples/write',
          headers: w.headers[role],
          payload: {
            write: [
              {
                user,
                scope: 'favorites',
                key: 'favorite_models',
                value: favourites(['m_fav', 'm_pub']),
              },
            ],
          },
        });
        expect(written.statusCode, role).toBe(200);
      }
    });
  }, 180_000);
  afterAll(() => world?.close());

  /** The models of a role's favourites as the favourites screen fetches them (web api/favoriteItems.ts). */
  async function favouriteModels(role: Role, draftView: boolean) {
    const read = await inject(role, 'POST', '/api/users/v1/triples/read', {
      scopes: ['favorites'],
    });
    if (role === 'anonymous') return { status: read.statusCode, ids: [] as string[] };
    const stored = JSON.parse(read.json().triples[0].value as string) as {
      data: { models: Array<{ id: string }> };
    };
    const ids = stored.data.models.map((m) => m.id);
    const fetched = await inject(role, 'POST', '/api/catalog/v1/models/fetch', {
      ids,
      fetch: {
        texts: true,
        images: true,
        cads: true,
        binaries: true,
        references: true,
        edit_infos: true,
        ...(draftView ? { drafts: true } : {}),
      },
    });
    return {
      status: read.statusCode,
      stored: ids,
      ids: (fetched.json().models as Array<{ id: string }>).map((m) => m.id).sort(),
    };
  }

  it('keeps a favourite that became a draft in the list, and shows its model only to who may open it', async () => {
    for (const role of ROLES)
      for (const draftView of BOTH_VIEWS) {
        const as = `${role}${draftView ? ' in the draft view' : ''}`;
        const found = await favouriteModels(role, draftView);
        if (role === 'anonymous') {
          expect(found.status, as).toBe(401);
          continue;
        }
        // The list is the user's own: it still names the model; the catalogue decides the rest.
        expect(found.stored, as).toEqual(['m_fav', 'm_pub']);
        expect(found.ids, as).toEqual(
          ['m_pub', ...(sees(role, model('m_fav'), 'link', draftView) ? ['m_fav'] : [])].sort(),
        );
      }
  });

  it('puts into a list download only the files of models the caller may open', async () => {
    const ids = ['m_pub', 'm_fav', 'm_draft', 'm_supp', 'm_kestrel'];
    for (const role of ROLES)
      for (const draftView of BOTH_VIEWS) {
        const as = `${role}${draftView ? ' in the draft view' : ''}`;
        // The list download dialog's fetch (web features/list-download/useListItems.ts).
        const fetched = await inject(role, 'POST', '/api/catalog/v1/models/fetch', {
          ids,
          fetch: {
            texts: true,
            cads: true,
            materials: true,
            ...(draftView ? { drafts: true } : {}),
          },
        });
        const docs = fetched.json().models as Array<{
          id: string;
          cads: Array<{ format: string; dataport: string }>;
        }>;
        const made = await inject(role, 'POST', '/api/dataport/v1/bundles', {
          name: 'My list',
          entries: docs.map((d) => ({
            name: `${d.id}.glb`,
            dataport_id: d.cads.find((c) => c.format === 'glb')!.dataport,
            kind: 'file',
            label: titleOf(d.id),
          })),
        });
        if (role === 'anonymous') {
          expect(made.statusCode, as).toBe(401);
          continue;
        }
        expect(made.statusCode, as).toBe(200);
        const zip = await world.harness.app.inject({
          method: 'GET',
          url: made.json().download_url,
        });
        expect(zip.statusCode, as).toBe(200);
        const names = Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))
          .filter((n) => n.endsWith('.glb'))
          .sort();
        const expected = modelsSeen(role, 'link', draftView, (m) => ids.includes(m.id));
        expect(names, as).toEqual(expected.map((id) => `${id}.glb`));
      }
  });

  it('answers product information of an article only to callers who may see a model of it', async () => {
    const query = async (role: Role, article: Record<string, string>) => {
      const categories = await inject(role, 'POST', '/api/pim/v1/categories/query', { article });
      const items = await inject(role, 'POST', '/api/pim/v1/product_information/query', {
        article,
      });
      expect(categories.statusCode, role).toBe(200);
      expect(items.statusCode, role).toBe(200);
      return {
        categories: categories.json(),
        names: (items.json().results as Array<{ name: string }>).map((r) => r.name).sort(),
        total: items.json().total as number,
      };
    };
    // As for an article nobody has: what a hidden one must look like.
    const unknown = await query('anonymous', { manufacturerId: 'mf_lumen', artNo: 'L-404' });
    expect(unknown).toEqual({
      categories: { categories: [], language: 'en' },
      names: [],
      total: 0,
    });
    for (const role of ROLES) {
      const pub = await query(role, articleOf('m_pub'));
      expect(pub.names, role).toEqual(['Datasheet L-10', 'Photo L-10-P']);
      // The whole article: the suppressed variant's photo only for who may open that model.
      const whole = await query(role, articleOf('m_pub', false));
      const seesSupp = sees(role, model('m_supp'), 'link', true);
      expect(whole.names, role).toEqual(
        ['Datasheet L-10', 'Photo L-10-P', ...(seesSupp ? ['Photo L-10-S'] : [])].sort(),
      );
      const supp = await query(role, articleOf('m_supp'));
      expect(supp, role).toEqual(
        seesSupp
          ? {
              categories: {
                categories: [
                  { category: 'datasheets', count: 1 },
                  { category: 'images', count: 1 },
                ],
                language: 'en',
              },
              names: ['Datasheet L-10', 'Photo L-10-S'],
              total: 2,
            }
          : unknown,
      );
      const draft = await query(role, articleOf('m_draft'));
      expect(draft.names, role).toEqual(
        sees(role, model('m_draft'), 'link', true) ? ['Datasheet L-77', 'Photo L-77-D'] : [],
      );
      if (!sees(role, model('m_draft'), 'link', true)) expect(draft, role).toEqual(unknown);
    }
  });

  it('opens a model in the configurator only for who may open it; for anyone else it does not exist', async () => {
    for (const role of ROLES)
      for (const m of MODELS) {
        const answer = await inject(role, 'GET', `/api/configurator/v1/models/${m.id}`);
        const seen = sees(role, m, 'link', true);
        expect(answer.statusCode, `${m.id} for ${role}`).toBe(seen ? 200 : 404);
        if (seen) expect(answer.json()).toMatchObject({ model_id: m.id, format: 'pec' });
        else expect(answer.json().error_code).toBe('_404_not_found');
      }
  });
});
