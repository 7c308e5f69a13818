/**
 * The account page's routes on both stores, each as anonymous (401), as another user (who
 * can only ever change their own account) and as the owner: name and preferred language,
 * password (after the current one; wrong guesses limited), e-mail change confirmed by a link
 * to the new address (the old one is told), the data export (only the caller's data), and
 * deletion with its data after the password, naming the brands left without an owner. The
 * provider's pages wear the app's header and type.
 */
import { newOwner, neutralText } from '@vitrine/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from './stores';
import {
  PASSWORD,
  startUsersWorld,
  writeFavorites,
  type Person,
  type UsersWorld,
} from './users-harness';

describe.each(STORE_KINDS)('account self-service on $name', (kind) => {
  let world: UsersWorld;

  beforeAll(async () => {
    world = await startUsersWorld(kind);
    await world.server.services.catalogue.store('owner', [
      newOwner({
        id: 'owner_a',
        texts: [neutralText('name', 'Atelier Aalto')],
        references: [{ category: 'email', format: 'plain', payload: 'hello@aalto.example' }],
      }),
    ]);
  }, 180_000);
  afterAll(async () => world?.close());

  /** A call to the login provider's account API with the person's token. */
  async function account(path: string, body?: unknown, who?: Person) {
    const response = await fetch(`${world.server.url}/auth/account/user${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const outbox = async () =>
    (
      (await world.call('/v1/outbox/list', {}, world.people.root)).body as {
        mails: Array<{
          kind: string;
          recipient: string;
          subject: string;
          links: string[];
          text: string;
        }>;
      }
    ).mails;

  it('sets name and preferred language: anonymous 401, each user only their own, bad values named', async () => {
    const { ann, bob } = world.people;
    const profile = { first_name: 'Annika', last_name: 'Lind', language: 'sv' };
    expect((await account('/profile', profile)).status).toBe(401);
    const bobs = await account('/profile', { ...profile, first_name: 'Bobby' }, bob);
    expect(bobs.body).toMatchObject({
      first_name: 'Bobby',
      email: 'bob@example.com',
      language: 'sv',
    });
    expect((await account('', undefined, ann)).body).toMatchObject({
      first_name: 'Ann',
      language: 'en',
    });
    const own = await account('/profile', profile, ann);
    expect(own.status).toBe(200);
    expect((await account('', undefined, ann)).body).toMatchObject({
      first_name: 'Annika',
      last_name: 'Lind',
      language: 'sv',
      admin: false,
    });
    const language = await account('/profile', { ...profile, language: 'xx' }, ann);
    expect(language.status).toBe(400);
    expect(language.body.field).toBe('language');
    const blank = await account('/profile', { ...profile, first_name: '   ' }, ann);
    expect(blank.body).toMatchObject({ field: 'first_name' });
    const extra = await account('/profile', { ...profile, email: 'x@example.com' }, ann);
    expect(extra.status).toBe(400);
    expect((await account('', undefined, world.people.root)).body.admin).toBe(true);
  });

  it('changes the password after the current one; wrong guesses are limited', async () => {
    const { bob, eve } = world.people;
    const change = (who: Person | undefined, current: string, next: string) =>
      account('/password', { current_password: current, new_password: next }, who);
    expect((await change(undefined, PASSWORD, 'Brand-New-Secret-1')).status).toBe(401);
    const wrong = await change(bob, 'not-my-password', 'Brand-New-Secret-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('current_password');
    const weak = await change(bob, PASSWORD, 'password123');
    expect(weak.body).toMatchObject({ field: 'new_password' });
    expect((await change(bob, PASSWORD, 'Brand-New-Secret-1')).body).toEqual({ changed: true });
    const accounts = world.server.auth.accounts;
    expect(await accounts.login('bob@example.com', 'Brand-New-Secret-1')).toMatchObject({
      ok: true,
    });
    expect(await accounts.login('bob@example.com', PASSWORD)).toMatchObject({ ok: false });
    // Bob's change left everyone else's password as it was.
    expect(await accounts.login('eve@example.com', PASSWORD)).toMatchObject({ ok: true });
    for (let i = 0; i < 10; i++) await change(eve, `guess-${i}-long-enough`, 'Another-Secret-22');
    const limited = await change(eve, PASSWORD, 'Another-Secret-22');
    expect(limited.status).toBe(429);
  });

  it('changes the e-mail address only when the link sent to the new one is opened; the old one is told', async () => {
    const { root } = world.people;
    const ask = (who: Person | undefined, email: string, password = PASSWORD) =>
      account('/email', { email, password }, who);
    expect((await ask(undefined, 'new-root@example.com')).status).toBe(401);
    expect((await ask(root, 'new-root@example.com', 'wrong-password-1')).body).toMatchObject({
      field: 'password',
    });
    expect((await ask(root, 'not an address')).body).toMatchObject({ field: 'email' });
    const asked = await ask(root, 'new-root@example.com');
    expect(asked.body).toEqual({ email: 'new-root@example.com', state: 'queued' });
    const mails = await outbox();
    const confirm = mails.find((m) => m.kind === 'email_change')!;
    expect(confirm.recipient).toBe('new-root@example.com');
    const notice = mails.find((m) => m.kind === 'email_changed')!;
    expect(notice.recipient).toBe('root@example.com');
    expect(notice.text).toContain('new-root@example.com');
    // Not changed until the link is opened.
    expect((await account('', undefined, root)).body.email).toBe('root@example.com');
    const opened = await fetch(confirm.links[0]!);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('new-root@example.com');
    expect((await account('', undefined, root)).body.email).toBe('new-root@example.com');
    expect((await fetch(confirm.links[0]!)).status).toBe(400); // single use

    // An address another account took meanwhile is refused when the link is opened. Ann
    // prefers Swedish (the first test), so her mails and pages are in Swedish.
    expect((await ask(world.people.ann, 'taken@example.com')).status).toBe(200);
    await world.server.addUser('taken@example.com', 'Someone-Else-123');
    const late = (await outbox()).find(
      (m) => m.kind === 'email_change' && m.recipient === 'taken@example.com',
    )!;
    const refused = await fetch(late.links[0]!);
    expect(refused.status).toBe(400);
    expect(late.subject).toBe('Bekräfta din nya e-postadress');
    expect(await refused.text()).toContain(
      'Ett annat konto använder numera den här e-postadressen',
    );
    expect((await account('', undefined, world.people.ann)).body.email).toBe('ann@example.com');
  });

  it("exports only the caller's own data: account, favourites, enquiries", async () => {
    const { ann, bob } = world.people;
    expect((await world.call('/v1/account/export', {})).status).toBe(401);
    const favourites = {
      version: '2',
      data: { models: [{ id: 'model_chair', name: 'Chair' }] },
      lists: [],
    };
    await writeFavorites(world, ann, favourites);
    await world.call(
      '/v1/triples/write',
      {
        write: [
          { user: bob.uuid, scope: 'favorites', key: 'favorite_models', value: '{"bob":true}' },
        ],
      },
      bob,
    );
    await world.call(
      '/v1/contact/sendmail',
      { subject: 'Stools', body: 'Do you make bar stools?', owner_id: 'owner_a' },
      ann,
    );
    const exported = await world.call('/v1/account/export', {}, ann);
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({
      format: 'vitrine-account-export',
      account: { uuid: ann.uuid, email: 'ann@example.com', owned_brands: ['owner_a'] },
      favourites,
      enquiries: [{ subject: 'Stools', recipient: 'hello@aalto.example', state: 'queued' }],
    });
    expect(JSON.stringify(exported.body)).not.toContain('bob');
    expect(JSON.stringify(exported.body)).not.toMatch(/password|argon2/i);
  });

  it('deletes the account with its data after the password, naming the brands left without an owner', async () => {
    const { ann, bob } = world.people;
    expect((await world.call('/v1/account/deletion', {})).status).toBe(401);
    expect((await world.call('/v1/account/deletion', {}, ann)).body).toEqual({
      last_owner_of: [{ id: 'owner_a', name: 'Atelier Aalto' }],
    });
    expect((await world.call('/v1/account/deletion', {}, bob)).body).toEqual({ last_owner_of: [] });
    expect((await world.call('/v1/account/delete', { password: PASSWORD })).status).toBe(401);
    const wrong = await world.call('/v1/account/delete', { password: 'not-it-at-all' }, ann);
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('password');

    const deleted = await world.call('/v1/account/delete', { password: PASSWORD }, ann);
    expect(deleted.body).toEqual({
      deleted: true,
      left_without_owner: [{ id: 'owner_a', name: 'Atelier Aalto' }],
    });
    const accounts = world.server.auth.accounts;
    expect(await accounts.login('ann@example.com', PASSWORD)).toMatchObject({ ok: false });
    expect((await account('', undefined, ann)).status).toBe(404);
    const store = world.server.services.store;
    for (const [table, column] of [
      ['user_triples', 'subject'],
      ['user_contact_mails', 'user_id'],
    ]) {
      const rows = await store.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [ann.uuid]);
      expect(rows, table).toHaveLength(0);
    }
    // Bob's data is untouched.
    const bobs = await world.call('/v1/triples/read', { scopes: ['favorites'] }, bob);
    expect(bobs.body).toMatchObject({ triples: [{ value: '{"bob":true}' }] });
  });

  it("sets the provider's pages in the app's header and type, the fonts served by us", async () => {
    const page = await fetch(`${world.server.url}/auth/signup?lang=en`);
    const html = await page.text();
    expect(html).toMatch(/<header class="bar">\s*<a class="brand" href="[^"]+"><svg/);
    expect(html).toContain("font-family: 'Open Sans'");
    const font = /url\((\/auth\/fonts\/open-sans-latin-400-normal\.woff2)\)/.exec(html)?.[1];
    expect(font).toBeDefined();
    expect(page.headers.get('content-security-policy')).toContain("font-src 'self'");
    const file = await fetch(`${world.server.url}${font}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff2');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    expect((await fetch(`${world.server.url}/auth/fonts/..%2Fpackage.json`)).status).toBe(404);
  });
});
