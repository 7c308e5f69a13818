/**
 * Two writers (two tabs, two devices) changing the same favourites at once, through the real
 * client (api/users.ts, tripleStore.ts, model/save.ts) against an in-memory user service
 * that keeps the triples contract: versions bumped on every write, if_version checked, 409
 * _409_triple_version_conflict on a stale version.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setHostToken } from '../../session';
import { FAVORITES_KEY, parseFavorites, type FavoritesDocument } from './model/document';
import type { FavoriteOperation } from './model/operations';
import { saveFavorites } from './model/save';
import { favoritesStore, readFavoritesTriple } from './tripleStore';

const USER = 'user-1';

interface StoredTriple {
  user: string;
  scope: string;
  key: string;
  value: string;
  level: string;
  version: number;
}

/** The user service's triples routes in memory; each answer comes after a random delay. */
function fakeUserService() {
  const triples = new Map<string, StoredTriple>();
  const calls = { writes: 0, conflicts: 0 };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (url: string, init: RequestInit) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    if (new Headers(init.headers).get('authorization') !== 'Bearer token-1')
      return json(401, { error_code: '_401_login_required' });
    const body = JSON.parse(init.body as string) as {
      scopes?: string[];
      write?: Array<Omit<StoredTriple, 'version' | 'level'> & { if_version?: number }>;
    };
    if (url.endsWith('/v1/triples/read'))
      return json(200, {
        triples: [...triples.values()].filter((t) => body.scopes!.includes(t.scope)),
      });
    if (url.endsWith('/v1/triples/write')) {
      const entry = body.write![0]!;
      const id = `${entry.user}/${entry.scope}/${entry.key}`;
      const current = triples.get(id);
      if (entry.if_version !== undefined && entry.if_version !== (current?.version ?? 0)) {
        calls.conflicts++;
        return json(409, {
          error_code: '_409_triple_version_conflict',
          reason: 'The triple changed since it was read',
          triples: current ? [current] : [],
        });
      }
      calls.writes++;
      const next = { ...entry, level: 'user', version: (current?.version ?? 0) + 1 };
      delete (next as { if_version?: number }).if_version;
      triples.set(id, next);
      return json(200, { triples: [next] });
    }
    return json(404, { error_code: '_404_not_found' });
  };
  return { triples, calls, fetch };
}

let service: ReturnType<typeof fakeUserService>;

beforeEach(() => {
  service = fakeUserService();
  vi.stubGlobal('fetch', service.fetch);
  setHostToken('token-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setHostToken(null);
});

async function stored(): Promise<FavoritesDocument> {
  return parseFavorites((await readFavoritesTriple(USER)).value, Date.now());
}

const createList = (id: string, name: string): FavoriteOperation => ({
  type: 'createList',
  id,
  name,
  description: '',
});
const addModel = (id: string, list: string): FavoriteOperation => ({
  type: 'setItemLists',
  kind: 'models',
  item: { id, name: id },
  add: [list],
  remove: [],
});

describe('saving favourites from two writers at once', () => {
  it("keeps both writers' changes when they read the same version", async () => {
    await saveFavorites(favoritesStore(USER), [createList('l1', 'Kitchen')]);
    // Both tabs read version 1, then each makes its own change.
    const tabA = favoritesStore(USER);
    const tabB = favoritesStore(USER);
    const [readA, readB] = await Promise.all([tabA.read(), tabB.read()]);
    expect(readA.version).toBe(1);
    await Promise.all([
      saveFavorites(tabA, [addModel('chair', 'l1')], readA),
      saveFavorites(tabB, [createList('l2', 'Office'), addModel('desk', 'l2')], readB),
    ]);
    const document = await stored();
    expect(document.lists.map((l) => l.name).sort()).toEqual(['Kitchen', 'Office']);
    expect(document.data.models.map((m) => m.id).sort()).toEqual(['chair', 'desk']);
    expect(service.calls.conflicts).toBe(1);
    expect(service.triples.get(`${USER}/favorites/${FAVORITES_KEY}`)!.version).toBe(3);
  });

  it('loses nothing when many writers race, and a deleted list stays deleted', async () => {
    await saveFavorites(favoritesStore(USER), [createList('l1', 'A'), createList('gone', 'B')]);
    const writers = Array.from({ length: 4 }, (_, i) =>
      saveFavorites(favoritesStore(USER), [addModel(`m${i}`, 'l1')]),
    );
    const deleter = saveFavorites(favoritesStore(USER), [{ type: 'deleteList', id: 'gone' }]);
    const late = saveFavorites(favoritesStore(USER), [addModel('late', 'gone')]);
    await Promise.all([...writers, deleter, late]);
    const document = await stored();
    expect(document.data.models.map((m) => m.id).sort()).toEqual(
      expect.arrayContaining(['m0', 'm1', 'm2', 'm3']),
    );
    expect(document.lists.map((l) => l.id)).toEqual(['l1']);
    // 'late' was either added before the delete (and removed with the list) or skipped.
    expect(document.data.models.some((m) => m.id === 'late')).toBe(false);
  });

  it('migrates a stored version 1 array on the first save and writes version 2', async () => {
    service.triples.set(`${USER}/favorites/${FAVORITES_KEY}`, {
      user: USER,
      scope: 'favorites',
      key: FAVORITES_KEY,
      value: JSON.stringify([{ id: 'old', name: 'Old chair', addDateTime: 5 }]),
      level: 'user',
      version: 4,
    });
    await saveFavorites(favoritesStore(USER), [createList('l2', 'New')]);
    const raw = JSON.parse(service.triples.get(`${USER}/favorites/${FAVORITES_KEY}`)!.value) as {
      version: string;
    };
    expect(raw.version).toBe('2');
    const document = await stored();
    expect(document.lists.map((l) => l.name)).toEqual(['My list', 'New']);
    expect(document.data.models[0]).toMatchObject({ id: 'old', name: 'Old chair' });
  });

  it("refuses to write over a document it cannot read ('Unsupported version')", async () => {
    service.triples.set(`${USER}/favorites/${FAVORITES_KEY}`, {
      user: USER,
      scope: 'favorites',
      key: FAVORITES_KEY,
      value: '{"version":"9"}',
      level: 'user',
      version: 1,
    });
    await expect(saveFavorites(favoritesStore(USER), [createList('x', 'X')])).rejects.toThrow(
      'Unsupported version',
    );
    expect(service.triples.get(`${USER}/favorites/${FAVORITES_KEY}`)!.value).toBe(
      '{"version":"9"}',
    );
  });

  it("without a token nothing is sent: 'No Token or user info'", async () => {
    setHostToken(null);
    await expect(saveFavorites(favoritesStore(USER), [createList('x', 'X')])).rejects.toThrow(
      'No Token or user info',
    );
    expect(service.calls.writes).toBe(0);
  });
});
