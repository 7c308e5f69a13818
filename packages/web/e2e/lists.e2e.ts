/**
 * Lists for project work end to end (docs/FAVORITES.md "Lists for project work"): adding is
 * the heart and Save once a list was used; each item keeps a note and a quantity, the list
 * sums them; the overview shows descriptions; a share link opens the list in a fresh browser
 * without login, whose holder downloads the list's files as one zip and exports it as a PDF
 * (read back by pdftotext: each item's article number), until its owner revokes it. Its own server: the demo visitor's favourites
 * are changed here.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import {
  downloadedBytes,
  errorsOf,
  openPage,
  screenshot,
  startOwnServer,
  VIEWPORTS,
  type RunningServer,
} from './harness';
import { openLoggedIn } from './favorites-support';
import { freePort } from './harness/mail';
import { root } from './harness/server';

const SLOW = { timeout: 30_000 };

let server: RunningServer;

beforeAll(async () => {
  // The login provider's issuer is the address the browser uses.
  const port = await freePort();
  server = await startOwnServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
}, 600_000);
afterAll(async () => {
  await server?.stop();
});

const own = () => ({ baseURL: server.base });
/** The models the first test puts on 'Hotel lobby'. */
const listed: string[] = [];

/** The models' article numbers as the catalogue API answers them. */
async function articleNumbers(ids: string[]) {
  const response = await fetch(`${server.base}/api/catalog/v1/models/fetch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  });
  const { models } = (await response.json()) as {
    models: Array<{ texts: Array<{ category: string; payload: string }> }>;
  };
  return models.map((m) => m.texts.find((t) => t.category === 'articlenumber')!.payload);
}

describe('lists for project work', { timeout: 300_000 }, () => {
  it('adds with two clicks once a list was used, and keeps notes and quantities', async () => {
    const page = await openLoggedIn('/', own());
    const cards = page.getByTestId('model-card');
    await cards.first().getByTestId('favorite-button').waitFor(SLOW);
    const [first, second] = [cards.nth(0), cards.nth(1)];
    const secondId = await second.getAttribute('data-id');
    listed.push((await first.getAttribute('data-id'))!, secondId!);

    // The first add names a new list.
    await first.getByTestId('favorite-button').click();
    const dialog = page.getByRole('dialog', { name: 'Save to lists' });
    await dialog.getByLabel('Name of the new list').fill('Hotel lobby');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Favorites saved.').waitFor(SLOW);
    await dialog.waitFor({ state: 'hidden' });

    // Every add after it: the heart, then Save (the list used last is ticked already).
    await second.getByTestId('favorite-button').click();
    await expect.poll(() => dialog.getByLabel('Hotel lobby').isChecked(), SLOW).toBe(true);
    await screenshot(page, 'lists-quick-add');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => second.getByTestId('favorite-button').getAttribute('aria-pressed'), SLOW)
      .toBe('true');

    // A description shows on the overview's card, on a desktop too.
    await page.goto('/favorites');
    const card = page.getByTestId('list-card').filter({ hasText: 'Hotel lobby' });
    await card.waitFor(SLOW);
    await page.getByRole('link', { name: 'Open Hotel lobby' }).click();
    await page.getByRole('button', { name: 'Edit list' }).click();
    const form = page.getByRole('dialog', { name: 'Edit list' });
    await form
      .getByLabel('Description (optional)')
      .fill('Ground floor, 40 seats, for client Lindner');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.waitFor({ state: 'hidden' });

    // A note and a quantity per item; the sidebar sums the quantities.
    const item = page.locator(`[data-testid="list-item"][data-id="${secondId}"]`);
    await item.getByTestId('item-details-edit').click();
    const details = page.getByRole('dialog', { name: 'Note and quantity' });
    await details.getByLabel('Quantity').fill('0');
    await details.getByText('A whole number from 1 to 100000').waitFor();
    expect(await details.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await details.getByLabel('Quantity').fill('12');
    await details.getByLabel('Note').fill('Fabric Fame 64, oiled oak legs');
    await details.getByRole('button', { name: 'Save' }).click();
    await item.getByText('Quantity: 12').waitFor(SLOW);
    await item.getByText('Fabric Fame 64, oiled oak legs').waitFor();
    await page.getByTestId('list-total-quantity').getByText('Total quantity: 13').waitFor(SLOW);
    await screenshot(page, 'lists-notes');

    // Kept by the server: a reload shows them again.
    await page.reload();
    await item.getByText('Quantity: 12').waitFor(SLOW);
    await page.goto('/favorites');
    await card.getByText('Ground floor, 40 seats, for client Lindner').waitFor(SLOW);
    await screenshot(page, 'lists-overview');
    await page.setViewportSize(VIEWPORTS.phone);
    await card.getByTestId('list-description').waitFor();
    await screenshot(page, 'lists-overview');
    expect(errorsOf(page)).toEqual([]);
  });

  it('opens a shared list in a fresh browser without login, until the link is revoked', async () => {
    // 'Hotel lobby' holds the two models of the test before, one with a note.
    const owner = await openLoggedIn('/favorites', own());
    await owner.getByRole('link', { name: 'Open Hotel lobby' }).click();
    await owner.getByTestId('list-share').click();
    const dialog = owner.getByRole('dialog', { name: 'Share “Hotel lobby”' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const field = dialog.getByTestId('share-new-link').getByRole('textbox');
    await field.waitFor(SLOW);
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${server.base}/shared/lst_[\\w-]{43}$`));
    await dialog
      .getByTestId('share-links')
      .getByText(`Link …${link.slice(-4)}`, { exact: false })
      .waitFor(SLOW);
    await dialog.getByText('Does not expire').waitFor();
    await screenshot(owner, 'lists-share');

    // The link is a page of the app (200, not the 404 of an unknown path).
    expect((await fetch(link)).status).toBe(200);
    // A fresh browser context: no session, no stored login.
    const client = await openPage(link, own());
    await client.getByRole('heading', { name: 'Hotel lobby', level: 1 }).waitFor(SLOW);
    await client.getByText('Ground floor, 40 seats, for client Lindner').waitFor();
    await expect.poll(() => client.getByTestId('shared-item').count(), SLOW).toBe(2);
    await client.getByText('Fabric Fame 64, oiled oak legs').waitFor();
    await client
      .getByTestId('shared-total')
      .getByText(/Total quantity: 13/)
      .waitFor();
    await client.getByTestId('shared-download').waitFor();
    // Nobody logged in: the page stayed where the link points, no login page on the way.
    expect(new URL(client.url()).pathname).toBe(new URL(link).pathname);
    await screenshot(client, 'lists-shared');
    // The menu fades in: the screenshot waits until it is fully shown.
    const menuShown = () =>
      expect
        .poll(() =>
          client
            .getByRole('menu')
            .evaluate((menu) => getComputedStyle(menu.parentElement!).opacity),
        )
        .toBe('1');
    // The export menu: a PDF with a sheet per item, without login.
    await client.getByTestId('list-export').click();
    await client.getByTestId('list-export-pdf').waitFor();
    await menuShown();
    await screenshot(client, 'lists-export-menu');
    const pdf = client.waitForEvent('download', SLOW);
    await client.getByTestId('list-export-pdf').click();
    const file = await pdf;
    expect(file.suggestedFilename()).toMatch(/^Hotel lobby .*\.pdf$/);
    // It opens (poppler reads it) and holds each item's article number.
    const pdfFile = path.join(await mkdtemp(path.join(tmpdir(), 'list-pdf-')), 'list.pdf');
    await writeFile(pdfFile, await downloadedBytes(file));
    const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
    const numbers = await articleNumbers(listed);
    expect(numbers).toHaveLength(2);
    const words = text.replace(/\s+/g, ' ');
    for (const number of numbers) expect(words).toContain(`Article number ${number}`);
    expect(text).toContain('Fabric Fame 64, oiled oak legs');
    await client.setViewportSize(VIEWPORTS.phone);
    await screenshot(client, 'lists-shared');
    await client.getByTestId('list-export').click();
    await client.getByTestId('list-export-xlsx').waitFor();
    await menuShown();
    await screenshot(client, 'lists-export-menu');
    await client.keyboard.press('Escape');

    // The link authorises the list download too: no login asked, the zip arrives.
    await client.getByTestId('shared-download').click();
    const download = client.getByRole('dialog', { name: 'Download list' });
    await download.getByTestId('list-download-estimate').waitFor(SLOW);
    await screenshot(client, 'lists-shared-download');
    const saved = client.waitForEvent('download', SLOW);
    await download.getByTestId('list-download-start').click();
    const zip = unzipSync(await downloadedBytes(await saved));
    expect(Object.keys(zip)).toContain('REPORT.txt');
    expect(Object.keys(zip).length).toBeGreaterThan(1);
    expect(new URL(client.url()).pathname).toBe(new URL(link).pathname);
    await download.getByText(/^Done: /).waitFor(SLOW);
    await download.getByRole('button', { name: 'Close' }).click();

    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.getByText('No links yet.').waitFor(SLOW);
    await client.reload();
    await client
      .getByTestId('shared-gone')
      .getByText('This link no longer works: its owner revoked it, or it has expired.')
      .waitFor(SLOW);
    await screenshot(client, 'lists-shared-revoked');
    expect(errorsOf(owner)).toEqual([]);
    expect(errorsOf(client)).toEqual([]);
  });

  it('runs the 20-line integration as docs/EMBEDDING.md shows it: downloads and favourites arrive', async () => {
    const source = await readFile(path.join(root, 'examples/host/public/integration.html'), 'utf8');
    const docs = await readFile(path.join(root, 'docs/EMBEDDING.md'), 'utf8');
    expect(docs).toContain(source.trim());
    // The demo account is logged in in this browser: the framed catalogue shares its session.
    const page = await openLoggedIn('/favorites', own());
    const served = await page.request.get('/examples/host/integration.html');
    expect(await served.text()).toBe(source);
    await page.goto('/examples/host/integration.html');
    const events = page.locator('#events li');
    const favourites = events.filter({ hasText: /^favourites: / });
    // The lists arrive once the catalogue has connected, before any change.
    await expect.poll(() => favourites.count(), SLOW).toBe(1);

    const app = page.frameLocator('#catalogue');
    // A card with files that is on no list yet.
    const card = app
      .locator(
        '[data-testid=model-card]:has(.MuiCardActionArea-root:not(.Mui-disabled)):has([data-testid=favorite-button][aria-pressed=false])',
      )
      .first();
    await card.getByTestId('favorite-button').click();
    await app
      .getByRole('dialog', { name: 'Save to lists' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect.poll(() => favourites.count(), SLOW).toBe(2);
    // One more item on the lists than before (on the list used last).
    const total = async (n: number) =>
      [...((await favourites.nth(n).textContent()) ?? '').matchAll(/\((\d+)\)/g)].reduce(
        (sum, [, count]) => sum + Number(count),
        0,
      );
    expect(await total(1)).toBe((await total(0)) + 1);

    // SketchUp mode: the card's Import sends the file to the page instead of downloading it.
    // The demo catalogue has no SKP, SketchUp's first choice: the menu says so in plain words.
    await card.getByRole('button', { name: 'Import' }).click();
    await app
      .getByTestId('format-missing')
      .getByText('No SKP file for this item: your application also takes the formats below.')
      .waitFor(SLOW);
    await app.locator('[role=menu] [data-testid^=download-]').first().click();
    const download = events.filter({ hasText: /^download: / });
    await download.waitFor(SLOW);
    expect(await download.textContent()).toMatch(
      /^download: .+ as \w+, http:\/\/\S+\/api\/dataport\//,
    );
    await app.getByRole('menu').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'integration');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'integration');
    expect(errorsOf(page)).toEqual([]);
  });
});
