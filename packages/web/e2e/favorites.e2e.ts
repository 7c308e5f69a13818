/**
 * Favourites and contacting a brand end to end (spec 02 s.2-s.5): the real server
 * with its login provider and user service, mails delivered to a local SMTP server.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadedBytes,
  errorsOf,
  openPage,
  screenshot,
  startOwnServer,
  VIEWPORTS,
  type RunningServer,
} from './harness';
import {
  logInFromFavoritesPage,
  logInThroughDialog,
  nextUserServiceToken,
  openLoggedIn,
} from './favorites-support';
import { freePort, startMailbox, type Mailbox } from './harness/mail';
import { hostLog, openHost, screen } from './embedding-support';

const SLOW = { timeout: 30_000 };

let server: RunningServer;
let inbox: Mailbox;

beforeAll(async () => {
  inbox = await startMailbox();
  // The login provider's issuer is the address the browser uses.
  const port = await freePort();
  server = await startOwnServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: inbox.url,
  });
}, 600_000);
afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

const own = () => ({ baseURL: server.base });

describe('favourites', { timeout: 300_000 }, () => {
  it('adds a model from a card after logging in (the pending action resumes)', async () => {
    const page = await openPage('/', own());
    const card = page.getByTestId('model-card').first();
    await card.getByTestId('favorite-button').waitFor(SLOW);
    const id = await card.getAttribute('data-id');
    const title = await card.locator('h3').innerText();
    await card.getByTestId('favorite-button').click();
    await logInThroughDialog(page, 'favorites');

    const lists = page.getByRole('dialog', { name: 'Save to lists' });
    await lists.waitFor(SLOW);
    expect(await lists.getByLabel('Name of the new list').inputValue()).toBe('My list');
    await lists.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Favorites saved.').waitFor(SLOW);
    const button = page
      .locator(`[data-testid="model-card"][data-id="${id}"]`)
      .getByTestId('favorite-button');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('link', { name: 'Favorites' }).click();
    const listCard = page.getByTestId('list-card').filter({ hasText: 'My list' });
    await listCard.waitFor(SLOW);
    expect(await listCard.innerText()).toContain('Number of items: 1');
    await listCard.click();
    await page.getByRole('tab', { name: 'Models' }).waitFor(SLOW);
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Models']);
    await page.getByRole('heading', { name: title, level: 3 }).waitFor(SLOW);
    expect(errorsOf(page)).toEqual([]);
  });

  it('creates, renames, sorts, filters, opens and deletes lists', async () => {
    const page = await openLoggedIn('/favorites', own());
    const names = () => page.getByTestId('list-card').locator('h2').allInnerTexts();
    for (const name of ['Kitchen', 'Attic']) {
      await page.getByRole('button', { name: 'New list' }).click();
      const form = page.getByRole('dialog', { name: 'New list' });
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Description (optional)').fill(`${name} things\nsecond line`);
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText(`List “${name}” created.`).waitFor(SLOW);
    }
    // Newest first by default, then A-Z and Z-A.
    await expect.poll(names).toEqual(expect.arrayContaining(['Attic', 'Kitchen']));
    expect((await names()).indexOf('Attic')).toBeLessThan((await names()).indexOf('Kitchen'));
    await page.getByRole('button', { name: 'Date added (newest first)' }).click();
    await page.getByRole('menuitem', { name: 'A-Z' }).click();
    await expect.poll(names).toEqual([...(await names())].sort((a, b) => a.localeCompare(b)));
    await page.getByRole('button', { name: 'A-Z' }).click();
    await page.getByRole('menuitem', { name: 'Z-A' }).click();
    await expect.poll(names).toEqual([...(await names())].sort((a, b) => b.localeCompare(a)));
    // q filters names, case-insensitively.
    await page.goto('/favorites?q=kitch');
    await expect.poll(names).toEqual(['Kitchen']);

    // Open it: empty, with the sidebar's description; rename it.
    await page.getByTestId('list-card').filter({ hasText: 'Kitchen' }).click();
    await page.getByText('This list is empty.').waitFor(SLOW);
    await page.getByText('Explore our catalog to find some favorites.').waitFor();
    expect(await page.getByTestId('list-sidebar').innerText()).toContain(
      'Kitchen things\nsecond line',
    );
    await screenshot(page, 'favorites-list-empty');
    await page.getByRole('button', { name: 'Edit list' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit list' });
    await edit.getByLabel('Name').fill('Dining');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { name: 'Dining', level: 1 }).waitFor(SLOW);

    // Delete it after confirming; the overview no longer has it.
    await page.getByRole('button', { name: 'Delete list' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete list?' });
    await confirm.getByText('“Dining” will be deleted.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/favorites', SLOW);
    // The overview reloads its lists: wait for them, then Dining is gone and Attic stays.
    await expect.poll(names).toContain('Attic');
    expect(await names()).not.toContain('Dining');

    // A reload reads what was stored.
    await page.reload();
    await expect.poll(names).toContain('Attic');
    expect(await names()).not.toContain('Dining');
    await screenshot(page, 'favorites-overview');
    expect(errorsOf(page)).toEqual([]);
  });

  it("moves a stored version 1 array into 'My list'", async () => {
    const page = await openPage('/favorites', own());
    const token = nextUserServiceToken(page);
    await logInFromFavoritesPage(page);
    const bearer = { authorization: `Bearer ${await token}`, 'content-type': 'application/json' };
    const user = (await (
      await fetch(`${server.base}/auth/account/user`, { headers: bearer })
    ).json()) as {
      uuid: string;
    };
    const search = (await (
      await fetch(`${server.base}/api/catalog/v1/models/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query_string: '', size: 2 }),
      })
    ).json()) as { hits: Array<{ id: string }> };
    const ids = search.hits.map((h) => h.id);
    const read = (await (
      await fetch(`${server.base}/api/users/v1/triples/read`, {
        method: 'POST',
        headers: bearer,
        body: JSON.stringify({ scopes: ['favorites'] }),
      })
    ).json()) as { triples: Array<{ key: string; version: number }> };
    const current = read.triples.find((t) => t.key === 'favorite_models');
    const v1 = ids.map((id, i) => ({ id, name: `Model ${i}`, addDateTime: Date.now() - i * 1000 }));
    const write = await fetch(`${server.base}/api/users/v1/triples/write`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({
        write: [
          {
            user: user.uuid,
            scope: 'favorites',
            key: 'favorite_models',
            value: JSON.stringify(v1),
            if_version: current?.version ?? 0,
          },
        ],
      }),
    });
    expect(write.status).toBe(200);

    await page.goto('/favorites');
    await page
      .getByText(
        'Your favorites have been moved to "My list". You can create multiple new lists to sort your favorites.',
      )
      .waitFor(SLOW);
    const card = page.getByTestId('list-card').filter({ hasText: 'My list' });
    expect(await card.innerText()).toContain('Number of items: 2');
    await card.click();
    await expect.poll(() => page.getByTestId('model-card').count(), SLOW).toBe(2);
    expect(errorsOf(page)).toEqual([]);
  });

  it('downloads a whole list as one zip, with a report of what is in it', async () => {
    // 'My list' holds the two models of the test before.
    const page = await openLoggedIn('/favorites', own());
    await page.getByTestId('list-card').filter({ hasText: 'My list' }).click();
    await page.getByTestId('list-download').click();
    const dialog = page.getByRole('dialog', { name: 'Download list' });
    const estimate = dialog.getByTestId('list-download-estimate');
    await estimate.waitFor(SLOW);
    expect(await estimate.innerText()).toMatch(/^\d+ files, about /);
    const format = (await dialog.getByTestId('list-download-format').innerText()).split(' ')[0]!;
    await screenshot(page, 'list-download');
    const saved = page.waitForEvent('download', SLOW);
    await dialog.getByTestId('list-download-start').click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe('My list.zip');
    const zip = unzipSync(await downloadedBytes(download));
    const names = Object.keys(zip);
    expect(names).toContain('REPORT.txt');
    const models = names.filter((n) => n.toLowerCase().endsWith(`.${format.toLowerCase()}`));
    expect(models.length).toBeGreaterThan(0);
    for (const name of models) expect(zip[name]!.length).toBeGreaterThan(0);
    const report = strFromU8(zip['REPORT.txt']!);
    expect(report).toMatch(models.length === 2 ? /All 2 files/ : /1 of 2 items/);
    await dialog.getByText(/^Done: /).waitFor(SLOW);
    await screenshot(page, 'list-download-done');
    // The dialog belongs to the page, not to the sidebar: a narrower window keeps it open.
    await page.setViewportSize(VIEWPORTS.phone);
    await dialog.getByText(/^Done: /).waitFor(SLOW);
    await screenshot(page, 'list-download-done');
    // On a phone the download starts from the list's details drawer, which makes way.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'List details' }).click();
    await page.getByTestId('list-download').click();
    await estimate.waitFor(SLOW);
    await expect.poll(() => page.getByTestId('list-sidebar').count()).toBe(0);
    await screenshot(page, 'list-download');
    expect(errorsOf(page)).toEqual([]);
  });
});

describe('contacting a brand', { timeout: 300_000 }, () => {
  it('asks a visitor to log in with the contact message', async () => {
    const page = await openPage('/brands/nordlys', own());
    await page.getByRole('button', { name: 'Contact the brand' }).click();
    await page
      .getByRole('dialog', { name: 'Login' })
      .getByText('In order to contact the brand owner, you have to login with Vitrine Login.')
      .waitFor(SLOW);
  });

  it('sends the message with a link to the brand page; the mail arrives', async () => {
    const page = await openLoggedIn('/brands/nordlys', own());
    await page.getByRole('heading', { name: 'Nordlys', level: 1 }).waitFor(SLOW);
    await page.getByRole('button', { name: 'Contact the brand' }).click();
    const form = page.getByRole('dialog', { name: 'Contact the brand' });
    const sender = form.getByLabel('Your e-mail');
    expect(await sender.inputValue()).toBe('visitor@vitrine.demo');
    expect(await sender.isDisabled()).toBe(true);
    expect(await form.getByLabel('Subject').inputValue()).toBe('Nordlys');
    const send = form.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('Message').fill('Do you deliver to Austria?');
    expect(await send.isDisabled()).toBe(false);
    await form.getByLabel('Subject').fill('');
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('Subject').fill('Delivery question');
    await screenshot(page, 'contact-form');
    await send.click();
    await page.getByText('E-Mail successfully sent.').waitFor(SLOW);
    expect(await form.count()).toBe(0);

    const mail = await inbox.mailTo('info@nordlys.example');
    expect(mail.subject).toContain('Delivery question');
    expect(mail.text).toContain('Do you deliver to Austria?');
    expect(mail.text).toContain(`${server.base}/brands/nordlys`);
    expect(errorsOf(page)).toEqual([]);
  });

  it("defaults the subject to the model's title in the detail dialog", async () => {
    const page = await openLoggedIn('/', own());
    const card = page.getByTestId('model-card').first();
    await card.waitFor(SLOW);
    const title = await card.locator('h3').innerText();
    await card.locator('h3').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Contact the brand' }).click();
    const form = page.getByRole('dialog', { name: 'Contact the brand' });
    expect(await form.getByLabel('Subject').inputValue()).toBe(title);
  });
});

describe('a host that supplies the token', { timeout: 300_000 }, () => {
  it('leaves login and logout to the host; favourites are saved for the token’s user', async () => {
    // A real token of the login provider, as a planner that logged its user in would hold.
    const visitor = await openLoggedIn('/favorites', { baseURL: server.base });
    const token = await visitor.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('loginTokens')!) as { data: { accessToken: string } }).data
          .accessToken,
    );

    const { page, app } = await openHost('/?client=sketchup', server.base);
    const account = app.getByRole('button', { name: 'Account' });
    await account.waitFor(SLOW);
    // The account behind the token comes after the lists, as from a slow login provider: the
    // host still hears the lists once for this login (it heard them twice when the account
    // came second, and then again).
    await page.route('**/account/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.locator('#token input').fill(token);
    await page.getByRole('button', { name: 'pCat.updateUserAccessToken' }).click();
    // Spec 02 s.2: the host owns the session, so its menu has no login or logout; Cookie
    // settings, the legal links and the version stay reachable.
    const loggedIn = app.getByRole('button', { name: /^Logged in as/ });
    await loggedIn.waitFor(SLOW);
    // The host hears the user's lists right after the login, before any change.
    const heard = async () =>
      ((await hostLog(page)) ?? '').split('pCatHost.favoritesChanged').length - 1;
    await expect.poll(heard).toBe(1);
    await loggedIn.click();
    const menu = app.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Cookie settings' }).waitFor(SLOW);
    for (const name of ['Legal notice', 'Terms of use', 'Data privacy']) {
      await menu.getByRole('menuitem', { name }).waitFor();
    }
    await menu.getByText(/^Version /).waitFor();
    expect(await menu.getByRole('menuitem', { name: /^(Logout|Login)/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    const card = app.getByTestId('model-card').first();
    const title = await card.locator('h3').innerText();
    await card.getByTestId('favorite-button').click();
    // No login dialog: the host's token is the session.
    const lists = app.getByRole('dialog', { name: 'Save to lists' });
    await lists.waitFor(SLOW);
    await lists.getByLabel('Create a new list').check();
    await lists.getByLabel('Name of the new list').fill('From the planner');
    await lists.getByRole('button', { name: 'Save' }).click();
    await app.getByText('Favorites saved.').waitFor(SLOW);
    await expect.poll(heard).toBe(2);
    await screen(page, 'host-token-favorites');
    expect(await app.getByRole('dialog', { name: 'Login' }).count()).toBe(0);

    // The list belongs to the token's user: the same user sees it outside the host.
    await visitor.reload();
    const listCard = visitor.getByTestId('list-card').filter({ hasText: 'From the planner' });
    await listCard.waitFor(SLOW);
    expect(await listCard.innerText()).toContain('Number of items: 1');
    await listCard.click();
    await visitor.getByRole('heading', { name: title, level: 3 }).waitFor(SLOW);
    expect(errorsOf(page)).toEqual([]);
  });
});
