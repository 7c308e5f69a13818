/**
 * Lists for project work through /api/users on both stores: notes and quantities of list
 * items, and read-only share links (made, listed and revoked by their owner only; read by
 * anyone holding one until it is revoked or expires). Every write route is tried as
 * anonymous, as another user and as the owner; bad input is a 4xx naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from './stores';
import { startUsersWorld, writeFavorites, type Person, type UsersWorld } from './users-harness';

const LIST = 'b6a8e3a2-5d0f-4d8e-9a43-1f5a0c7d9e10';

/** A favourites document (spec 02 s.3) with one list holding a model and a material. */
const favourites = {
  version: '2',
  data: {
    models: [
      {
        id: 'chair_1',
        name: 'Lounge chair',
        addDateTime: 1000,
        previewImage: 'img_chair',
        lists: [{ id: LIST, addDateTime: 1100 }],
      },
      { id: 'sofa_9', name: 'Sofa', addDateTime: 1000, lists: [{ id: 'other', addDateTime: 1 }] },
    ],
    materials: [
      { id: 'oak_2', name: 'Oak', addDateTime: 2000, lists: [{ id: LIST, addDateTime: 2000 }] },
    ],
    brands: [],
    collections: [],
    families: [],
  },
  lists: [
    {
      id: LIST,
      name: 'Hotel Lindner, lobby',
      description: 'Second floor',
      addDateTime: 900,
      previewImages: [],
    },
    { id: 'other', name: 'Other', description: '', addDateTime: 1, previewImages: [] },
  ],
};

describe.each(STORE_KINDS)('lists for project work on $name', (kind) => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await startUsersWorld(kind);
    const { ann } = world.people;
    const written = await writeFavorites(world, ann, favourites);
    expect(written.status).toBe(200);
  }, 180_000);
  afterAll(async () => world?.close());

  const writeItem = (body: Record<string, unknown>, who?: Person) =>
    world.call(
      '/v1/lists/items/write',
      { list_id: LIST, kind: 'models', item_id: 'chair_1', ...body },
      who,
    );
  const share = (who?: Person, extra: Record<string, unknown> = {}) =>
    world.call('/v1/lists/shares/create', { list_id: LIST, ...extra }, who);
  const shared = (token: string) => world.call('/v1/lists/shared/read', { token });

  it('keeps a note and a quantity per item; an item without one reads empty and 1', async () => {
    const { ann } = world.people;
    const set = await writeItem({ note: 'Oiled oak legs, fabric Fame 64', quantity: 12 }, ann);
    expect(set.status).toBe(200);
    expect(set.body.item).toEqual({
      kind: 'models',
      item_id: 'chair_1',
      note: 'Oiled oak legs, fabric Fame 64',
      quantity: 12,
    });
    // A quantity alone leaves the note as it was.
    const again = await writeItem({ quantity: 14 }, ann);
    expect(again.body.item).toMatchObject({ note: 'Oiled oak legs, fabric Fame 64', quantity: 14 });
    const read = await world.call('/v1/lists/items/read', { list_id: LIST }, ann);
    expect(read.status).toBe(200);
    expect(read.body.items).toEqual([again.body.item]);
  });

  it('lets only the owner write notes: anonymous 401, another user 404 (not their list)', async () => {
    const { bob } = world.people;
    const anonymous = await writeItem({ quantity: 2 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error_code).toBe('_401_login_required');
    // Bob's favourites hold no such list: he cannot reach Ann's rows by naming her list.
    const other = await writeItem({ quantity: 2 }, bob);
    expect(other.status).toBe(404);
    expect(other.body.field).toBe('list_id');
    const read = await world.call('/v1/lists/items/read', { list_id: LIST }, bob);
    expect(read.status).toBe(404);
  });

  it('answers bad input with a 4xx naming the field', async () => {
    const { ann } = world.people;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ quantity: 0 }, 400, 'quantity'],
      [{ quantity: 2.5 }, 400, 'quantity'],
      [{ quantity: 100_001 }, 400, 'quantity'],
      [{ note: 'x'.repeat(2001) }, 400, 'note'],
      [{ note: 'nul \u0000 inside' }, 400, 'note'],
      [{ kind: 'chairs' }, 400, 'kind'],
      [{ item_id: 'sofa_9' }, 404, 'item_id'],
      [{ list_id: 'no-such-list' }, 404, 'list_id'],
      [{ colour: 'red' }, 400, 'colour'],
    ];
    for (const [body, status, field] of cases) {
      const answer = await writeItem(body, ann);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.field, JSON.stringify(body)).toBe(field);
    }
    const expiry = await share(ann, { expires_in_days: 0 });
    expect(expiry.status).toBe(400);
    expect(expiry.body.field).toBe('expires_in_days');
    const revoke = await world.call('/v1/lists/shares/revoke', { share_id: 'not-a-uuid' }, ann);
    expect(revoke.status).toBe(404);
  });

  it('opens a shared list without a login until its owner revokes the link', async () => {
    const { ann, bob } = world.people;
    await writeItem({ note: 'Oiled oak legs', quantity: 12 }, ann);
    expect((await share()).status).toBe(401);
    const made = await share(ann);
    expect(made.status).toBe(200);
    const token = made.body.token as string;
    // 32 random bytes: unguessable; the owner's listing shows only its last four characters.
    expect(token).toMatch(/^lst_[\w-]{43}$/);
    const link = made.body.share as Record<string, unknown>;
    expect(link).toMatchObject({ list_id: LIST, expires_at: null, hint: token.slice(-4) });

    const open = await shared(token);
    expect(open.status).toBe(200);
    expect(open.body.list).toEqual({ name: 'Hotel Lindner, lobby', description: 'Second floor' });
    expect(open.body.items).toEqual([
      {
        kind: 'models',
        id: 'chair_1',
        name: 'Lounge chair',
        previewImage: 'img_chair',
        addDateTime: 1100,
        note: 'Oiled oak legs',
        quantity: 12,
      },
      { kind: 'materials', id: 'oak_2', name: 'Oak', addDateTime: 2000, note: '', quantity: 1 },
    ]);

    const listed = await world.call('/v1/lists/shares/read', { list_id: LIST }, ann);
    expect(listed.body.shares).toEqual([link]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect((await world.call('/v1/lists/shares/read', {}, bob)).body.shares).toEqual([]);

    const revoke = (who?: Person) =>
      world.call('/v1/lists/shares/revoke', { share_id: link.share_id }, who);
    expect((await revoke()).status).toBe(401);
    const stranger = await revoke(bob);
    expect(stranger.status).toBe(403);
    expect((await shared(token)).status).toBe(200);
    expect((await revoke(ann)).status).toBe(200);

    const gone = await shared(token);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ error_code: '_410_share_link_revoked', field: 'token' });
    expect((await world.call('/v1/lists/shares/read', { list_id: LIST }, ann)).body.shares).toEqual(
      [],
    );
    const guessed = await shared(`lst_${'A'.repeat(43)}`);
    expect(guessed.status).toBe(404);
    expect(guessed.body.error_code).toBe('_404_share_link_unknown');
  });

  it('gives a link an expiry, and ends it with the list it names', async () => {
    const { ann, bob } = world.people;
    const made = await share(ann, { expires_in_days: 7 });
    const expires = Date.parse((made.body.share as { expires_at: string }).expires_at);
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(expires - Date.now()).toBeLessThan(7.1 * 86_400_000);
    // Nobody may share a list their favourites do not hold.
    const foreign = await share(bob);
    expect(foreign.status).toBe(404);
    expect(foreign.body.field).toBe('list_id');

    const token = made.body.token as string;
    const withoutList = { ...favourites, lists: favourites.lists.filter((l) => l.id !== LIST) };
    const current = await world.call('/v1/triples/read', { scopes: ['favorites'] }, ann);
    const version = (current.body.triples as Array<{ version: number }>)[0]!.version;
    await world.call(
      '/v1/triples/write',
      {
        write: [
          {
            user: ann.uuid,
            scope: 'favorites',
            key: 'favorite_models',
            value: JSON.stringify(withoutList),
            if_version: version,
          },
        ],
      },
      ann,
    );
    expect((await shared(token)).status).toBe(404);
  });
});
