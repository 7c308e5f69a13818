/**
 * Imports through the API (docs/IMPORT.md "By API"): a brand's editor uploads a package, its
 * job answers progress and the report, new items wait as drafts until the editor publishes
 * them. Anonymous callers are turned away, another user can neither import into the brand
 * nor see or publish the editor's job. A product list (CSV) imports on a catalogue without
 * the property tags its columns fill. Both stores.
 */
import type { ImportJob, Model } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { fileForm } from './files.harness';
import type { LoggedIn } from './login';
import { ADMIN_EMAIL } from './login';
import { BRAND, zipPackage } from './package-fixture';
import { STORE_KINDS } from './stores';

/** The package zip as an upload. */
const upload = (file: Buffer, filename = 'acme.zip') => fileForm(file, filename, 'application/zip');

describe.each(STORE_KINDS)('imports through the API on $name', (kind) => {
  let h: Harness;
  let owner: LoggedIn;
  let other: LoggedIn;
  let admin: LoggedIn;
  let zip: Buffer;

  const send = (as: LoggedIn | undefined, query = '') => {
    const form = upload(zip);
    return h.app.inject({
      method: 'POST',
      url: `/api/catalog/v1/import_jobs${query}`,
      headers: { ...form.headers, ...(as?.headers ?? {}) },
      payload: form.payload,
    });
  };
  const job = (as: LoggedIn | undefined, id: string) =>
    h.app.inject({
      method: 'GET',
      url: `/api/catalog/v1/import_jobs/${id}`,
      headers: as?.headers ?? {},
    });
  const publish = (as: LoggedIn | undefined, id: string) =>
    h.app.inject({
      method: 'POST',
      url: `/api/catalog/v1/import_jobs/${id}/publish`,
      headers: as?.headers ?? {},
    });
  /** Polls the job until it is no longer running. */
  const finished = async (as: LoggedIn, id: string): Promise<ImportJob> => {
    for (let i = 0; i < 600; i++) {
      const answer = (await job(as, id)).json().job as ImportJob;
      if (answer.status !== 'running') return answer;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the import did not finish');
  };
  const fetchModel = async (id: string, as?: LoggedIn) =>
    (
      await h.app.inject({
        method: 'POST',
        url: '/api/catalog/v1/models/fetch',
        headers: as?.headers ?? {},
        payload: { ids: [id], fetch: { drafts: true } },
      })
    ).json().models[0] as Model | undefined;

  beforeAll(async () => {
    h = await startHarness(kind, {}, { login: true });
    owner = await h.logIn!('editor@acme.test', { ownerIds: [BRAND] });
    other = await h.logIn!('someone@else.test', { ownerIds: ['other-brand'] });
    admin = await h.logIn!(ADMIN_EMAIL);
    zip = await zipPackage();
  });
  afterAll(() => h?.close());

  it('turns anonymous callers away before reading the package', async () => {
    const res = await send(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json().error_code).toBe('_401_login_required');
    expect((await job(undefined, 'x')).statusCode).toBe(401);
    expect((await publish(undefined, 'x')).statusCode).toBe(401);
  });

  it("refuses another user's package for the brand and changes nothing", async () => {
    const res = await send(other);
    expect(res.statusCode).toBe(202);
    const done = await finished(other, res.json().job.job_id);
    expect(done.status).toBe('failed');
    expect(done.problems).toContainEqual(
      expect.objectContaining({ code: 'not_owner', field: 'owners[0].id' }),
    );
    expect(await fetchModel('acme-ball-1', admin)).toBeUndefined();
  });

  it("lands the owner's items as drafts, reports, and publishes them", async () => {
    const dry = await send(owner, '?dry_run=true');
    const checked = await finished(owner, dry.json().job.job_id);
    expect(checked).toMatchObject({ status: 'done', dry_run: true });
    expect(checked.counts.created).toBe(6);
    expect(await fetchModel('acme-ball-1', owner)).toBeUndefined();

    const res = await send(owner);
    expect(res.statusCode).toBe(202);
    const id = res.json().job.job_id as string;
    const waiting = await finished(owner, id);
    expect(waiting.problems).toEqual([]);
    expect(waiting).toMatchObject({ status: 'awaiting_publish', owner_ids: [BRAND] });
    expect(waiting.progress.stage).toBe('done');
    expect((await fetchModel('acme-ball-1', owner))?.state).toBe('draft');

    // Another user neither sees nor publishes the job; an administrator sees it.
    expect((await job(other, id)).statusCode).toBe(404);
    expect((await publish(other, id)).statusCode).toBe(404);
    expect((await job(admin, id)).statusCode).toBe(200);

    const published = await publish(owner, id);
    expect(published.statusCode).toBe(200);
    expect(published.json().job.status).toBe('published');
    expect((await fetchModel('acme-ball-1'))?.state).toBe('published');
    const again = await publish(owner, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('_409_import_conflict');

    const mine = await h.app.inject({
      method: 'GET',
      url: '/api/catalog/v1/import_jobs',
      headers: owner.headers,
    });
    expect(mine.json().jobs.map((j: ImportJob) => j.job_id)).toContain(id);
    const theirs = await h.app.inject({
      method: 'GET',
      url: '/api/catalog/v1/import_jobs',
      headers: other.headers,
    });
    expect(theirs.json().jobs.map((j: ImportJob) => j.job_id)).not.toContain(id);
  });

  it('keeps a change to a published item for publishing', async () => {
    zip = await zipPackage((m) => (m.models![0]!.texts![0]!.payload = 'Crimson ball'));
    const res = await send(owner);
    const id = res.json().job.job_id as string;
    expect((await finished(owner, id)).status).toBe('awaiting_publish');
    const title = async () =>
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/catalog/v1/models/fetch',
          payload: { ids: ['acme-ball-1'], fetch: { texts: true }, favourite_languages: ['en'] },
        })
      ).json().models[0].texts[0].payload as string;
    expect(await title()).toBe('Red ball');
    expect((await publish(owner, id)).statusCode).toBe(200);
    expect(await title()).toBe('Crimson ball');
  });

  it('refuses tags of the whole catalogue from a brand editor', async () => {
    zip = await zipPackage((m) => {
      m.tags![0]!.id = 'shared-cat-balls';
      delete m.tags![0]!.owner_id;
    });
    const res = await send(owner);
    const done = await finished(owner, res.json().job.job_id);
    expect(done.status).toBe('failed');
    expect(done.problems).toContainEqual(
      expect.objectContaining({ code: 'not_owner', field: 'tags[0].owner_id' }),
    );
  });

  it("imports the editor's product list, bringing the property tags its columns fill", async () => {
    // The catalogue has no tags of the whole catalogue: sizes and colours need their own.
    const form = upload(
      Buffer.from('id;title:en;title:de;width;colour\r\nacme-crate;Crate;Kiste;45 cm;Oak\r\n'),
      'products.csv',
    );
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/catalog/v1/import_jobs?owner_id=${BRAND}`,
      headers: { ...form.headers, ...owner.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().job.job_id as string;
    const waiting = await finished(owner, id);
    expect(waiting.problems).toEqual([]);
    expect(waiting.status).toBe('awaiting_publish');
    expect((await publish(owner, id)).statusCode).toBe(200);

    const crate = (
      await h.app.inject({
        method: 'POST',
        url: '/api/catalog/v1/models/fetch',
        payload: { ids: ['acme-crate'], fetch: { all: true } },
      })
    ).json().models[0] as Model;
    expect(crate.properties).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ property_tag_id: 'prop_width', value_freeform: '45' }),
        expect.objectContaining({ property_tag_id: 'prop_colour', value_freeform: 'Oak' }),
      ]),
    );
    const tags = (
      await h.app.inject({
        method: 'POST',
        url: '/api/catalog/v1/tags/fetch',
        payload: { ids: ['prop_width', 'prop_colour'], fetch: { all: true } },
      })
    ).json().tags as Array<{ id: string; texts: Array<{ language: string; payload: string }> }>;
    expect(tags.map((t) => t.id).sort()).toEqual(['prop_colour', 'prop_width']);
    const width = tags.find((t) => t.id === 'prop_width')!;
    expect(width.texts).toHaveLength(14);
    expect(width.texts).toContainEqual(
      expect.objectContaining({ language: 'de', payload: 'Breite' }),
    );
  });

  it('answers a body that is no form, or has no file, with a 400 naming it', async () => {
    const notForm = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/import_jobs',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notForm.statusCode).toBeGreaterThanOrEqual(400);
    expect(notForm.statusCode).toBeLessThan(500);
    const badQuery = await send(owner, '?dry_run=yes');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().field).toContain('dry_run');
  });
});
