/**
 * A shared list's download: whoever holds a working share link makes the list's zip without
 * logging in (the same bundle as the owner's); a wrong token answers 404, a revoked link 410,
 * no login and no token 401. On both stores.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from './stores';
import { startUsersWorld, writeFavorites, type UsersWorld } from './users-harness';

const MODELS = '/usr/share/assimp/models';
const BOX = `${MODELS}/glTF2/BoxTextured-glTF-Binary/BoxTextured.glb`;
const LIST = '0d6a4c1e-3f55-4b1a-9d0e-7c2b8a9f6e21';

const favourites = {
  version: '2',
  data: {
    models: [{ id: 'box_1', name: 'Box', addDateTime: 1, lists: [{ id: LIST, addDateTime: 2 }] }],
    materials: [],
    brands: [],
    collections: [],
    families: [],
  },
  lists: [{ id: LIST, name: 'Lobby', description: '', addDateTime: 1, previewImages: [] }],
};

describe.each(STORE_KINDS)('a shared list downloaded on $name', (kind) => {
  let world: UsersWorld;
  let box: string;
  let token: string;
  const bundle = (body: Record<string, unknown>, auth?: string) =>
    fetch(`${world.server.url}/api/dataport/v1/bundles`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      },
      body: JSON.stringify({
        name: 'Lobby',
        entries: [{ name: 'Box.glb', dataport_id: box, kind: 'file', label: 'Box' }],
        ...body,
      }),
    });

  beforeAll(async () => {
    world = await startUsersWorld(kind, { env: { DATAPORT_IMPORT_DIRS: MODELS } });
    const { ann } = world.people;
    const loaded = await fetch(`${world.server.url}/api/dataport/v1/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.token}` },
      body: JSON.stringify({ datasource: BOX }),
    });
    expect(loaded.status).toBe(200);
    box = ((await loaded.json()) as { dataport_id: string }).dataport_id;
    expect((await writeFavorites(world, ann, favourites)).status).toBe(200);
    const made = await world.call('/v1/lists/shares/create', { list_id: LIST }, ann);
    expect(made.status).toBe(200);
    token = made.body.token as string;
  }, 180_000);
  afterAll(async () => world?.close());

  it('makes the zip for an anonymous holder of the link', async () => {
    const made = await bundle({ share_token: token });
    expect(made.status).toBe(200);
    const status = (await made.json()) as { download_url: string; total: number };
    expect(status.total).toBe(1);
    const zip = await fetch(`${world.server.url}${status.download_url}`);
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['Box.glb', 'REPORT.txt']);
  });

  it('refuses a caller with neither login nor link (401) and a wrong token (404)', async () => {
    expect((await bundle({})).status).toBe(401);
    const wrong = await bundle({ share_token: `lst_${'A'.repeat(43)}` });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({
      error_code: '_404_share_link_unknown',
      field: 'share_token',
    });
    // The owner still downloads with a login alone.
    expect((await bundle({}, world.people.ann.token)).status).toBe(200);
  });

  it('stops with the link: a revoked share answers 410', async () => {
    const { ann } = world.people;
    const listed = await world.call('/v1/lists/shares/read', { list_id: LIST }, ann);
    const [share] = listed.body.shares as Array<{ share_id: string }>;
    expect(
      (await world.call('/v1/lists/shares/revoke', { share_id: share!.share_id }, ann)).status,
    ).toBe(200);
    const gone = await bundle({ share_token: token });
    expect(gone.status).toBe(410);
    expect(await gone.json()).toMatchObject({ error_code: '_410_share_link_revoked' });
  });
});
