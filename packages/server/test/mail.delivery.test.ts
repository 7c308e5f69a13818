/**
 * The three kinds of mail a visitor waits for (sign-up confirmation, password reset, contact
 * mail) through a real SMTP server started here, on both stores: with the server up each
 * arrives and the app says "sent"; with it stopped each is said to be "queued", the outbox
 * shows them queued with the server's complaint, and once the server is back they arrive and
 * the outbox and the sender's enquiries say "sent". With an SMTP server set, no link (and so
 * no token) reaches the log.
 */
import { newOwner, neutralText } from '@vitrine/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, formOf, freePort } from './auth-harness';
import { smtpInbox, type Inbox } from './smtp';
import { STORE_KINDS } from './stores';
import { startUsersWorld, type UsersWorld } from './users-harness';

const brand = newOwner({
  id: 'owner_fjord',
  texts: [neutralText('name', 'Fjord Møbler')],
  references: [
    { category: 'email', format: 'plain', payload: 'hello@fjord.example' },
    { category: 'country', format: 'iso3166', payload: 'DK' },
  ],
});

describe.each(STORE_KINDS)('mail delivery on $name', (kind) => {
  let world: UsersWorld;
  let inbox: Inbox;
  const logged: string[] = [];

  beforeAll(async () => {
    const smtpPort = await freePort();
    inbox = smtpInbox(smtpPort);
    await inbox.start();
    world = await startUsersWorld(kind, {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Vitrine <no-reply@vitrine.test>',
      },
      mail: {
        retryMs: 200,
        maxRetryMs: 400,
        pollMs: 100,
        log: { info: (m) => logged.push(m), warn: (m) => logged.push(m) },
      },
    });
    await world.server.services.catalogue.store('owner', [brand]);
    world.server.services.mail.start();
  }, 180_000);
  afterAll(async () => {
    await world?.close();
    await inbox?.stop();
  });

  /** Fills the provider's form at `path` and returns the page it answers with. */
  async function submitForm(path: string, fields: Record<string, string>) {
    const b = browser();
    const page = await b.request(`${world.server.url}${path}`);
    const { csrf, action } = formOf(await page.text());
    const answer = await b.submit(new URL(action, world.server.url).href, {
      _csrf: csrf,
      ...fields,
    });
    expect(answer.status).toBe(200);
    return answer.text();
  }
  const signUp = (email: string) =>
    submitForm('/auth/signup?lang=en', {
      first_name: 'Nora',
      last_name: 'Lund',
      email,
      password: 'Harbour-Lights-2026',
    });
  const forgot = (email: string) => submitForm('/auth/forgot?lang=en', { email });
  const contact = (subject: string) =>
    world.call(
      '/v1/contact/sendmail',
      {
        subject,
        body: 'Do you ship to Norway?',
        owner_id: 'owner_fjord',
        favourite_languages: ['en'],
      },
      world.people.ann,
    );
  const outbox = async () =>
    (await world.call('/v1/outbox/list', {}, world.people.root)).body as {
      mails: Array<{
        recipient: string;
        kind: string;
        state: string;
        attempts: number;
        last_error: string | null;
        links: string[];
      }>;
    };

  it('delivers a confirmation, a reset and a contact mail with its copy, and says "sent"', async () => {
    expect(await signUp('nora@example.com')).toContain(
      'We have sent a confirmation link to nora@example.com',
    );
    const verify = await inbox.waitFor('nora@example.com', /Confirm your e-mail address/);
    expect(verify.text).toMatch(/\/auth\/verify\?token=/);

    expect(await forgot('ann@example.com')).toContain(
      'we have sent it a link to choose a new password',
    );
    const reset = await inbox.waitFor('ann@example.com', /Choose a new password/);
    expect(reset.text).toMatch(/\/auth\/reset\?token=/);

    const sent = await contact('Shipping');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      state: 'sent',
      recipient: { name: 'Fjord Møbler', email: 'hello@fjord.example' },
      copy_to: 'ann@example.com',
      language: 'da',
    });
    const toBrand = await inbox.waitFor('hello@fjord.example', /^Shipping$/);
    expect(toBrand.replyTo?.value[0]?.address).toBe('ann@example.com');
    const copy = await inbox.waitFor('ann@example.com', /^Copy: Shipping$/);
    expect(copy.text).toContain(
      'This is a copy of your message to Fjord Møbler <hello@fjord.example>',
    );
    expect(copy.text).toContain('Do you ship to Norway?');
    expect(copy.text).toContain(`${world.server.url}/account`);

    const { enquiries } = (await world.call('/v1/contact/list', {}, world.people.ann)).body as {
      enquiries: Array<Record<string, unknown>>;
    };
    expect(enquiries[0]).toMatchObject({
      owner_id: 'owner_fjord',
      brand_name: 'Fjord Møbler',
      recipient: 'hello@fjord.example',
      subject: 'Shipping',
      body: 'Do you ship to Norway?',
      state: 'sent',
    });
    // With an SMTP server set the log carries no link, so no token.
    expect(logged.join('\n')).not.toMatch(/token=/);
  });

  it('with the SMTP server stopped says "queued" for all three, then delivers them when it is back', async () => {
    await inbox.stop();
    inbox.mails.length = 0;
    expect(await signUp('olav@example.com')).toContain(
      'Your confirmation link for olav@example.com is queued',
    );
    expect(await forgot('bob@example.com')).toContain(
      'a link to choose a new password is queued for it',
    );
    const queued = await contact('Delivery times');
    expect(queued.body).toMatchObject({ state: 'queued', copy_to: 'ann@example.com' });

    const waiting = (await outbox()).mails.filter((m) => m.state === 'queued');
    expect(waiting.map((m) => `${m.kind} ${m.recipient}`).sort()).toEqual([
      'contact hello@fjord.example',
      'contact_copy ann@example.com',
      'reset bob@example.com',
      'verify olav@example.com',
    ]);
    await expect
      .poll(async () =>
        (await outbox()).mails.find((m) => m.kind === 'verify' && m.state === 'queued'),
      )
      .toMatchObject({
        attempts: expect.any(Number),
        last_error: expect.stringMatching(/ECONNREFUSED|connect/i),
      });
    const { enquiries } = (await world.call('/v1/contact/list', {}, world.people.ann)).body as {
      enquiries: Array<{ subject: string; state: string }>;
    };
    expect(enquiries[0]).toMatchObject({ subject: 'Delivery times', state: 'queued' });

    await inbox.start();
    await inbox.waitFor('olav@example.com', /Confirm your e-mail address/);
    await inbox.waitFor('bob@example.com', /Choose a new password/);
    await inbox.waitFor('hello@fjord.example', /^Delivery times$/);
    await inbox.waitFor('ann@example.com', /^Copy: Delivery times$/);
    await expect
      .poll(async () => (await outbox()).mails.every((m) => m.state === 'sent'))
      .toBe(true);
    const after = (await world.call('/v1/contact/list', {}, world.people.ann)).body as {
      enquiries: Array<{ subject: string; state: string }>;
    };
    expect(after.enquiries[0]).toMatchObject({ subject: 'Delivery times', state: 'sent' });
    expect(logged.join('\n')).not.toMatch(/token=/);
  });
});
