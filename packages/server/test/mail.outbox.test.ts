/**
 * The outbox without an SMTP server (the default), on both stores: mails wait there and the
 * app says "queued"; the log prints the confirmation and reset links (only then), so a lone
 * operator can pass them on; administrators list, resend and delete mails, and nobody else
 * may (anonymous 401, another user 403); an enquiry whose mail an administrator removed says
 * so on its sender's list.
 */
import { newOwner, neutralText } from '@vitrine/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, formOf } from './auth-harness';
import { STORE_KINDS } from './stores';
import { startUsersWorld, type UsersWorld } from './users-harness';

const brand = newOwner({
  id: 'owner_kiln',
  texts: [neutralText('name', 'Kiln & Co')],
  references: [{ category: 'email', format: 'plain', payload: 'studio@kiln.example' }],
});

interface Listed {
  id: string;
  kind: string;
  recipient: string;
  state: string;
  links: string[];
  subject: string;
}

describe.each(STORE_KINDS)('the outbox on $name', (kind) => {
  let world: UsersWorld;
  const logged: string[] = [];

  beforeAll(async () => {
    world = await startUsersWorld(kind, {
      mail: { log: { info: (m) => logged.push(m), warn: (m) => logged.push(m) } },
    });
    await world.server.services.catalogue.store('owner', [brand]);
  }, 180_000);
  afterAll(async () => world?.close());

  const list = async () =>
    ((await world.call('/v1/outbox/list', {}, world.people.root)).body as { mails: Listed[] })
      .mails;

  it('says "queued" for a sign-up and prints its link in the log, as the outbox lists it', async () => {
    const b = browser();
    const page = await b.request(`${world.server.url}/auth/signup?lang=en`);
    const { csrf, action } = formOf(await page.text());
    const answer = await b.submit(new URL(action, world.server.url).href, {
      _csrf: csrf,
      first_name: 'Ida',
      last_name: 'Berg',
      email: 'ida@example.com',
      password: 'Quiet-Harbour-2026',
    });
    const text = await answer.text();
    expect(text).toContain('Your confirmation link for ida@example.com is queued');
    expect(text).not.toContain('We have sent');
    const mail = (await list()).find((m) => m.recipient === 'ida@example.com')!;
    expect(mail).toMatchObject({
      kind: 'verify',
      state: 'queued',
      subject: 'Confirm your e-mail address',
    });
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/\/auth\/verify\?token=[\w-]+&lang=en$/);
    expect(
      logged.some((line) => line.includes(mail.links[0]!) && line.includes('ida@example.com')),
    ).toBe(true);
    // The link from the log finishes the sign-up.
    expect((await fetch(mail.links[0]!)).status).toBe(200);
  });

  it('says "queued" for a contact mail and lists it for its sender', async () => {
    const answer = await world.call(
      '/v1/contact/sendmail',
      { subject: 'Glazes', body: 'Which glazes are food-safe?', owner_id: 'owner_kiln' },
      world.people.bob,
    );
    expect(answer.body).toMatchObject({
      state: 'queued',
      recipient: { name: 'Kiln & Co', email: 'studio@kiln.example' },
      copy_to: 'bob@example.com',
    });
    const mine = await world.call('/v1/contact/list', {}, world.people.bob);
    expect(mine.body).toMatchObject({ enquiries: [{ subject: 'Glazes', state: 'queued' }] });
    // Another user's list does not show it.
    const theirs = await world.call('/v1/contact/list', {}, world.people.eve);
    expect(theirs.body).toEqual({ enquiries: [] });
    expect((await world.call('/v1/contact/list', {})).status).toBe(401);
  });

  it('lets only administrators list, resend and delete (anonymous 401, another user 403)', async () => {
    const target = (await list()).find((m) => m.kind === 'contact')!;
    for (const [path, body] of [
      ['/v1/outbox/list', {}],
      ['/v1/outbox/resend', { id: target.id }],
      ['/v1/outbox/delete', { id: target.id }],
    ] as const) {
      expect((await world.call(path, body)).status, path).toBe(401);
      const other = await world.call(path, body, world.people.bob);
      expect(other.status, path).toBe(403);
      expect(other.body.error_code).toBe('_403_forbidden');
    }
    expect((await list()).some((m) => m.id === target.id)).toBe(true);

    const resent = await world.call('/v1/outbox/resend', { id: target.id }, world.people.root);
    expect(resent.body).toEqual({ id: target.id, state: 'queued' });
    const removed = await world.call('/v1/outbox/delete', { id: target.id }, world.people.root);
    expect(removed.body).toEqual({ id: target.id, deleted: true });
    expect((await list()).some((m) => m.id === target.id)).toBe(false);
    const again = await world.call('/v1/outbox/delete', { id: target.id }, world.people.root);
    expect(again.status).toBe(404);
    const bad = await world.call('/v1/outbox/resend', { id: 'x' }, world.people.root);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('id');
    const mine = await world.call('/v1/contact/list', {}, world.people.bob);
    expect(mine.body).toMatchObject({ enquiries: [{ subject: 'Glazes', state: 'removed' }] });
  });
});
