/**
 * Login end to end, against the server's own login provider on a server of this file's own
 * (its PUBLIC_URL is the address the browser uses; mails go to a local SMTP server): the
 * favourite button's login dialog, the provider's page, the way back to the same page with
 * the pending action resumed, the account menu on desktop and phone, logout back to the
 * page, the draft view with and without login, and sign-up with e-mail verification.
 * Screenshots: login-{dialog,provider,account-menu,draft-badge,draft-card,draft-detail,
 * draft-warning}-{desktop,phone}.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshot, startOwnServer, type RunningServer } from './harness';
import { freePort, startMailbox, type Mailbox } from './harness/mail';

let server: RunningServer;
let mailbox: Mailbox;
let accounts: Record<
  'visitor' | 'editor',
  { email: string; password: string; owner_ids: string[] }
>;

beforeAll(async () => {
  mailbox = await startMailbox();
  const port = await freePort();
  server = await startOwnServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: mailbox.url,
  });
  const file = JSON.parse(
    await readFile(path.join(server.dataDir!, 'demo-accounts.json'), 'utf8'),
  ) as { accounts: Array<{ email: string; password: string; owner_ids: string[] }> };
  const find = (prefix: string) => file.accounts.find((a) => a.email.startsWith(prefix))!;
  accounts = { visitor: find('visitor@'), editor: find('editor@') };
}, 600_000);

afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

const open = (pathname: string, viewport: 'desktop' | 'phone' = 'desktop') =>
  openPage(pathname, { viewport, baseURL: server.base });

/** Fills the provider's login form and submits it. */
async function logIn(page: Page, who: { email: string; password: string }) {
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Waits until the app shows `pathname` + `search` again (after a round trip). */
async function backOn(page: Page, pathname: string, search: string) {
  await page.waitForFunction(([p, s]) => location.pathname === p && location.search === s, [
    pathname,
    search,
  ] as const);
}

/** Waits until menus and dialogs have finished fading in (for screenshots). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiPopover-paper, .MuiDialog-paper')].every(
      (el) => getComputedStyle(el).opacity === '1',
    ),
  );

/** The data of a versioned local storage entry ({ version, data }). */
async function stored(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  return raw === null ? undefined : (JSON.parse(raw) as { data: unknown }).data;
}

describe('login from the favourite button', () => {
  it('asks to log in, comes back to the same page and resumes the pending action', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await open('/?q=chair', viewport);
      await page.getByRole('button', { name: 'Add to favorites' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Login' });
      await dialog
        .getByText('In order to use favorites, you have to login with Vitrine Login.')
        .waitFor();
      await dialog.getByText(/redirected to the login page of Vitrine Login/).waitFor();
      await settled(page);
      const pending = (await stored(page, 'afterLoginAction')) as Array<{ action: string }>;
      expect(pending[0]!.action).toBe('addFavorite');
      await screenshot(page, 'login-dialog');
      // Cancel drops the pending action.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await stored(page, 'afterLoginAction')).toEqual([]);

      await page.getByRole('button', { name: 'Add to favorites' }).first().click();
      await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL(/\/auth\/interaction\//);
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      await screenshot(page, 'login-provider');
      await logIn(page, accounts.visitor);
      await backOn(page, '/', '?q=chair');
      // The pending action resumed on the page it came from: the lists dialog is open.
      const lists = page.getByRole('dialog', { name: 'Save to lists' });
      await lists.waitFor();
      await lists.getByRole('button', { name: 'Cancel' }).click();
      await lists.waitFor({ state: 'hidden' });
      expect(await stored(page, 'afterLoginAction')).toEqual([]);
      const tokens = (await stored(page, 'loginTokens')) as object;
      expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'expiresAt', 'refreshToken']);
      expect(errorsOf(page)).toEqual([]);
    }
  });
});

describe('account menu and logout', () => {
  it('shows the user, organisation, legal links and version; logout returns to the page', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await open('/brands?q=nord', viewport);
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'Login via Vitrine Login' }).click();
      await logIn(page, accounts.visitor);
      await backOn(page, '/brands', '?q=nord');
      await page.getByRole('button', { name: 'Logged in as Vera Visitor' }).click();
      const menu = page.getByRole('menu');
      await menu.getByText('Vera Visitor').waitFor();
      await menu.getByText(accounts.visitor.email).waitFor();
      await menu.getByText('Demo Interiors Ltd').waitFor();
      for (const name of ['Legal notice', 'Terms of use', 'Data privacy', 'Logout'])
        await menu.getByRole('menuitem', { name }).waitFor();
      await menu.getByText(/^Version \d+\.\d+\.\d+/).waitFor();
      await settled(page);
      await screenshot(page, 'login-account-menu');

      await menu.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/brands' && url.search === '?q=nord');
      await page.getByRole('button', { name: 'Account' }).waitFor();
      expect(await stored(page, 'loginTokens')).toBeNull();
      // The provider's session ended: logging in again asks for the password.
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'Login via Vitrine Login' }).click();
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      expect(errorsOf(page)).toEqual([]);
    }
  });
});

describe('draft view', () => {
  /** The first card with a draft badge, scrolling the grid until one renders (it is virtual). */
  async function draftCard(page: Page) {
    const card = page.getByTestId('model-card').filter({ has: page.getByTestId('state-badge') });
    for (let i = 0; i < 40 && (await card.count()) === 0; i++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
    return card.first();
  }

  /** The number in "{n} results found". */
  const total = async (page: Page) => {
    const text = await page
      .getByText(/\d+ results? found/)
      .first()
      .textContent();
    return Number(/(\d+)/.exec(text!.replace(/[,.\s]/g, ''))![1]);
  };

  it('warns a visitor who is not logged in; closing the warning leaves the draft view', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await open('/brands/nordlys/models?preview=true', viewport);
      await page.getByText('You need to be logged in to use the draft view.').waitFor();
      await page
        .getByText(/\d+ results? found/)
        .first()
        .waitFor();
      expect(await page.getByText('Draft view', { exact: true }).count()).toBe(0);
      await screenshot(page, 'login-draft-warning');
      await page.getByRole('button', { name: 'Leave the draft view' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/brands/nordlys/models' && url.search === '',
      );
      await page
        .getByText(/\d+ results? found/)
        .first()
        .waitFor();
      expect(await page.getByText('You need to be logged in to use the draft view.').count()).toBe(
        0,
      );
    }
  });

  it('shows the owner the red badge and their brand’s drafts', async () => {
    expect(accounts.editor.owner_ids).toContain('nordlys');
    for (const viewport of ['desktop', 'phone'] as const) {
      const anonymous = await open('/brands/nordlys/models', viewport);
      const publicCount = await total(anonymous);

      const page = await open('/brands/nordlys/models?preview=true', viewport);
      await page.getByRole('button', { name: 'Login' }).click(); // the warning's login
      await logIn(page, accounts.editor);
      await backOn(page, '/brands/nordlys/models', '?preview=true');
      const badge = page.getByText('Draft view', { exact: true });
      await badge.waitFor();
      expect(
        await badge.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor),
      ).toMatch(
        /rgb\((1\d\d|2\d\d), \d{1,2}, \d{1,2}\)/, // red
      );
      await expect.poll(() => total(page)).toBeGreaterThan(publicCount);
      await page.getByRole('button', { name: 'Add to favorites' }).first().waitFor();
      await screenshot(page, 'login-draft-badge');

      // A draft's card says so, and so does its detail dialog.
      const card = await draftCard(page);
      const draftId = (await card.getAttribute('data-id'))!;
      await expect.poll(() => card.getByTestId('state-badge').textContent()).toBe('Draft');
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'login-draft-card');
      await card.getByRole('button').first().click();
      const dialog = page.getByTestId('detail-dialog');
      // The header's badge (the first; related drafts further down carry their own).
      await expect
        .poll(() => dialog.getByTestId('state-badge').first().textContent())
        .toBe('Draft');
      await settled(page);
      await screenshot(page, 'login-draft-detail');

      // Without preview the same user sees what everyone sees: no drafts, no badges.
      const plain = await open('/brands/nordlys/models', viewport);
      expect(await total(plain)).toBe(publicCount);
      expect(await plain.getByTestId('state-badge').count()).toBe(0);
      // A visitor's direct link to the draft finds nothing to show.
      const link = await open(`/brands/nordlys/models?m=${draftId}`, viewport);
      await link.getByText('This is not available anymore.').waitFor();
      expect(await link.getByTestId('detail-dialog').count()).toBe(0);
      expect(errorsOf(page)).toEqual([]);
    }
  });
});

describe('sign-up', () => {
  it('signs up on the provider, verifies by e-mail and logs in', async () => {
    const email = `new.user.${Date.now()}@example.com`;
    const password = 'a quiet walnut table 42';
    const page = await open('/materials');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Login via Vitrine Login' }).click();
    await page.getByRole('link', { name: /Create one/ }).click();
    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('Neu');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(/We have sent a confirmation link/).waitFor();

    const mail = await mailbox.mailTo(email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    const link = /https?:\/\/\S+\/verify\?\S+/.exec(mail.text ?? '')![0];
    expect(new URL(link).origin).toBe(server.base);
    await page.goto(link);
    await page.getByText('Thank you, your e-mail address is confirmed.').waitFor();

    await page.goto(`${server.base}/materials`);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Login via Vitrine Login' }).click();
    await logIn(page, { email, password });
    await backOn(page, '/materials', '');
    await page.getByRole('button', { name: 'Logged in as Nina Neu' }).click();
    await page.getByRole('menu').getByText(email).waitFor();
  });
});
