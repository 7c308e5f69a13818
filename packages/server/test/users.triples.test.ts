/**
 * Triples through /api/users on both stores: who may read and write whose triples, bad
 * input, the value limit, all-or-nothing writes, and two writers of one favourites document
 * that both keep their change (if_version, 409, re-read, merge, write).
 */
import type { Triple } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from './stores';
import { startUsersWorld, type UsersWorld } from './users-harness';

describe.each(STORE_KINDS)('triples on $name', (kind) => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await startUsersWorld(kind);
  }, 180_000);
  afterAll(async () => world?.close());

  const triples = (body: Record<string, unknown>) => body.triples as Triple[];

  it('answers 401 to anonymous callers on every triple route', async () => {
    const { ann } = world.people;
    const key = { user: ann.uuid, scope: 'favorites', key: 'favorite_models' };
    for (const [path, body] of [
      ['/v1/triples/read', { scopes: ['favorites'] }],
      ['/v1/triples/write', { write: [{ ...key, value: '{}' }] }],
      ['/v1/triples/delete', { remove: [key] }],
    ] as const) {
      const answer = await world.call(path, body);
      expect(answer.status, path).toBe(401);
      expect(answer.body.error_code).toBe('_401_login_required');
    }
  });

  it('writes, versions, reads and deletes a user’s own triples', async () => {
    const { ann } = world.people;
    const key = { user: ann.uuid, scope: 'settings', key: 'theme' };
    const first = await world.call(
      '/v1/triples/write',
      { write: [{ ...key, value: 'dark' }] },
      ann,
    );
    expect(first.status).toBe(200);
    expect(triples(first.body)).toEqual([{ ...key, value: 'dark', level: 'user', version: 1 }]);
    const second = await world.call(
      '/v1/triples/write',
      { write: [{ ...key, value: 'light' }] },
      ann,
    );
    expect(triples(second.body)[0]!.version).toBe(2);
    const read = await world.call('/v1/triples/read', { scopes: ['settings'] }, ann);
    expect(triples(read.body)).toEqual([{ ...key, value: 'light', level: 'user', version: 2 }]);
    const removed = await world.call('/v1/triples/delete', { remove: [key] }, ann);
    expect(removed.status).toBe(200);
    expect(removed.body.removed).toEqual([{ ...key, level: 'user', version: 2 }]);
    const after = await world.call('/v1/triples/read', { scopes: ['settings'] }, ann);
    expect(triples(after.body)).toEqual([]);
  });

  it('refuses another user’s triples with 403 and writes nothing of the request', async () => {
    const { ann, eve } = world.people;
    const own = { user: eve.uuid, scope: 'favorites', key: 'favorite_models', value: '{}' };
    const foreign = { user: ann.uuid, scope: 'favorites', key: 'favorite_models', value: '{}' };
    const write = await world.call('/v1/triples/write', { write: [own, foreign] }, eve);
    expect(write.status).toBe(403);
    expect(write.body.error_code).toBe('_403_forbidden');
    expect(write.body.reason).toContain('write[1].user');
    const del = await world.call(
      '/v1/triples/delete',
      { remove: [{ ...foreign, value: undefined }] },
      eve,
    );
    expect(del.status).toBe(403);
    const read = await world.call('/v1/triples/read', { scopes: ['favorites'] }, eve);
    expect(triples(read.body)).toEqual([]);
  });

  it('answers 400 naming the field for bad input', async () => {
    const { ann } = world.people;
    const cases: Array<[string, unknown, string]> = [
      ['/v1/triples/read', {}, 'scopes'],
      ['/v1/triples/read', { scopes: 'favorites' }, 'scopes'],
      ['/v1/triples/read', { scopes: ['a'], deep: true }, 'deep'],
      [
        '/v1/triples/write',
        { write: [{ user: ann.uuid, scope: 's', value: 'v' }] },
        'write[0].key',
      ],
      [
        '/v1/triples/write',
        { write: [{ user: ann.uuid, scope: 's', key: 'k', value: 1 }] },
        'write[0].value',
      ],
      [
        '/v1/triples/write',
        { write: [{ user: ann.uuid, scope: 's', key: 'k', value: 'a\u0000b' }] },
        'write[0].value',
      ],
      [
        '/v1/triples/write',
        { write: [{ user: ann.uuid, scope: 's', key: 'k', value: 'v', if_version: -1 }] },
        'write[0].if_version',
      ],
      ['/v1/triples/delete', { remove: [] }, 'remove'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await world.call(path, body, ann);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field, JSON.stringify(body)).toBe(field);
    }
    const twice = { user: ann.uuid, scope: 's', key: 'k', value: 'v' };
    const repeated = await world.call('/v1/triples/write', { write: [twice, twice] }, ann);
    expect(repeated.status).toBe(400);
    expect(repeated.body.field).toBe('write[1]');
  });

  it('answers 413 for a value over 1 MB, saying the limit, and keeps the old value', async () => {
    const { bob } = world.people;
    const key = { user: bob.uuid, scope: 'favorites', key: 'big' };
    await world.call('/v1/triples/write', { write: [{ ...key, value: 'small' }] }, bob);
    const big = 'x'.repeat(1024 * 1024 + 1);
    const answer = await world.call('/v1/triples/write', { write: [{ ...key, value: big }] }, bob);
    expect(answer.status).toBe(413);
    expect(answer.body.field).toBe('write[0].value');
    expect(answer.body.reason).toContain('1 MB');
    const read = await world.call('/v1/triples/read', { scopes: ['favorites'] }, bob);
    expect(triples(read.body).find((t) => t.key === 'big')?.value).toBe('small');
  });

  it('lets members read their group’s and organisation’s triples, and only administrators write them', async () => {
    const { ann, bob, root, eve } = world.people;
    const orgKey = { user: world.organizationId, scope: 'shared', key: 'price_list' };
    const groupKey = { user: world.groupId, scope: 'shared', key: 'notes' };
    const byMember = await world.call(
      '/v1/triples/write',
      { write: [{ ...groupKey, value: 'x' }] },
      bob,
    );
    expect(byMember.status).toBe(403);
    const byAdmin = await world.call(
      '/v1/triples/write',
      { write: [{ ...orgKey, value: 'EUR' }] },
      root,
    );
    expect(byAdmin.status).toBe(200);
    expect(triples(byAdmin.body)[0]!.level).toBe('organization');
    const byStranger = await world.call(
      '/v1/triples/write',
      { write: [{ ...orgKey, value: 'USD' }] },
      eve,
    );
    expect(byStranger.status).toBe(403);
    const recursive = await world.call(
      '/v1/triples/read',
      { scopes: ['shared'], recursive: true },
      ann,
    );
    expect(triples(recursive.body)).toEqual([
      { ...orgKey, value: 'EUR', level: 'organization', version: 1 },
    ]);
    const flat = await world.call('/v1/triples/read', { scopes: ['shared'] }, ann);
    expect(triples(flat.body)).toEqual([]);
    const outsider = await world.call(
      '/v1/triples/read',
      { scopes: ['shared'], recursive: true },
      eve,
    );
    expect(triples(outsider.body)).toEqual([]);
  });

  it('writes nothing when one entry’s if_version does not match, and says the current triple', async () => {
    const { ann } = world.people;
    const a = { user: ann.uuid, scope: 'cas', key: 'a' };
    const b = { user: ann.uuid, scope: 'cas', key: 'b' };
    await world.call('/v1/triples/write', { write: [{ ...b, value: 'b1' }] }, ann);
    const answer = await world.call(
      '/v1/triples/write',
      {
        write: [
          { ...a, value: 'a1', if_version: 0 },
          { ...b, value: 'b2', if_version: 0 },
        ],
      },
      ann,
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error_code).toBe('_409_triple_version_conflict');
    expect(triples(answer.body)).toEqual([{ ...b, value: 'b1', level: 'user', version: 1 }]);
    const read = await world.call('/v1/triples/read', { scopes: ['cas'] }, ann);
    expect(triples(read.body).map((t) => t.key)).toEqual(['b']);
  });

  it('keeps both changes of two concurrent favourites writers (409, re-read, merge, write)', async () => {
    const { bob } = world.people;
    const key = { user: bob.uuid, scope: 'favorites', key: 'favorite_models' };
    const doc = (ids: string[]) =>
      JSON.stringify({ version: '2', lists: [], data: { models: ids.map((id) => ({ id })) } });
    const ids = (t: Triple) =>
      (JSON.parse(t.value) as { data: { models: Array<{ id: string }> } }).data.models.map(
        (m) => m.id,
      );
    await world.call('/v1/triples/write', { write: [{ ...key, value: doc(['m0']) }] }, bob);

    const readFavourites = async () =>
      triples((await world.call('/v1/triples/read', { scopes: ['favorites'] }, bob)).body).find(
        (t) => t.key === key.key,
      )!;

    /** One tab: adds its model to what it read, writes with that version; merges on 409. */
    async function tab(model: string, read: Triple) {
      let current = read;
      for (let attempt = 0; attempt < 5; attempt++) {
        const next = doc([...new Set([...ids(current), model])]);
        const answer = await world.call(
          '/v1/triples/write',
          { write: [{ ...key, value: next, if_version: current.version }] },
          bob,
        );
        if (answer.status === 200) return { conflicts: attempt, written: triples(answer.body)[0]! };
        expect(answer.status).toBe(409);
        current = triples(answer.body)[0]!;
      }
      throw new Error('never written');
    }
    // Both tabs have read version 1 before either writes: one of them must lose the race.
    const [readOne, readTwo] = await Promise.all([readFavourites(), readFavourites()]);
    const [one, two] = await Promise.all([tab('m1', readOne), tab('m2', readTwo)]);
    expect(one.conflicts + two.conflicts).toBe(1);
    const final = await readFavourites();
    expect(ids(final).sort()).toEqual(['m0', 'm1', 'm2']);
    expect(final.version).toBe(Math.max(one.written.version, two.written.version));
  });
});
