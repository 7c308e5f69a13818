/**
 * Editing a brand's own page in the workspace (docs/WORKSPACE.md "Editing the brand's
 * page"): the editable fields for an editor of the brand, saves written through the import
 * pipeline (a new data_version, the brand's page data shows the new texts), an unchanged save
 * keeping the version, a stale save refused with 409 and the brand as it now is, bad input
 * named, a new logo and banners checked and stored as an import's files are, a banner removed.
 * Anonymous callers get 401, another brand's editor 403; the owner and an administrator may.
 * Both stores.
 */
import type { EditableOwner, Owner } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR } from '../src/access';
import { startHarness, type Harness } from './app-harness';
import { ADMIN_EMAIL, type LoggedIn } from './login';
import { BRAND, png, writePackage } from './package-fixture';
import { STORE_KINDS } from './stores';

const URL = `/api/catalog/v1/workspace/owners/${BRAND}`;

describe.each(STORE_KINDS)('editing the brand page on $name', (kind) => {
  let h: Harness;
  let owner: LoggedIn;
  let other: LoggedIn;
  let admin: LoggedIn;

  const read = (as?: LoggedIn, url = URL) =>
    h.app.inject({ method: 'GET', url, headers: as?.headers ?? {} });
  const save = (as: LoggedIn | undefined, payload: object) =>
    h.app.inject({ method: 'PATCH', url: URL, headers: as?.headers ?? {}, payload });
  const current = async () => (await read(owner)).json().item as EditableOwner;
  /** The brand as visitors' pages get it. */
  const published = async () =>
    (
      await h.app.inject({
        method: 'POST',
        url: '/api/catalog/v1/owners/fetch',
        payload: { ids: [BRAND] },
      })
    ).json().owners[0] as Owner;

  /** A multipart body with one `file` part. */
  const sendImage = (
    as: LoggedIn | undefined,
    version: number,
    category: string,
    bytes: Buffer,
    name = 'image.png',
  ) => {
    const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n';
    return h.app.inject({
      method: 'POST',
      url: `${URL}/images?data_version=${version}&category=${category}`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(as?.headers ?? {}),
      },
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  };
  const original = async (dataport: string) =>
    (await h.app.inject({ method: 'GET', url: `/api/dataport/v1/${dataport}/original` }))
      .rawPayload;

  beforeAll(async () => {
    h = await startHarness(kind, {}, { login: true });
    owner = await h.logIn!('editor@acme.test', { ownerIds: [BRAND] });
    other = await h.logIn!('someone@else.test', { ownerIds: ['other-brand'] });
    admin = await h.logIn!(ADMIN_EMAIL);
    const job = await h.services.imports.run(await writePackage(), 'acme', { caller: OPERATOR });
    expect(job.status).toBe('done');
  });
  afterAll(() => h?.close());

  it('answers 401 to anonymous callers, 403 to another brand’s editor, 404 unknown', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(undefined, { data_version: 1 })).statusCode).toBe(401);
    expect((await read(other)).statusCode).toBe(403);
    const before = await current();
    const refused = await save(other, {
      data_version: before.data_version,
      slogan: { en: 'Taken over' },
    });
    expect(refused.statusCode).toBe(403);
    const image = await png(1, 2, 3);
    expect((await sendImage(undefined, before.data_version, 'logo', image)).statusCode).toBe(401);
    expect((await sendImage(other, before.data_version, 'logo', image)).statusCode).toBe(403);
    expect((await current()).slogan.en).toBe('Round things');
    const unknown = await read(owner, '/api/catalog/v1/workspace/owners/nope');
    expect(unknown.statusCode).toBe(404);
  });

  it('shows the owner the texts per language, the links and the images', async () => {
    const res = await read(owner);
    expect(res.statusCode).toBe(200);
    const { item } = res.json<{ item: EditableOwner }>();
    expect(item).toMatchObject({
      id: BRAND,
      main_language: 'en',
      name_all: 'Acme',
      name: {},
      slogan: { en: 'Round things', de: 'Runde Sachen' },
      description: {},
      website: 'https://acme.example',
      email: '',
      banner_dataports: [],
    });
    expect(item.logo_dataport).toBeDefined();
  });

  it('saves texts and links as a new data_version the brand page shows', async () => {
    const before = await current();
    const res = await save(owner, {
      data_version: before.data_version,
      name: { fr: 'Acmé' },
      slogan: { de: 'Runde Dinge', it: 'Cose rotonde' },
      description: { en: 'We make balls.\nRound ones.' },
      website: 'https://www.acme.example/shop',
      email: 'hello@acme.example',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { item } = res.json<{ item: EditableOwner }>();
    expect(item.data_version).toBeGreaterThan(before.data_version);
    expect(item.slogan).toEqual({ en: 'Round things', de: 'Runde Dinge', it: 'Cose rotonde' });
    expect(item.name).toEqual({ fr: 'Acmé' });
    expect(item.website).toBe('https://www.acme.example/shop');
    expect(item.email).toBe('hello@acme.example');
    const brand = await published();
    expect(brand.texts).toContainEqual(
      expect.objectContaining({ category: 'slogan', language: 'de', payload: 'Runde Dinge' }),
    );
    expect(brand.texts).toContainEqual(
      expect.objectContaining({ category: 'name', language: '', payload: 'Acme' }),
    );
    expect(brand.references).toContainEqual(
      expect.objectContaining({ category: 'email', payload: 'hello@acme.example' }),
    );
    // What the edit did not touch stays: the logo, the catalog tree.
    expect(brand.images.filter((i) => i.category === 'logo')).toHaveLength(1);
    expect(brand.structures.catalog[0]?.targets[0]?.target_id).toBe('acme-balls');
  });

  it('keeps the version for a save that changes nothing', async () => {
    const before = await current();
    const res = await save(owner, {
      data_version: before.data_version,
      slogan: { en: before.slogan.en },
      email: before.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.data_version).toBe(before.data_version);
  });

  it('lets an administrator save, and removes a text given empty', async () => {
    const before = await current();
    const res = await save(admin, {
      data_version: before.data_version,
      slogan: { it: '' },
      name_all: 'Acme Ballwerk',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.slogan.it).toBeUndefined();
    expect(res.json().item.name_all).toBe('Acme Ballwerk');
    const list = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/owners/fetch',
      payload: { ids: [BRAND] },
    });
    expect(JSON.stringify(list.json())).toContain('Acme Ballwerk');
    // The brand search finds the brand by its new name.
    const found = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/owners/search',
      payload: { query_string: 'Ballwerk' },
    });
    expect(found.json().hits.map((hit: { id: string }) => hit.id)).toContain(BRAND);
  });

  it('refuses a stale save with 409 and the brand as it now is; nothing is lost', async () => {
    const start = await current();
    const first = await save(owner, { data_version: start.data_version, slogan: { en: 'A' } });
    expect(first.statusCode).toBe(200);
    const second = await save(admin, { data_version: start.data_version, slogan: { sv: 'B' } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error_code: '_409_edit_conflict',
      field: 'data_version',
      current: { data_version: first.json().item.data_version, slogan: { en: 'A' } },
    });
    expect((await current()).slogan.sv).toBeUndefined();
  });

  it('of two saves from one version at once, writes one and refuses the other', async () => {
    const start = await current();
    const answers = await Promise.all([
      save(owner, { data_version: start.data_version, slogan: { sv: 'Runda saker' } }),
      save(admin, { data_version: start.data_version, slogan: { nl: 'Ronde dingen' } }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const now = await current();
    expect([now.slogan.sv, now.slogan.nl].filter(Boolean)).toHaveLength(1);
  });

  it('names the field of bad input (400) and writes nothing', async () => {
    const start = await current();
    const v = start.data_version;
    const cases: Array<[object, string]> = [
      [{ slogan: { en: 'x' } }, 'data_version'],
      [{ data_version: v, slogan: { xx: 'x' } }, 'slogan.xx'],
      [{ data_version: v, website: 'acme.example' }, 'website'],
      [{ data_version: v, website: 'javascript:alert(1)' }, 'website'],
      [{ data_version: v, email: 'not an address' }, 'email'],
      [{ data_version: v, remove_images: ['no-such-image'] }, 'remove_images[0]'],
      [{ data_version: v, colour: 'red' }, 'colour'],
    ];
    for (const [payload, field] of cases) {
      const res = await save(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field, JSON.stringify(payload)).toBe(field);
    }
    expect((await current()).data_version).toBe(v);
  });

  it('replaces the logo through the file service, checked as an upload is', async () => {
    const start = await current();
    const v = start.data_version;
    const notImage = await sendImage(owner, v, 'logo', Buffer.from('hello'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().field).toBe('file');
    const badRole = await sendImage(owner, v, 'preview', await png(1, 2, 3));
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().field).toMatch(/category/);
    const image = await png(250, 200, 10, 48);
    expect((await sendImage(owner, v - 1, 'logo', image)).statusCode).toBe(409);
    expect((await current()).data_version).toBe(v);

    const res = await sendImage(owner, v, 'logo', image, 'new logo.png');
    expect(res.statusCode, res.body).toBe(200);
    const { item } = res.json<{ item: EditableOwner }>();
    expect(item.data_version).toBeGreaterThan(v);
    expect(item.logo_dataport).toBeDefined();
    expect(item.logo_dataport).not.toBe(start.logo_dataport);
    expect(item.slogan).toEqual(start.slogan);
    expect((await original(item.logo_dataport!)).equals(image)).toBe(true);
    const logos = (await published()).images.filter((i) => i.category === 'logo');
    expect(logos.map((i) => i.dataport)).toEqual([item.logo_dataport]);
  });

  it('adds banners after the others and removes one', async () => {
    const first = await png(10, 120, 200, 64);
    const second = await png(200, 120, 10, 64);
    const one = await sendImage(owner, (await current()).data_version, 'banner', first);
    expect(one.statusCode, one.body).toBe(200);
    const afterOne = one.json().item as EditableOwner;
    const two = await sendImage(owner, afterOne.data_version, 'banner', second);
    expect(two.statusCode, two.body).toBe(200);
    const afterTwo = two.json().item as EditableOwner;
    expect(afterTwo.banner_dataports).toHaveLength(2);
    const [a, b] = afterTwo.banner_dataports;
    expect((await original(a!)).equals(first)).toBe(true);
    expect((await original(b!)).equals(second)).toBe(true);

    // Only the brand's logo and banners can be removed through the page's editor.
    const removed = await save(owner, { data_version: afterTwo.data_version, remove_images: [a] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().item.banner_dataports).toEqual([b]);
    const banners = (await published()).images.filter((i) => i.category === 'banner');
    expect(banners.map((i) => i.dataport)).toEqual([b]);
  });
});
