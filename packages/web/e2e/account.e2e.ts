/**
 * The account page end to end, on a server of its own with a local SMTP server: a visitor
 * opens it from the account menu, changes name and preferred language (the app switches
 * language), changes the password (the wrong current one is named), finds the enquiry sent
 * to a brand, downloads their data, changes the e-mail address through the link mailed to
 * the new one; the brand editor deletes their account and is told first which brands are
 * left without an owner; the editor makes an API token, uses it and revokes it. Screenshots:
 * account-{desktop,phone}, account-delete-{desktop,phone}, account-token-{desktop,phone}.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, SLOW, startAccountServer, type Account } from './account-support';
import {
  downloadedBytes,
  errorsOf,
  openPage,
  screenshot,
  waitForPath,
  type RunningServer,
} from './harness';
import { startMailbox, type Mailbox } from './harness/mail';

let server: RunningServer;
let mailbox: Mailbox;
let visitor: Account;
let editor: Account;

beforeAll(async () => {
  mailbox = await startMailbox();
  ({ server, visitor, editor } = await startAccountServer({ SMTP_URL: mailbox.url }));
}, 600_000);
afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

const open = (pathname: string, viewport: 'desktop' | 'phone' = 'desktop') =>
  openPage(pathname, { viewport, baseURL: server.base });

async function openAccount(page: Page) {
  await page.getByRole('button', { name: /^Logged in as/ }).click();
  await page.getByRole('menuitem', { name: 'Your account' }).click();
  await waitForPath(page, '/account');
  await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor(SLOW);
}

const section = (page: Page, name: RegExp | string) => page.getByRole('region', { name });

describe('the account page', { timeout: 400_000 }, () => {
  it('changes name and language, password and address; lists enquiries; downloads the data', async () => {
    const page = await open('/brands/nordlys');
    await logIn(page, visitor);
    // An enquiry to find on the account page.
    await page.getByRole('button', { name: 'Contact the brand' }).click();
    const form = page.getByRole('dialog', { name: 'Contact the brand' });
    await form.getByLabel('Message').fill('Can I order fabric samples?');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('E-Mail successfully sent.').waitFor(SLOW);
    const copy = await mailbox.mailTo(visitor.email);
    expect(copy.subject).toBe('Copy: Nordlys');

    await openAccount(page);
    const enquiries = section(page, 'Your enquiries');
    await enquiries.getByText('Nordlys', { exact: true }).waitFor(SLOW);
    await enquiries.getByText('Sent', { exact: true }).waitFor();
    await enquiries.getByText('To Nordlys (info@nordlys.example)', { exact: false }).waitFor();
    await screenshot(page, 'account', true);

    // Name and language: the app speaks the chosen language at once.
    const profile = section(page, 'Name and language');
    await profile.getByLabel('First name').fill('Vera');
    await profile.getByLabel('Preferred language').click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await profile.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Ihr Konto', level: 1 }).waitFor(SLOW);
    await section(page, 'Name und Sprache').getByText('Gespeichert.').waitFor();
    expect(
      await page
        .getByRole('button', { name: /^Logged in as|^Angemeldet als/ })
        .getAttribute('aria-label'),
    ).toContain('Vera');
    await section(page, 'Name und Sprache').getByLabel('Bevorzugte Sprache').click();
    await page.getByRole('option', { name: 'English' }).click();
    await section(page, 'Name und Sprache').getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor(SLOW);

    // Password: the current one first.
    const password = section(page, 'Password');
    await password.getByLabel('Current password').fill('not-the-password');
    await password.getByLabel('New password').fill('Fresh-Harbour-Wind-77');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('This is not your current password.').waitFor(SLOW);
    await password.getByLabel('Current password').fill(visitor.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('Your password has been changed.').waitFor(SLOW);

    // Everything stored about the user, as JSON.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section(page, 'Your data').getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vitrine-account-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(Buffer.from(await downloadedBytes(download)).toString('utf8')) as {
      account: { email: string; first_name: string };
      enquiries: Array<{ subject: string }>;
    };
    expect(data.account).toMatchObject({ email: visitor.email, first_name: 'Vera' });
    expect(data.enquiries.map((e) => e.subject)).toEqual(['Nordlys']);

    // A new address: confirmed by the link mailed to it.
    const email = section(page, 'E-mail address');
    await email.getByLabel('New e-mail address').fill('vera@example.com');
    await email.getByLabel('Your password').fill('Fresh-Harbour-Wind-77');
    await email.getByRole('button', { name: 'Change address' }).click();
    await email.getByText('We have sent a confirmation link to vera@example.com.').waitFor(SLOW);
    const mail = await mailbox.mailTo('vera@example.com');
    const link = /https?:\/\/\S+\/auth\/email\?token=[\w-]+&lang=en/.exec(mail.text ?? '')![0];
    await page.goto(link);
    await page.getByText("Your account's e-mail address is now vera@example.com.").waitFor(SLOW);
    await page.getByRole('link', { name: 'To your account' }).click();
    await page.getByText('Your address: vera@example.com').waitFor(SLOW);
    expect(errorsOf(page)).toEqual([]);
  });

  it('reads well on a phone', async () => {
    const page = await open('/', 'phone');
    await logIn(page, editor);
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor(SLOW);
    await section(page, 'Your enquiries')
      .getByText('You have not written to a brand yet.')
      .waitFor(SLOW);
    await screenshot(page, 'account', true);
  });

  it('makes an API token shown once, which a script can use until it is revoked', async () => {
    const page = await open('/', 'desktop');
    await logIn(page, editor);
    await page.goto('/account');
    const tokens = section(page, 'API tokens');
    await tokens.getByLabel('Name').fill('Nightly import');
    const brand = tokens.getByRole('checkbox').first();
    const brandId = (await brand.locator('xpath=ancestor::label').innerText()).trim();
    await brand.check();
    await tokens.getByRole('button', { name: 'Make token' }).click();
    const secret = await tokens.getByLabel('Token').inputValue();
    expect(secret).toMatch(/^vtr_[\w-]{43}$/);
    await tokens.getByText('Copy the token now: it will not be shown again.').waitFor();
    await tokens.getByText(/· expires .+ · never used$/).waitFor();
    await screenshot(page, 'account-token');

    // A script with the token reads its brand's figures, and is refused once it is revoked.
    const brandFigures = () =>
      page.request.get(`/api/insights/v1/brands/${brandId}?from=2026-01-01&to=2026-12-31`, {
        headers: { Authorization: `Bearer ${secret}` },
      });
    expect((await brandFigures()).status()).toBe(200);
    await tokens.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: '“Nightly import”', exact: false });
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await tokens.getByText('You have no API tokens.').waitFor(SLOW);
    expect((await brandFigures()).status()).toBe(401);

    const phone = await open('/', 'phone');
    await logIn(phone, editor);
    await phone.goto('/account');
    await section(phone, 'API tokens').getByRole('button', { name: 'Make token' }).waitFor(SLOW);
    await section(phone, 'API tokens').scrollIntoViewIfNeeded();
    await screenshot(phone, 'account-token');
    expect(errorsOf(page)).toEqual([]);
  });

  it('deletes the account after the password, telling the last owner of a brand what becomes of it', async () => {
    // The phone only looks (and cancels); the desktop then deletes.
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await open('/', viewport);
      await logIn(page, editor);
      await page.goto('/account');
      await section(page, 'Delete account')
        .getByRole('button', { name: 'Delete my account' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByTestId('last-owner').waitFor(SLOW);
      expect(await dialog.getByTestId('last-owner').innerText()).toMatch(
        /^You are the last owner of .+ and .+\. These brands and their published items stay in the catalogue/,
      );
      await screenshot(page, 'account-delete');
      if (viewport === 'phone') {
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        continue;
      }
      await dialog.getByLabel('Your password').fill('wrong-password-here');
      await dialog.getByRole('button', { name: 'Delete for good' }).click();
      await dialog.getByText('The password is wrong.').waitFor(SLOW);
      await dialog.getByLabel('Your password').fill(editor.password);
      await dialog.getByRole('button', { name: 'Delete for good' }).click();
      await page.getByText('Your account has been deleted.').waitFor(SLOW);
      await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
      expect(errorsOf(page)).toEqual([]);
    }
  });
});
