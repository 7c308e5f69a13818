/**
 * Mail without a mail server (no SMTP_URL, the default) end to end: the sign-up page says the
 * confirmation link is queued, not sent; the contact form names the brand's address and the
 * copy, says in plain words why a refused message did not go, and says the message is queued; an administrator finds both mails on the outbox
 * page (state, links), sends one again and deletes one; a visitor who is no administrator
 * is told the page is not theirs. Screenshots: outbox-{desktop,phone}, contact-queued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, SLOW, startAccountServer, type Account } from './account-support';
import { errorsOf, openPage, screenshot, type RunningServer } from './harness';

let server: RunningServer;
let accounts: Record<'visitor' | 'editor', Account>;

beforeAll(async () => {
  const started = await startAccountServer({ ADMIN_EMAILS: 'editor@vitrine.demo' });
  server = started.server;
  accounts = { visitor: started.visitor, editor: started.editor };
}, 600_000);
afterAll(async () => server?.stop());

const open = (pathname: string, viewport: 'desktop' | 'phone' = 'desktop') =>
  openPage(pathname, { viewport, baseURL: server.base });

describe('mail without a mail server', { timeout: 300_000 }, () => {
  it('says the confirmation link of a sign-up is queued', async () => {
    const page = await open('/auth/signup?lang=en');
    await page.getByLabel('First name').fill('Mira');
    await page.getByLabel('Last name').fill('Holm');
    await page.getByLabel('E-mail address').fill('mira@example.com');
    await page.getByLabel('Password').fill('Northern-Lights-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Your confirmation link for mira@example.com is queued').waitFor(SLOW);
    expect(await page.getByText('We have sent').count()).toBe(0);
  });

  it('names the brand and the copy in the contact form, and says the message is queued', async () => {
    const page = await open('/brands/nordlys');
    await logIn(page, accounts.visitor);
    await page.getByRole('heading', { name: 'Nordlys', level: 1 }).waitFor(SLOW);
    await page.getByRole('button', { name: 'Contact the brand' }).click();
    const form = page.getByRole('dialog', { name: 'Contact the brand' });
    await expect
      .poll(() => form.getByLabel('To', { exact: true }).inputValue())
      .toBe('Nordlys <info@nordlys.example>');
    await form.getByText('You get a copy of your message at this address.').waitFor();
    await form.getByLabel('Message').fill('Is the sofa available in green?');
    // Refused once (the hour's limit): the form says why in plain words and keeps the message.
    const sendmail = '**/api/users/v1/contact/sendmail';
    await page.route(sendmail, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ http_status: 429, error_code: '_429_contact_limit', reason: 'x' }),
      }),
    );
    await form.getByRole('button', { name: 'Send' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'you have sent as many messages as an hour allows' })
      .waitFor(SLOW);
    await page.unroute(sendmail);
    await form.getByRole('button', { name: 'Send' }).click();
    const toast = page.getByText(/^Your message to Nordlys is queued/);
    await toast.waitFor(SLOW);
    await screenshot(page, 'contact-queued');
    // A toast that says what to expect stays until closed.
    await page.waitForTimeout(7_000);
    expect(await toast.isVisible()).toBe(true);
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows an administrator every mail with its state and links; resend and delete work', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await open('/', viewport);
      await logIn(page, accounts.editor);
      await page.getByRole('button', { name: /^Logged in as/ }).click();
      await page.getByRole('menuitem', { name: 'Outbox' }).click();
      await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor(SLOW);
      await page.getByTestId('outbox-no-smtp').waitFor();
      const verify = page.locator('li', { hasText: 'To: mira@example.com' });
      await verify.getByText('E-mail confirmation').waitFor();
      await verify.getByText('Queued', { exact: true }).waitFor();
      const link = await verify.getByRole('link').first().getAttribute('href');
      expect(link).toMatch(/\/auth\/verify\?token=[\w-]+&lang=en$/);
      await page
        .locator('li', { hasText: 'To: info@nordlys.example' })
        .getByText('Message to a brand')
        .waitFor();
      await page
        .locator('li', { hasText: 'To: visitor@vitrine.demo' })
        .getByText('Copy for the sender of a message')
        .waitFor();
      await screenshot(page, 'outbox');
      expect(errorsOf(page)).toEqual([]);
    }
    const page = await open('/admin/outbox');
    await logIn(page, accounts.editor);
    const copy = page.locator('li', { hasText: 'To: visitor@vitrine.demo' });
    await copy.getByRole('button', { name: 'Send again' }).click();
    await copy.getByRole('button', { name: 'Delete' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete this mail?' });
    await ask.getByText('The mail to visitor@vitrine.demo is removed from the outbox').waitFor();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => copy.count()).toBe(0);
  });

  it('tells a user who is no administrator that the outbox is not theirs', async () => {
    const page = await open('/admin/outbox');
    await page.getByText('Log in as an administrator to see the outbox.').waitFor(SLOW);
    await logIn(page, accounts.visitor);
    if (!page.url().endsWith('/admin/outbox')) await page.goto('/admin/outbox');
    await page
      .getByText('Only the administrators of this catalogue can see the outbox.')
      .waitFor(SLOW);
    expect(await page.getByRole('button', { name: 'Send again' }).count()).toBe(0);
  });
});
