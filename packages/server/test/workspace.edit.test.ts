/**
 * Editing a model in the workspace (docs/WORKSPACE.md): its editable fields for an editor of
 * its brand, saves written through the import pipeline (a new data_version, the search sees
 * the new title), a stale save refused with 409 and the item as it now is, bad input named.
 * A new preview image is checked and stored as an import's files are. Anonymous callers get
 * 401, another brand's editor 403; the owner and an administrator may. Both stores.
 */
import type { EditableModel, Model } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR } from '../src/access';
import { startHarness, type Harness } from './app-harness';
import { fileForm } from './files.harness';
import { ADMIN_EMAIL, type LoggedIn } from './login';
import { BRAND, png, writePackage } from './package-fixture';
import { STORE_KINDS } from './stores';

const URL = '/api/catalog/v1/workspace/models/acme-ball-1';

describe.each(STORE_KINDS)('workspace editing on $name', (kind) => {
  let h: Harness;
  let owner: LoggedIn;
  let other: LoggedIn;
  let admin: LoggedIn;

  const read = (as?: LoggedIn, url = URL) =>
    h.app.inject({ method: 'GET', url, headers: as?.headers ?? {} });
  const save = (as: LoggedIn | undefined, payload: object) =>
    h.app.inject({ method: 'PATCH', url: URL, headers: as?.headers ?? {}, payload });
  const current = async () => (await read(owner)).json().item as EditableModel;
  const search = async (query: string) =>
    (
      await h.app.inject({
        method: 'POST',
        url: '/api/catalog/v1/models/search',
        payload: { query_string: query, languages: ['de'] },
      })
    )
      .json()
      .hits.map((hit: { id: string }) => hit.id) as string[];

  beforeAll(async () => {
    h = await startHarness(kind, {}, { login: true });
    owner = await h.logIn!('editor@acme.test', { ownerIds: [BRAND] });
    other = await h.logIn!('someone@else.test', { ownerIds: ['other-brand'] });
    admin = await h.logIn!(ADMIN_EMAIL);
    const job = await h.services.imports.run(await writePackage(), 'acme', { caller: OPERATOR });
    expect(job.status).toBe('done');
  });
  afterAll(() => h?.close());

  it('answers 401 to anonymous callers and 403 to another brand’s editor', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(undefined, { data_version: 1 })).statusCode).toBe(401);
    expect((await read(other)).statusCode).toBe(403);
    const before = await current();
    const refused = await save(other, { data_version: before.data_version, title: { en: 'X' } });
    expect(refused.statusCode).toBe(403);
    expect((await current()).title.en).toBe('Red ball');
    expect((await read(owner, '/api/catalog/v1/workspace/models/nope')).statusCode).toBe(404);
  });

  it('shows the owner the texts per language, the categories and the main language', async () => {
    const res = await read(owner);
    expect(res.statusCode).toBe(200);
    const { item, categories } = res.json();
    expect(item).toMatchObject({
      id: 'acme-ball-1',
      owner_id: BRAND,
      state: 'published',
      main_language: 'en',
      title: { en: 'Red ball', de: 'Roter Ball' },
      category_ids: ['acme-cat-balls'],
    });
    expect(categories).toContainEqual({ id: 'acme-cat-balls', labels: { en: 'Balls' } });
  });

  it('saves texts in two languages as a new data_version the search finds', async () => {
    const before = await current();
    const res = await save(owner, {
      data_version: before.data_version,
      title: { de: 'Roter Gummiball', fr: 'Balle rouge' },
      description: { en: 'Bounces well.' },
    });
    expect(res.statusCode).toBe(200);
    const { item } = res.json<{ item: EditableModel }>();
    expect(item.data_version).toBeGreaterThan(before.data_version);
    expect(item.title).toEqual({ en: 'Red ball', de: 'Roter Gummiball', fr: 'Balle rouge' });
    expect(item.description).toEqual({ en: 'Bounces well.' });
    // The rest of the item is as it was: its files, article number, collection.
    const doc = (
      await h.app.inject({
        method: 'POST',
        url: '/api/catalog/v1/models/fetch',
        payload: { ids: ['acme-ball-1'] },
      })
    ).json().models[0] as Model;
    expect(doc.cads).toHaveLength(1);
    expect(doc.texts).toContainEqual(expect.objectContaining({ payload: 'AC-1' }));
    expect(doc.collection_ids).toEqual(['acme-balls']);
    expect(await search('Gummiball')).toContain('acme-ball-1');
  });

  it('lets an administrator unpublish and publish again', async () => {
    const before = await current();
    const res = await save(admin, { data_version: before.data_version, state: 'draft' });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.state).toBe('draft');
    const visitor = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/fetch',
      payload: { ids: ['acme-ball-1'] },
    });
    expect(visitor.json().models ?? []).toEqual([]);
    const back = await save(owner, {
      data_version: res.json().item.data_version,
      state: 'published',
    });
    expect(back.json().item.state).toBe('published');
  });

  it('refuses a stale save with 409 and the item as it now is; nothing is lost', async () => {
    const start = await current();
    const first = await save(owner, { data_version: start.data_version, title: { en: 'Ball A' } });
    expect(first.statusCode).toBe(200);
    const second = await save(admin, { data_version: start.data_version, title: { it: 'Palla' } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error_code: '_409_edit_conflict',
      field: 'data_version',
      current: { data_version: first.json().item.data_version, title: { en: 'Ball A' } },
    });
    expect((await current()).title.it).toBeUndefined();
  });

  it('of two saves from one version at once, writes one and refuses the other', async () => {
    const start = await current();
    const answers = await Promise.all([
      save(owner, { data_version: start.data_version, title: { sv: 'Boll' } }),
      save(admin, { data_version: start.data_version, title: { nl: 'Bal' } }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const now = await current();
    expect([now.title.sv, now.title.nl].filter(Boolean)).toHaveLength(1);
  });

  it('names the field of bad input (400) and writes nothing', async () => {
    const start = await current();
    const cases: Array<[object, string]> = [
      [{ title: { en: 'x' } }, 'data_version'],
      [{ data_version: start.data_version, title: { xx: 'x' } }, 'title.xx'],
      [{ data_version: start.data_version, state: 'gone' }, 'state'],
      [{ data_version: start.data_version, category_ids: ['no-such-tag'] }, 'category_ids[0]'],
      [{ data_version: start.data_version, colour: 'red' }, 'colour'],
    ];
    for (const [payload, field] of cases) {
      const res = await save(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field, JSON.stringify(payload)).toBe(field);
    }
    expect((await current()).data_version).toBe(start.data_version);
  });

  const sendPreview = (as: LoggedIn | undefined, version: number, bytes: Buffer, name: string) => {
    const form = fileForm(bytes, name);
    return h.app.inject({
      method: 'POST',
      url: `${URL}/preview?data_version=${version}`,
      headers: { ...form.headers, ...(as?.headers ?? {}) },
      payload: form.payload,
    });
  };

  it('replaces the preview image through the file service, checked as an upload is', async () => {
    const start = await current();
    const image = await png(10, 200, 10, 48);
    expect((await sendPreview(undefined, start.data_version, image, 'x.png')).statusCode).toBe(401);
    const refused = await sendPreview(other, start.data_version, image, 'x.png');
    expect(refused.statusCode, refused.body).toBe(403);
    const notImage = await sendPreview(owner, start.data_version, Buffer.from('hello'), 'x.png');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().field).toBe('file');
    expect((await sendPreview(owner, start.data_version - 1, image, 'x.png')).statusCode).toBe(409);
    expect((await current()).data_version).toBe(start.data_version);

    const res = await sendPreview(owner, start.data_version, image, 'green ball.png');
    expect(res.statusCode).toBe(200);
    const { item } = res.json<{ item: EditableModel }>();
    expect(item.data_version).toBeGreaterThan(start.data_version);
    expect(item.preview_dataport).toBeDefined();
    expect(item.preview_dataport).not.toBe(start.preview_dataport);
    expect(item.title).toEqual(start.title);
    const served = await h.app.inject({
      method: 'GET',
      url: `/api/dataport/v1/${item.preview_dataport}/original`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(image)).toBe(true);
  });
});
