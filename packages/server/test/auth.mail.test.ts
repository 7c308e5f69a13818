/**
 * Account mails through a real SMTP server: sign-up sends a verification link in the
 * visitor's language, the link confirms the address and login works; a forgotten password
 * sends a reset link that sets a new password once; neither answer tells whether an account
 * exists. With the SMTP server stopped, a mail waits in the outbox and arrives once it is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, formOf, freePort, startAuthServer, type AuthServer } from './auth-harness';
import { smtpInbox, type Inbox } from './smtp';
import { STORE_KINDS } from './stores';

const linkIn = (text: string, path: string) => {
  const found = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+(&lang=\\w+)?`).exec(text)?.[0];
  if (!found) throw new Error(`no ${path} link in: ${text}`);
  return found;
};

describe.each(STORE_KINDS)('account mails on $name', (kind) => {
  let server: AuthServer;
  let inbox: Inbox;

  beforeAll(async () => {
    const smtpPort = await freePort();
    inbox = smtpInbox(smtpPort);
    await inbox.start();
    server = await startAuthServer(kind, {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Vitrine <no-reply@vitrine.test>',
      },
      mail: { retryMs: 200, maxRetryMs: 400, pollMs: 100 },
    });
    server.services.mail.start();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await inbox?.stop();
  });

  async function signUp(
    b: ReturnType<typeof browser>,
    fields: Record<string, string>,
    lang = 'de',
  ) {
    const page = await b.request(`${server.url}/auth/signup?lang=${lang}`);
    const { csrf, action } = formOf(await page.text());
    return b.submit(new URL(action, server.url).href, { _csrf: csrf, ...fields });
  }

  it('signs up, mails a verification link in the visitor language, and the link lets the user log in', async () => {
    const b = browser();
    const answer = await signUp(b, {
      first_name: 'Grete',
      last_name: 'Berg',
      email: 'grete@example.com',
      password: 'Fjord-Linie-2026',
    });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain('Fast geschafft!');
    const mail = await inbox.waitFor('grete@example.com', /Bestätigen Sie Ihre E-Mail-Adresse/);
    expect(mail.from?.text).toContain('no-reply@vitrine.test');
    expect(mail.text).toContain('Hallo Grete');
    expect(await server.auth.accounts.login('grete@example.com', 'Fjord-Linie-2026')).toMatchObject(
      { ok: false, reason: 'unverified' },
    );
    const verified = await b.request(linkIn(mail.text!, '/auth/verify'));
    expect(verified.status).toBe(200);
    expect(await verified.text()).toContain('Ihre E-Mail-Adresse ist bestätigt');
    expect(await server.auth.accounts.login('GRETE@example.com', 'Fjord-Linie-2026')).toMatchObject(
      { ok: true },
    );
    const again = await b.request(linkIn(mail.text!, '/auth/verify'));
    expect(again.status).toBe(400); // single use
  });

  it('refuses short and common passwords, naming the field, and says the same for a taken address', async () => {
    const b = browser();
    const short = await signUp(
      b,
      { first_name: 'A', last_name: 'B', email: 'new@example.com', password: 'short' },
      'en',
    );
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('The password must have at least 10 characters.');
    const common = await signUp(
      b,
      { first_name: 'A', last_name: 'B', email: 'new@example.com', password: 'password123' },
      'en',
    );
    expect(common.status).toBe(400);
    expect(await common.text()).toContain('This password is too common.');
    await server.addUser('taken@example.com', 'Taken-Account-77');
    const taken = await signUp(
      b,
      {
        first_name: 'Eve',
        last_name: 'X',
        email: 'taken@example.com',
        password: 'Another-Pass-99',
      },
      'en',
    );
    const fresh = await signUp(
      b,
      { first_name: 'Eve', last_name: 'X', email: 'free@example.com', password: 'Another-Pass-99' },
      'en',
    );
    const normalise = (html: string) =>
      html
        .replace(/taken@example\.com|free@example\.com/g, 'ADDRESS')
        .replace(/value="[^"]+"/g, '');
    expect(normalise(await taken.text())).toBe(normalise(await fresh.text()));
    const notice = await inbox.waitFor('taken@example.com', /Sign-up attempt/);
    expect(notice.text).toContain('You already have an account');
    expect(await server.auth.accounts.login('taken@example.com', 'Another-Pass-99')).toMatchObject({
      ok: false,
    });
  });

  it('mails a reset link that sets a new password once; unknown addresses get the same answer', async () => {
    await server.addUser('reset@example.com', 'Old-Password-11');
    const b = browser();
    const ask = async (email: string) => {
      const page = await b.request(`${server.url}/auth/forgot?lang=fr`);
      const { csrf, action } = formOf(await page.text());
      return b.submit(new URL(action, server.url).href, { _csrf: csrf, email });
    };
    const known = await ask('reset@example.com');
    const unknown = await ask('nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const strip = (html: string) => html.replace(/[\w.]+@example\.com/g, 'ADDRESS');
    expect(strip(await known.text())).toBe(strip(await unknown.text()));
    const mail = await inbox.waitFor('reset@example.com', /Choose a new password/);
    const link = linkIn(mail.text!, '/auth/reset');
    const form = formOf(await (await b.request(link)).text());
    const done = await b.submit(new URL(form.action, server.url).href, {
      _csrf: form.csrf,
      password: 'New-Password-22',
    });
    expect(done.status).toBe(200);
    expect(await server.auth.accounts.login('reset@example.com', 'New-Password-22')).toMatchObject({
      ok: true,
    });
    expect(await server.auth.accounts.login('reset@example.com', 'Old-Password-11')).toMatchObject({
      ok: false,
    });
    const reused = await b.submit(new URL(form.action, server.url).href, {
      _csrf: form.csrf,
      password: 'Third-Password-33',
    });
    expect(reused.status).toBe(400);
  });

  it('keeps a mail while the SMTP server is down and delivers it once it is back', async () => {
    await inbox.stop();
    await server.auth.accounts.requestReset('reset@example.com');
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // several failed tries
    expect(await server.services.mail.pending()).toBeGreaterThan(0);
    inbox.mails.length = 0;
    await inbox.start();
    const mail = await inbox.waitFor('reset@example.com', /Choose a new password/);
    expect(mail.text).toContain('/auth/reset?token=');
    expect(await server.services.mail.pending()).toBe(0);
  });
});
