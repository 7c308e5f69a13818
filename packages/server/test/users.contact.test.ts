/**
 * Contact mails on both stores: logged-in users only; the mail reaches the brand's e-mail
 * reference at a real SMTP server, Reply-To the user, framed in the brand's language; a mail
 * written while the SMTP server is down arrives once it is back; unknown brands 404; the
 * hourly limit is said in the error.
 */
import { CONTACT_MAILS_PER_HOUR } from '@vitrine/contracts';
import { newOwner, neutralText } from '@vitrine/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './auth-harness';
import { smtpInbox, type Inbox } from './smtp';
import { STORE_KINDS } from './stores';
import { startUsersWorld, type UsersWorld } from './users-harness';

const brand = newOwner({
  id: 'owner_holzwerk',
  texts: [neutralText('name', 'Holzwerk Lindner')],
  references: [
    { category: 'email', format: 'plain', payload: 'info@holzwerk.example' },
    { category: 'country', format: 'iso3166', payload: 'DE' },
  ],
});
const silent = newOwner({ id: 'owner_silent', texts: [neutralText('name', 'Silent')] });

describe.each(STORE_KINDS)('contact mails on $name', (kind) => {
  let world: UsersWorld;
  let inbox: Inbox;
  beforeAll(async () => {
    const smtpPort = await freePort();
    inbox = smtpInbox(smtpPort);
    world = await startUsersWorld(kind, {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Vitrine <no-reply@vitrine.test>',
      },
      mail: { retryMs: 200, maxRetryMs: 400, pollMs: 100 },
    });
    await world.server.services.catalogue.store('owner', [brand, silent]);
    world.server.services.mail.start();
  }, 180_000);
  afterAll(async () => {
    await world?.close();
    await inbox?.stop();
  });

  const send = (who?: UsersWorld['people']['ann'], fields: Record<string, unknown> = {}) =>
    world.call(
      '/v1/contact/sendmail',
      {
        subject: 'Aalto Table',
        body: 'Is the table available in walnut?\n\nhttp://localhost/models?m=model_table',
        owner_id: 'owner_holzwerk',
        favourite_languages: ['en'],
        ...fields,
      },
      who,
    );

  it('keeps a mail while the SMTP server is down and delivers it to the brand, Reply-To the user, in German', async () => {
    const answer = await send(world.people.ann);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: 'queued', language: 'de' });
    await new Promise((resolve) => setTimeout(resolve, 500)); // the sender has tried and failed
    expect(await world.server.services.mail.pending()).toBe(2); // the brand's mail and the copy
    await inbox.start();
    const mail = await inbox.waitFor('info@holzwerk.example', /^Aalto Table$/);
    expect(mail.replyTo?.value[0]?.address).toBe('ann@example.com');
    expect(mail.text).toContain(
      'Ann Tester <ann@example.com> hat Holzwerk Lindner über den Vitrine-Katalog geschrieben',
    );
    expect(mail.text).toContain('Is the table available in walnut?');
  });

  it('answers 401 to visitors, 404 for an unknown brand, 422 for a brand without e-mail, 400 naming the field', async () => {
    const { bob } = world.people;
    expect((await send()).status).toBe(401);
    const unknown = await send(bob, { owner_id: 'owner_nowhere' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.reason).toContain('owner_nowhere');
    expect((await send(bob, { owner_id: 'owner_silent' })).status).toBe(422);
    const empty = await send(bob, { subject: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('subject');
    const noBody = await world.call(
      '/v1/contact/sendmail',
      { subject: 'x', owner_id: 'owner_holzwerk' },
      bob,
    );
    expect(noBody.body.field).toBe('body');
  });

  it(`limits a user to ${CONTACT_MAILS_PER_HOUR} mails an hour and says so`, async () => {
    const { eve } = world.people;
    for (let i = 0; i < CONTACT_MAILS_PER_HOUR; i++) {
      expect((await send(eve, { subject: `Question ${i}` })).status).toBe(200);
    }
    const over = await send(eve, { subject: 'One too many' });
    expect(over.status).toBe(429);
    expect(over.body.error_code).toBe('_429_contact_limit');
    expect(over.body.reason).toContain(`at most ${CONTACT_MAILS_PER_HOUR} contact mails per hour`);
    expect((await send(world.people.bob, { subject: 'Not limited' })).status).toBe(200);
    await inbox.waitFor('info@holzwerk.example', /^Question 9$/);
    expect(inbox.mails.some((m) => m.subject === 'One too many')).toBe(false);
  });
});
