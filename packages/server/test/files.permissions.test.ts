/**
 * Who may write to the file service (docs/FILES.md "Permissions"), with real tokens
 * from our provider: every write route as an anonymous caller (401), as another user (403),
 * and as the brand's owner, the file's user or an administrator (200).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUri, multipart, startFilesHarness, type FilesHarness } from './files.harness';
import { ADMIN_EMAIL, type LoggedIn } from './login';
import { STORE_KINDS } from './stores';

const BASE = '/api/dataport/v1';
const ANONYMOUS = { userId: '', headers: {} } as unknown as LoggedIn;

describe.each(STORE_KINDS)('file service write permissions on $name', (kind) => {
  let h: FilesHarness;
  let owner: LoggedIn;
  let stranger: LoggedIn;
  let admin: LoggedIn;
  const post = (who: LoggedIn, url: string, payload: object) =>
    h.app.inject({ method: 'POST', url: `${BASE}/${url}`, headers: who.headers, payload });
  const load = (who: LoggedIn, storage: object = {}, text = 'some words') =>
    post(who, 'load', { datasource: dataUri(Buffer.from(text)), storage });
  const loadForm = (who: LoggedIn, storage: object = {}) => {
    const form = multipart({ storage }, Buffer.from('form words'), 'form.txt');
    return h.app.inject({
      method: 'POST',
      url: `${BASE}/load_multipart`,
      payload: form.payload,
      headers: { ...form.headers, ...who.headers },
    });
  };
  /** A file of the brand `acme`, stored by its owner. */
  const acmeFile = async (text = 'acme words') => {
    const res = await load(owner, { owner_id: 'acme' }, text);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().dataport_id as string;
  };
  const expectRefused = (res: { statusCode: number; body: string }, status: 401 | 403) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(JSON.parse(res.body).error_code).toBe(
      status === 401 ? '_401_login_required' : '_403_forbidden',
    );
  };

  beforeAll(async () => {
    h = await startFilesHarness(kind);
    owner = await h.logIn('owner@vitrine.test', { ownerIds: ['acme'] });
    stranger = await h.logIn('stranger@vitrine.test', { ownerIds: ['other-brand'] });
    admin = await h.logIn(ADMIN_EMAIL);
  }, 120_000);
  afterAll(() => h?.close());

  it('load and load_multipart: anonymous 401, for a brand not owned 403, for the own brand 200', async () => {
    const list = async () =>
      (await post(ANONYMOUS, 'list', { owner_id: 'acme' })).json().total as number;
    const before = await list();
    expectRefused(await load(ANONYMOUS, { owner_id: 'acme' }), 401);
    expectRefused(await loadForm(ANONYMOUS, { owner_id: 'acme' }), 401);
    expectRefused(await load(stranger, { owner_id: 'acme' }), 403);
    expectRefused(await loadForm(stranger, { owner_id: 'acme' }), 403);
    expectRefused(await load(stranger, { user_id: owner.userId }), 403);
    expect(await list()).toBe(before); // nothing refused was stored
    for (const res of [
      await load(owner, { owner_id: 'acme' }),
      await loadForm(owner, { owner_id: 'acme' }),
      await load(admin, { owner_id: 'acme' }),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().entry.ownership.owned_by_owner_id).toBe('acme');
    }
    expect(await list()).toBe(before + 3);
  });

  it('a file stored for nobody is kept for its uploader, who alone (and administrators) may change it', async () => {
    const res = await loadForm(stranger);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().dataport_id as string;
    expect(res.json().entry.ownership.owned_by_user_id).toBe(stranger.userId);
    const annotate = (who: LoggedIn) =>
      post(who, 'annotate', { dataport_id: id, additional_headers: { filename: 'mine.txt' } });
    expectRefused(await annotate(ANONYMOUS), 401);
    expectRefused(await annotate(owner), 403);
    expect((await annotate(stranger)).statusCode).toBe(200);
    expect((await annotate(admin)).statusCode).toBe(200);
  });

  it('annotate: anonymous 401, another user 403, the owner and administrators 200', async () => {
    const id = await acmeFile();
    const annotate = (who: LoggedIn, filename: string) =>
      post(who, 'annotate', { dataport_id: id, additional_headers: { filename } });
    expectRefused(await annotate(ANONYMOUS, 'anon.txt'), 401);
    expectRefused(await annotate(stranger, 'stranger.txt'), 403);
    const meta = async () =>
      (await post(ANONYMOUS, 'meta', { dataport_ids: [id] })).json().entries[id];
    expect((await meta()).additional_headers.filename).not.toMatch(/anon|stranger/);
    expect((await annotate(owner, 'owner.txt')).statusCode).toBe(200);
    expect((await meta()).additional_headers.filename).toBe('owner.txt');
    expect((await annotate(admin, 'admin.txt')).statusCode).toBe(200);
    expect((await meta()).additional_headers.filename).toBe('admin.txt');
  });

  it('absorb: anonymous 401, another user 403 (either side), the owner 200', async () => {
    const target = await acmeFile('acme target');
    const source = await acmeFile('acme source');
    const theirs = (await load(stranger, {}, 'stranger source')).json().dataport_id as string;
    const absorb = (who: LoggedIn, from: string, into: string) =>
      post(who, 'absorb', { source_dataport_id: from, target_dataport_id: into });
    expectRefused(await absorb(ANONYMOUS, source, target), 401);
    expectRefused(await absorb(stranger, source, target), 403);
    // Taking over another's file, or giving one's file to another's: both refused.
    expectRefused(await absorb(stranger, theirs, target), 403);
    expectRefused(await absorb(owner, theirs, target), 403);
    const res = await absorb(owner, source, target);
    expect(res.statusCode, res.body).toBe(200);
    const bytes = await h.app.inject({ method: 'GET', url: `${BASE}/${target}` });
    expect(bytes.body).toBe('acme source');
  });

  it('delete: anonymous 401, another user 403 (and nothing deleted), the owner and administrators 200', async () => {
    const [a, b] = [await acmeFile('delete a'), await acmeFile('delete b')];
    const theirs = (await load(stranger, {}, 'stranger keeps')).json().dataport_id as string;
    const remove = (who: LoggedIn, ids: string[]) => post(who, 'delete', { dataport_ids: ids });
    const exists = async (id: string) =>
      (await h.app.inject({ method: 'GET', url: `${BASE}/${id}` })).statusCode === 200;
    expectRefused(await remove(ANONYMOUS, [a]), 401);
    expectRefused(await remove(stranger, [a]), 403);
    // One file of another's in the list refuses the whole request.
    expectRefused(await remove(owner, [a, theirs]), 403);
    expect([await exists(a), await exists(theirs)]).toEqual([true, true]);
    const own = await remove(owner, [a, 'no-such-file']);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ deleted: [a], missing: ['no-such-file'] });
    const byAdmin = await remove(admin, [b, theirs]);
    expect(byAdmin.json().deleted.sort()).toEqual([b, theirs].sort());
    expect([await exists(a), await exists(b), await exists(theirs)]).toEqual([false, false, false]);
  });

  it('an invalid token is 401 _401_pconlogin_invalid, not anonymous', async () => {
    const res = await load({ userId: '', headers: { authorization: 'Bearer not.a.token' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_code).toBe('_401_pconlogin_invalid');
  });
});
